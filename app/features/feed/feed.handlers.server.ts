import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { jsonError } from "#app/platform/http/json-error.ts";
import { requireAdminApi, getSessionUser } from "#app/features/accounts/surface.server.ts";
import type { ActivityItem } from "./feed-texts.ts";

/** The ids the feed gives out: a positive integer (bigint identity). */
const EVENT_ID = /^\d{1,15}$/;

/**
 * GET /api/v1/events: the admin feed as Server-Sent Events (an admin's
 * session or API key). Resumes after `Last-Event-ID` (EventSource sends it
 * when it reconnects; `?lastEventId=` for clients that cannot set headers).
 * Every refusal is a JSON answer, returned rather than thrown, so the server's
 * direct streaming path (server/app.ts) and the route module answer alike.
 */
export async function adminEventsApi(args: RequestArgs): Promise<Response> {
  try {
    const granted = await requireAdminApi(args);
    const { request } = args;
    const given = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("lastEventId");
    if (given !== null && given !== "" && !EVENT_ID.test(given.trim())) {
      return jsonError(400, "invalid_last_event_id", "Last-Event-ID must be the id of an event this stream sent (a whole number).", {
        "Last-Event-ID": "Not an event id",
      });
    }
    const lastEventId = given?.trim() ? Number(given.trim()) : undefined;
    // The stream lasts as long as what let it open: the feed checks it again while it is open.
    const access = granted.via === "key" ? { userId: granted.userId, apiKeyId: granted.apiKeyId } : { userId: granted.userId, sessionId: granted.sessionId };
    return await appOf(args).feed.open({ access, lastEventId, signal: request.signal });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The Overview's activity list as the page loads (admins only; the feed brings what follows). */
export async function loadRecentActivity(args: RequestArgs): Promise<ActivityItem[] | null> {
  const viewer = await getSessionUser(args);
  if (viewer?.role !== "admin") return null;
  const events = await appOf(args).feed.recent(20);
  return events.map(({ id, name, data, createdAt }) => ({ id, name, data, at: createdAt }));
}
