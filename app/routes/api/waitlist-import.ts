import { importApi } from "#app/features/leads/import/import.handlers.server.ts";
import { IMPORT_BODY_BYTES } from "#app/features/leads/import/import-columns.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { Route } from "./+types/waitlist-import";

/** Room for a 20 MB file. */
export const handle = { server: { maxBodyBytes: IMPORT_BODY_BYTES } } as const satisfies ServerRouteHandle;

/** POST /api/v1/waitlist/import: check (dry run, the default) or import a CSV file (admins). */
export const action = (args: Route.ActionArgs) => importApi(args);
export const loader = (args: Route.LoaderArgs) => importApi(args);
