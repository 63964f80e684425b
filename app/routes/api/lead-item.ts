import { leadItemApi } from "#app/features/leads/api/lead-api.handlers.server.ts";
import { leadKindOf } from "#app/features/leads/lead-kind.server.ts";
import type { Route } from "./+types/lead-item";

/** GET, PATCH, DELETE /api/v1/waitlist/{email} and /api/v1/demo-requests/{id} (admins). */
export const loader = (args: Route.LoaderArgs) => leadItemApi(args, leadKindOf(args.request), args.params.key);
export const action = (args: Route.ActionArgs) => leadItemApi(args, leadKindOf(args.request), args.params.key);
