import { exportLeadsApi } from "#app/features/leads/api/lead-api.handlers.server.ts";
import { leadKindOf } from "#app/features/leads/lead-kind.server.ts";
import type { Route } from "./+types/lead-export";

/** GET /api/v1/{waitlist|demo-requests}/export.csv (admins). */
export const loader = (args: Route.LoaderArgs) => exportLeadsApi(args, leadKindOf(args.request));
