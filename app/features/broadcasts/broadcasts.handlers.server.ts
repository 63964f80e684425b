import { data, href } from "react-router";
import type { z } from "zod";
import { appOf, type AppContext, type RequestArgs } from "#app/platform/app-context.server.ts";
import { jsonError, jsonResponse } from "#app/platform/http/json-error.ts";
import { FormRefusal, readFormFields, runFormPipeline } from "#app/platform/forms/form-action.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { requireAdminApi, requireRole } from "#app/features/accounts/surface.server.ts";
import { BroadcastForm, BroadcastInput, audiences } from "./broadcast-schema.ts";
import { broadcastTexts } from "./broadcast-texts.ts";
import { audienceCount, getBroadcast, listBroadcasts, queueBroadcast, queueTestBroadcast } from "./broadcasts.server.ts";

const links = ({ config }: AppContext) => ({ publicUrl: config.publicUrl, secret: config.authSecret });

const fieldErrors = (issues: z.core.$ZodIssue[]) =>
  Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? "body"), issue.message])) as Partial<Record<string, string>>;

/** `confirm`: the update was not sent; the page asks the question in `title`, for the audience named. */
type UpdatesResult = FormResult<{ intent: "test" | "send"; confirm?: string }>;

/** Dashboard → Updates: the audiences and the history with each update's progress. */
export async function loadUpdatesPage(args: RequestArgs) {
  await requireRole(args, "admin");
  const { db } = appOf(args);
  return { audiences, broadcasts: await listBroadcasts(db) };
}

/** A posted field's first value, as the form shows it again. */
const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? "") : (value ?? ""));

/**
 * The Updates form: a test copy to the admin, or the update to its audience,
 * through the one pipeline (docs/decisions/0033-one-form-pipeline.md) as
 * runSignedInForm runs it; the form is read here once so that a refusal can
 * give back what was written. An update is sent only once the admin has
 * answered "Send 'Subject' to N people?" for its audience: the first Send
 * update counts the audience and asks.
 */
export async function updatesAction(args: RequestArgs) {
  const admin = await requireRole(args, "admin");
  const app = appOf(args);
  const posted = await readFormFields(args.request);
  const intent = posted.intent === "test" ? "test" : "send";
  let refused: BroadcastInput | undefined;
  let asked: { audience: string; question: string } | undefined;
  const outcome = await runFormPipeline(args.request, posted, {
    schema: BroadcastForm,
    publicUrl: app.config.publicUrl,
    texts: { success: (texts: { title: string; description?: string }) => texts },
    write: async (input) => {
      if (input.intent === "test") {
        await queueTestBroadcast(app.db, input, links(app), admin.email);
        app.kickMail();
        return broadcastTexts.tested(admin.email);
      }
      if (input.intent !== "confirm" || input.confirmed !== input.audience) {
        const size = await audienceCount(app.db, input.audience);
        if (size.count > 0) {
          asked = { audience: input.audience, question: broadcastTexts.confirm(input.subject, size) };
          return { title: asked.question };
        }
      }
      const queued = await queueBroadcast(app.db, input, admin.id);
      if (!queued.ok) {
        refused = input;
        throw new FormRefusal(broadcastTexts.errors.emptyAudience, 422);
      }
      app.logger.info({ broadcastId: queued.id, audience: input.audience, by: admin.id }, "broadcast written, queueing its recipients");
      app.kickBroadcasts();
      return broadcastTexts.started;
    },
  });
  if (asked) {
    const values = { subject: firstOf(posted.subject), markdown: firstOf(posted.markdown), audience: asked.audience };
    return { intent, ok: false, title: asked.question, confirm: asked.audience, values } satisfies UpdatesResult;
  }
  if (outcome.result.ok) return { intent, ...outcome.result } satisfies UpdatesResult;
  const values = refused
    ? { subject: refused.subject, markdown: refused.markdown, audience: refused.audience }
    : { subject: firstOf(posted.subject), markdown: firstOf(posted.markdown), audience: firstOf(posted.audience) };
  // An empty audience is said once, in the form's message (not again under the select).
  const fields = refused ? undefined : outcome.result.fields;
  return data<UpdatesResult>({ intent, ...outcome.result, ...(fields ? { fields } : {}), values }, { status: outcome.status });
}

/**
 * POST /api/v1/broadcasts: writes an update; 202 `{ id, state: "queueing", queued: 0 }`
 * at once, whatever the audience (its recipients are queued in the background,
 * then the mails go out; GET /api/v1/broadcasts/{id} follows both).
 */
export async function createBroadcastApi(args: RequestArgs) {
  const { userId } = await requireAdminApi(args);
  if (args.request.method !== "POST") return jsonError(405, "method_not_allowed", "Use POST to send an update.", undefined, { Allow: "POST" });
  if (!/^application\/json\b/i.test(args.request.headers.get("content-type") ?? "")) {
    return jsonError(415, "unsupported_media_type", "Send a JSON body (Content-Type: application/json).");
  }
  const body = await args.request.json().catch(() => undefined);
  const parsed = BroadcastInput.safeParse(body);
  if (!parsed.success) return jsonError(400, "invalid_body", "The update is not valid.", fieldErrors(parsed.error.issues));
  const app = appOf(args);
  const outcome = await queueBroadcast(app.db, parsed.data, userId);
  if (!outcome.ok) return jsonError(422, "empty_audience", broadcastTexts.errors.emptyAudience, { audience: "No confirmed, subscribed entries" });
  app.logger.info({ broadcastId: outcome.id, audience: parsed.data.audience, by: userId }, "broadcast written through the API, queueing its recipients");
  app.kickBroadcasts();
  return jsonResponse({ id: outcome.id, state: outcome.state, queued: outcome.queued }, 202, {
    Location: href("/api/v1/broadcasts/:id", { id: String(outcome.id) }),
  });
}

/** GET /api/v1/broadcasts/{id}: the update's state and counts. */
export async function broadcastApi(args: RequestArgs & { params: { id: string } }) {
  await requireAdminApi(args);
  const { id } = args.params;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const row = uuid ? await getBroadcast(appOf(args).db, id) : null;
  if (!row) return jsonError(404, "not_found", `There is no update ${id}.`);
  return jsonResponse({ ...row, createdAt: row.createdAt.toISOString() });
}

/** GET /api/v1/broadcasts: the newest 20 updates with their counts. */
export async function broadcastListApi(args: RequestArgs) {
  await requireAdminApi(args);
  const rows = await listBroadcasts(appOf(args).db);
  return jsonResponse({ data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
}
