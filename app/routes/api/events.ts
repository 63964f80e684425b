import { adminEventsApi } from "../../features/feed/feed.handlers.server.ts";
import type { Route } from "./+types/events";

/**
 * GET /api/v1/events: the admin feed (Server-Sent Events). The production
 * server answers it before compression (server/main.ts, docs/decisions/0026-admin-feed.md);
 * this route serves it in development and names it for React Router.
 */
export const loader = (args: Route.LoaderArgs) => adminEventsApi(args);
