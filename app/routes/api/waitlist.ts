import { listLeadsApi } from "../../features/leads/lead-api.handlers.server.ts";
import { submitWaitlistApi } from "../../features/leads/waitlist-submit.handlers.server.ts";
import type { Route } from "./+types/waitlist";

/** POST /api/v1/waitlist: join the waitlist (public). */
export const action = (args: Route.ActionArgs) => submitWaitlistApi(args);
/** GET /api/v1/waitlist: list entries (admins: API key or session). */
export const loader = (args: Route.LoaderArgs) => listLeadsApi(args, "waitlist");
