import { listLeadsApi } from "#app/features/leads/api/lead-api.handlers.server.ts";
import { submitWaitlistApi } from "#app/features/leads/waitlist/waitlist-submit.handlers.server.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { Route } from "./+types/waitlist";

/** Its POSTs are answered by its action before React Router routes (docs/decisions/0023-writes.md). */
export const handle = { server: { direct: "action" } } satisfies ServerRouteHandle;

/** POST /api/v1/waitlist: join the waitlist (public). */
export const action = (args: Route.ActionArgs) => submitWaitlistApi(args);
/** GET /api/v1/waitlist: list entries (admins: API key or session). */
export const loader = (args: Route.LoaderArgs) => listLeadsApi(args, "waitlist");
