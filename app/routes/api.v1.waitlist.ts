import { listLeadsApi } from "../api/lead-api.server.ts";
import { submitWaitlistApi } from "../waitlist/waitlist-submit.server.ts";
import type { Route } from "./+types/api.v1.waitlist";

/** POST /api/v1/waitlist: join the waitlist (public). */
export const action = ({ request }: Route.ActionArgs) => submitWaitlistApi(request);
/** GET /api/v1/waitlist: list entries (admins: API key or session). */
export const loader = ({ request }: Route.LoaderArgs) => listLeadsApi(request, "waitlist");
