import { listLeadsApi } from "#app/features/leads/api/lead-api.handlers.server.ts";
import { submitDemoRequestApi } from "#app/features/leads/demo/demo-submit.handlers.server.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { Route } from "./+types/demo-requests";

/** Its POSTs are answered by its action before React Router routes (docs/decisions/0023-writes.md). */
export const handle = { server: { direct: "action" } } satisfies ServerRouteHandle;

/** POST /api/v1/demo-requests: request a demo (public). */
export const action = (args: Route.ActionArgs) => submitDemoRequestApi(args);
/** GET /api/v1/demo-requests: list requests (admins: API key or session). */
export const loader = (args: Route.LoaderArgs) => listLeadsApi(args, "demo-requests");
