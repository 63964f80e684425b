import { broadcastApi } from "#app/features/broadcasts/broadcasts.handlers.server.ts";
import type { Route } from "./+types/broadcast";

/** GET /api/v1/broadcasts/{id}: an update's counts (admins: API key or session). */
export const loader = (args: Route.LoaderArgs) => broadcastApi(args);
