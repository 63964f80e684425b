import { adminEventsApi } from "#app/features/feed/feed.handlers.server.ts";
import { jsonError } from "#app/platform/http/json-error.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { Route } from "./+types/events";

/** Its GETs are answered by its loader before React Router routes, past compression (docs/decisions/0026-admin-feed.md). */
export const handle = { server: { direct: "stream" } } satisfies ServerRouteHandle;

/**
 * GET /api/v1/events: the admin feed (Server-Sent Events). The server
 * answers it with this loader before compression (`handle` above); React
 * Router serves it in development and answers other spellings of the path.
 */
export const loader = (args: Route.LoaderArgs) =>
  // One path serves the stream: React Router would also match another case or a trailing slash.
  new URL(args.request.url).pathname === "/api/v1/events"
    ? adminEventsApi(args)
    : jsonError(404, "not_found", "Nothing here: the event stream is at /api/v1/events.");
