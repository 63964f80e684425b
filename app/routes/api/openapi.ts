import { openApiDocument } from "../../features/leads/openapi.server.ts";
import { getConfig } from "../../platform/config.server.ts";

/** GET /api/v1/openapi.json: the admin API's OpenAPI 3.1 document. */
export const loader = () =>
  Response.json(openApiDocument(getConfig().publicUrl), { headers: { "Cache-Control": "public, max-age=300" } });
