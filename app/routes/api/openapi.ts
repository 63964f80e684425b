import { openApiDocument } from "../../features/leads/openapi.server.ts";
import { appOf } from "../../platform/app-context.server.ts";
import type { Route } from "./+types/openapi";

/** GET /api/v1/openapi.json: the admin API's OpenAPI 3.1 document. */
export const loader = (args: Route.LoaderArgs) =>
  Response.json(openApiDocument(appOf(args).config.publicUrl), { headers: { "Cache-Control": "public, max-age=300" } });
