import { appOf } from "#app/platform/app-context.server.ts";
import { openApiDocument } from "#app/platform/http/openapi.ts";
import { site } from "#app/content/site.ts";
import { leadsApi } from "#app/features/leads/api/lead-api-doc.ts";
import { broadcastsApi } from "#app/features/broadcasts/broadcast-api-doc.ts";
import { feedApi } from "#app/features/feed/feed-api-doc.ts";
import { importApi } from "#app/features/leads/import/import-api-doc.ts";
import type { Route } from "./+types/openapi";

/** The admin API's parts, in the document's order. */
const parts = [leadsApi, importApi, broadcastsApi, feedApi];

/** The admin API's OpenAPI 3.1 document, generated from the Zod schemas the server validates with. */
export const adminApiDocument = (serverUrl: string) =>
  openApiDocument(
    {
      title: `${site.productName} admin API`,
      description: "Waitlist entries, demo requests and updates to the waitlist, for admins.",
      serverUrl,
    },
    parts,
  );

/** GET /api/v1/openapi.json: the admin API's OpenAPI 3.1 document. */
export const loader = (args: Route.LoaderArgs) =>
  Response.json(adminApiDocument(appOf(args).config.publicUrl), { headers: { "Cache-Control": "public, max-age=300" } });
