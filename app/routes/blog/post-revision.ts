import { loadRevisionDiff, restoreRevisionAction } from "#app/features/blog/revisions.handlers.server.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { Route } from "./+types/post-revision";

/** A restored post may show on any kept page. */
export const handle = { server: { keptPages: "all" } } satisfies ServerRouteHandle;

export const loader = (args: Route.LoaderArgs) => loadRevisionDiff(args);

export const action = (args: Route.ActionArgs) => restoreRevisionAction(args);
