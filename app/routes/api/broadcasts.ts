import { broadcastListApi, createBroadcastApi } from "#app/features/broadcasts/broadcasts.handlers.server.ts";
import type { Route } from "./+types/broadcasts";

/** POST /api/v1/broadcasts: send an update to the waitlist (admins: API key or session). */
export const action = (args: Route.ActionArgs) => createBroadcastApi(args);
/** GET /api/v1/broadcasts: the newest updates with their counts. */
export const loader = (args: Route.LoaderArgs) => broadcastListApi(args);
