import { submitWaitlistApi } from "../waitlist/waitlist-submit.server.ts";
import type { Route } from "./+types/api.v1.waitlist";

/** POST /api/v1/waitlist: join the waitlist (public). */
export const action = ({ request }: Route.ActionArgs) => submitWaitlistApi(request);
export const loader = ({ request }: Route.LoaderArgs) => submitWaitlistApi(request);
