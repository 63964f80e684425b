import { loadRevisionList } from "#app/features/blog/revisions.handlers.server.ts";
import type { Route } from "./+types/post-revisions";

export const loader = (args: Route.LoaderArgs) => loadRevisionList(args);
