import { leadItemApi } from "#app/features/leads/lead-api.handlers.server.ts";
import type { Route } from "./+types/lead-item";

/** GET, PATCH, DELETE /api/v1/waitlist/{email} and /api/v1/demo-requests/{id} (admins). */
const kindOf = (request: Request) => (new URL(request.url).pathname.startsWith("/api/v1/waitlist/") ? "waitlist" : "demo-requests");
export const loader = (args: Route.LoaderArgs) => leadItemApi(args, kindOf(args.request), args.params.key);
export const action = (args: Route.ActionArgs) => leadItemApi(args, kindOf(args.request), args.params.key);
