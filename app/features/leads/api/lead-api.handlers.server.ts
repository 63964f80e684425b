import { z } from "zod";
import { deleteLead, getLead, leadTables, listLeads, updateLead, type LeadKind } from "#app/features/leads/admin/lead-admin.server.ts";
import { leadCsvResponse } from "#app/features/leads/admin/lead-export.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { requireAdminApi } from "#app/features/accounts/surface.server.ts";
import { jsonError, jsonResponse } from "#app/platform/http/json-error.ts";
import { DemoRequestPatch, InvitationRequest, ListQuery, WaitlistPatch } from "./lead-api-schema.ts";
import { inviteEntries, inviteNext } from "#app/features/leads/waitlist/invitations.server.ts";
import { leadFilter } from "#app/features/leads/admin/lead-admin-schema.ts";

const json = jsonResponse;
const error = jsonError;

/** Dates as ISO strings, as the OpenAPI document says. */
function toApi(row: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

const noun = { waitlist: "waitlist entry", "demo-requests": "demo request" } as const;
const encodeCursor = (key: string) => Buffer.from(key, "utf8").toString("base64url");
/** The key a cursor names, or null when it is not one this API gave out (an e-mail or an id, base64url-encoded). */
function decodeCursor(kind: LeadKind, cursor: string): string | null {
  const key = Buffer.from(cursor, "base64url").toString("utf8");
  if (encodeCursor(key) !== cursor) return null;
  return (kind === "waitlist" ? z.email() : z.uuid()).safeParse(key).success ? key : null;
}

function fieldErrors(issues: z.core.$ZodIssue[]) {
  return Object.fromEntries(issues.map((issue) => [issue.path.join(".") || "body", issue.message]));
}

/** GET /api/v1/{waitlist|demo-requests}: filters, newest first, cursor pages. */
export async function listLeadsApi(args: RequestArgs, kind: LeadKind) {
  const { request } = args;
  await requireAdminApi(args);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = ListQuery.safeParse(params);
  if (!query.success) return error(400, "invalid_query", "The query parameters are not valid.", fieldErrors(query.error.issues));
  const { status, q, cursor, limit, disposable } = query.data;
  if (status && !(leadTables[kind].statuses as readonly string[]).includes(status)) {
    return error(400, "invalid_query", `status must be one of ${leadTables[kind].statuses.join(", ")}.`, { status: "Unknown status" });
  }
  const after = cursor ? decodeCursor(kind, cursor) : undefined;
  if (after === null) {
    return error(400, "invalid_cursor", "The cursor is not valid: pass the nextCursor of an earlier page, or leave it out to start from the top.", {
      cursor: "Not a cursor from this list",
    });
  }
  const { db } = appOf(args);
  const { rows, total, capped } = await listLeads(db, kind, { status, q, disposable, after, pageSize: limit });
  const last = rows.at(-1) as { email?: string; id?: string } | undefined;
  const nextCursor = rows.length === limit && last ? encodeCursor(kind === "waitlist" ? last.email! : last.id!) : null;
  return json({ data: rows.map((row) => toApi(row as Record<string, unknown>)), total, capped, nextCursor });
}

/** GET, PATCH and DELETE /api/v1/waitlist/{email} and /api/v1/demo-requests/{id}. */
export async function leadItemApi(args: RequestArgs, kind: LeadKind, key: string) {
  const { request } = args;
  await requireAdminApi(args);
  const { db, logger } = appOf(args);
  const notFound = () => error(404, "not_found", `There is no ${noun[kind]} ${key}.`);
  switch (request.method) {
    case "GET": {
      const row = await getLead(db, kind, key);
      return row ? json(toApi(row as Record<string, unknown>)) : notFound();
    }
    case "PATCH": {
      if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
        return error(415, "unsupported_media_type", "Send a JSON body (Content-Type: application/json).");
      }
      const body = await request.json().catch(() => undefined);
      const parsed = (kind === "waitlist" ? WaitlistPatch : DemoRequestPatch).safeParse(body);
      if (!parsed.success) return error(400, "invalid_body", "The changes are not valid.", fieldErrors(parsed.error.issues));
      const row = await updateLead(db, kind, key, parsed.data);
      if (!row) return notFound();
      logger.info({ kind, key, fields: Object.keys(parsed.data) }, "lead updated through the API");
      return json(toApi(row as Record<string, unknown>));
    }
    case "DELETE": {
      const ok = await deleteLead(db, kind, key);
      if (ok) logger.info({ kind, key }, "lead deleted through the API");
      return ok ? json({ ok: true }) : notFound();
    }
    default:
      return new Response(JSON.stringify({ error: { code: "method_not_allowed", message: "Use GET, PATCH or DELETE." } }), {
        status: 405,
        headers: { "Content-Type": "application/json", Allow: "GET, PATCH, DELETE" },
      });
  }
}

/** GET /api/v1/{kind}/export.csv with the list's filters. */
export async function exportLeadsApi(args: RequestArgs, kind: LeadKind) {
  await requireAdminApi(args);
  const { db } = appOf(args);
  return leadCsvResponse(db, kind, leadFilter(new URL(args.request.url).searchParams, kind));
}

/** POST /api/v1/waitlist/invitations: `{"count": N}` or `{"emails": [...]}` → `{"invited": [...]}` (admins). */
export async function inviteApi(args: RequestArgs) {
  const { request } = args;
  await requireAdminApi(args);
  if (request.method !== "POST") {
    return new Response(JSON.stringify({ error: { code: "method_not_allowed", message: "Use POST." } }), {
      status: 405,
      headers: { "Content-Type": "application/json", Allow: "POST" },
    });
  }
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return error(415, "unsupported_media_type", "Send a JSON body (Content-Type: application/json).");
  }
  const parsed = InvitationRequest.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    return error(400, "invalid_body", 'Send {"count": N} (1 to 1000) or {"emails": ["…"]} (1 to 1000 addresses).', fieldErrors(parsed.error.issues));
  }
  const app = appOf(args);
  const context = { publicUrl: app.config.publicUrl, secret: app.config.authSecret };
  const result = "count" in parsed.data ? await inviteNext(app.db, parsed.data.count, context) : await inviteEntries(app.db, parsed.data.emails, context);
  if (result.mailIds.length > 0) app.kickMail();
  app.logger.info({ invited: result.invited.length }, "waitlist invitations sent through the API");
  return json({ invited: result.invited });
}
