import { exportLeadTable } from "#app/features/leads/admin/lead-admin.handlers.server.ts";
import { leadKindOf } from "#app/features/leads/lead-kind.server.ts";
import type { Route } from "./+types/lead-export";

/** GET /dashboard/{waitlist|demo-requests}/export.csv: the table's current filter (admins). */
export const loader = (args: Route.LoaderArgs) => exportLeadTable(args, leadKindOf(args.request));
