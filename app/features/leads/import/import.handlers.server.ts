import { data } from "react-router";
import { z } from "zod";
import { requireAdminApi, requireRole } from "#app/features/accounts/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { formFields, FormRefusal, readForm, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { jsonError, jsonResponse } from "#app/platform/http/json-error.ts";
import { IMPORT_LIMITS, importConfirmations, importFields, importTexts, type ImportAnswer, type ImportConfirmation } from "./import-columns.ts";
import { ImportFileRefusal, type Mapping } from "./import-file.server.ts";
import { importWaitlist, type ImportReport } from "./import.server.ts";

/** The import page's form: check (a dry run) or import, the confirmation option, and each column's field (`map.0`, `map.1`, …). */
const ImportForm = z
  .object({
    intent: z.enum(["check", "import"], { error: "Choose Check file or Import." }),
    confirmation: z.enum(importConfirmations, { error: "Choose what happens to entries not confirmed in the file." }).default("none"),
  })
  .catchall(z.union([z.string(), z.array(z.string())]));

/** The posted mapping (`map.N` = a field or "" to ignore), or undefined when none was posted (guess it). */
function postedMapping(fields: Record<string, unknown>): Mapping | undefined {
  const entries = Object.entries(fields).filter(([name]) => /^map\.\d{1,4}$/.test(name));
  if (entries.length === 0) return undefined;
  const mapping: Mapping = [];
  for (const [name, value] of entries) {
    const field = typeof value === "string" && (importFields as readonly string[]).includes(value) ? (value as Mapping[number]) : "";
    mapping[Number(name.slice(4))] = field;
  }
  return Array.from(mapping, (field) => field ?? "");
}

/** GET /dashboard/waitlist/import (admins). */
export async function loadImportPage(args: RequestArgs) {
  await requireRole(args, "admin");
  return { limits: { bytes: IMPORT_LIMITS.bytes } };
}

const publicReport = ({ mailIds: _mailIds, ...report }: ImportReport) => report;

/** POST /dashboard/waitlist/import (admins): the file checked (intent "check") or imported ("import"). */
export async function importPageAction(args: RequestArgs) {
  const admin = await requireRole(args, "admin");
  const app = appOf(args);
  const form = await readForm(args.request);
  let report: ImportReport | undefined;
  const answer = await runSignedInForm(
    args.request,
    {
      schema: ImportForm,
      publicUrl: app.config.publicUrl,
      texts: { success: (title: string) => ({ title }) },
      write: async (input) => {
        const file = form?.get("file");
        if (!(file instanceof File) || file.size === 0) throw new FormRefusal(importTexts.noFile, 400);
        if (file.size > IMPORT_LIMITS.bytes) throw new FormRefusal(importTexts.tooLarge, 413);
        try {
          report = await importWaitlist(app.db, new Uint8Array(await file.arrayBuffer()), {
            mapping: postedMapping(input),
            confirmation: input.confirmation,
            dryRun: input.intent !== "import",
            links: { publicUrl: app.config.publicUrl, secret: app.config.authSecret },
          });
        } catch (error) {
          if (error instanceof ImportFileRefusal) throw new FormRefusal(error.message, error.status);
          throw error;
        }
        if (report.written) {
          if (report.mailIds.length > 0) app.kickMail();
          app.logger.info({ by: admin.id, ...report.counts }, "waitlist imported");
          return importTexts.imported(report.counts.created, report.counts.merged);
        }
        return report.problemCount > 0 ? importTexts.errors(report.problemCount) : importTexts.checked(report.counts.lines);
      },
    },
    formFields(form),
  );
  if (answer.result.ok && report && report.problemCount > 0) {
    return data<ImportAnswer>({ ok: false, title: answer.result.title, report: publicReport(report) }, { status: 400 });
  }
  return data<ImportAnswer>(report ? { ...answer.result, report: publicReport(report) } : answer.result, { status: answer.status });
}

const ApiQuery = z.object({
  dryRun: z.enum(["true", "false"], { error: "dryRun must be true or false." }).default("true"),
  confirmation: z.enum(importConfirmations, { error: `confirmation must be one of ${importConfirmations.join(", ")}.` }).default("none"),
  columns: z.string().max(2_000).optional(),
});

/**
 * POST /api/v1/waitlist/import (admins: API key or session): the CSV as the
 * body (text/csv) or as the `file` field of a multipart form. A dry run
 * unless `?dryRun=false`. 200 when the file has no problem (checked, or
 * written), 422 with every problem's line, column and reason otherwise
 * (nothing written).
 */
export async function importApi(args: RequestArgs) {
  await requireAdminApi(args);
  const { request } = args;
  if (request.method !== "POST") {
    return jsonError(405, "method_not_allowed", "Use POST with the CSV file as the body.", undefined, { Allow: "POST" });
  }
  const query = ApiQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const issue = query.error.issues[0]!;
    return jsonError(400, "invalid_query", issue.message, { [String(issue.path[0])]: issue.message });
  }
  const type = request.headers.get("content-type") ?? "";
  let bytes: Uint8Array;
  if (/^multipart\/form-data\b/i.test(type)) {
    const file = (await readForm(request))?.get("file");
    if (!(file instanceof File)) return jsonError(400, "invalid_body", "Send the CSV file as the form's `file` field.");
    bytes = new Uint8Array(await file.arrayBuffer());
  } else if (/^(text\/csv|text\/plain|application\/csv)\b/i.test(type)) {
    bytes = new Uint8Array(await request.arrayBuffer());
  } else {
    return jsonError(415, "unsupported_media_type", "Send the CSV file as the body (Content-Type: text/csv) or as the `file` field of a multipart form.");
  }
  const app = appOf(args);
  const { dryRun, confirmation, columns } = query.data;
  let report: ImportReport;
  try {
    report = await importWaitlist(app.db, bytes, {
      mapping: columns === undefined ? undefined : (columns.split(",").map((field) => field.trim()) as Mapping),
      confirmation: confirmation as ImportConfirmation,
      dryRun: dryRun !== "false",
      links: { publicUrl: app.config.publicUrl, secret: app.config.authSecret },
    });
  } catch (error) {
    if (!(error instanceof ImportFileRefusal)) throw error;
    return jsonError(
      error.status,
      error.status === 413 ? "payload_too_large" : error.status === 415 ? "unsupported_media_type" : "invalid_file",
      error.message,
    );
  }
  if (report.written) {
    if (report.mailIds.length > 0) app.kickMail();
    app.logger.info({ via: "api", ...report.counts }, "waitlist imported");
  }
  const message = report.written
    ? importTexts.imported(report.counts.created, report.counts.merged)
    : report.problemCount > 0
      ? importTexts.errors(report.problemCount)
      : importTexts.checked(report.counts.lines);
  return jsonResponse({ dryRun: dryRun !== "false", message, ...publicReport(report) }, report.problemCount > 0 ? 422 : 200);
}
