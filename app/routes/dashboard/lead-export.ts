import { exportLeadTable } from "#app/features/leads/lead-admin.handlers.server.ts";
import type { Route } from "./+types/lead-export";

/** GET /dashboard/{waitlist|demo-requests}/export.csv: the table's current filter (admins). */
export const loader = (args: Route.LoaderArgs) =>
  exportLeadTable(args, new URL(args.request.url).pathname.startsWith("/dashboard/waitlist/") ? "waitlist" : "demo-requests");
