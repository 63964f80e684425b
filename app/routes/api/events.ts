import { adminEventsApi } from "../../features/feed/feed.handlers.server.ts";
import { jsonError } from "../../platform/http/json-error.ts";
import type { Route } from "./+types/events";

/**
 * GET /api/v1/events: the admin feed (Server-Sent Events). The production
 * server answers it before compression (server/main.ts, docs/decisions/0026-admin-feed.md);
 * this route serves it in development and names it for React Router.
 */
export const loader = (args: Route.LoaderArgs) =>
  // One path serves the stream: React Router would also match another case or a trailing slash.
  new URL(args.request.url).pathname === "/api/v1/events" ? adminEventsApi(args) : jsonError(404, "not_found", "Nothing here: the event stream is at /api/v1/events.");
