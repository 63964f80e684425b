import { inviteApi } from "#app/features/leads/api/lead-api.handlers.server.ts";
import type { Route } from "./+types/waitlist-invitations";

/** POST /api/v1/waitlist/invitations: invite the next N in line or chosen entries (admins). */
export const action = (args: Route.ActionArgs) => inviteApi(args);
export const loader = (args: Route.LoaderArgs) => inviteApi(args);
