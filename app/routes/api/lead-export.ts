import { exportLeadsApi } from "#app/features/leads/lead-api.handlers.server.ts";
import type { Route } from "./+types/lead-export";

/** GET /api/v1/{waitlist|demo-requests}/export.csv (admins). */
export const loader = (args: Route.LoaderArgs) =>
  exportLeadsApi(args, new URL(args.request.url).pathname.startsWith("/api/v1/waitlist/") ? "waitlist" : "demo-requests");
