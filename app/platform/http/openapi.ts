import type { href } from "react-router";
import { z } from "zod";

/*
 * The admin API's OpenAPI 3.1 document, put together from parts: each
 * feature describes its own paths and the Zod schemas it validates with
 * (leads, broadcasts, feed), and GET /api/v1/openapi.json (a route) joins
 * them. Nothing here knows the features.
 */

/** The error answer every admin API route sends (platform/http/json-error.ts). */
export const ApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** A deletion's answer. */
export const Deleted = z.object({ ok: z.literal(true) });

/** What a feature adds to the document: its named schemas (components.schemas) and its paths. */
export interface ApiPart {
  schemas: Record<string, z.ZodType>;
  paths: Record<string, unknown>;
}

/**
 * The OpenAPI path of a route of app/routes.ts: `:key` becomes `{key}`, or
 * `{email}` with `{ key: "email" }`. The type check holds the pattern to the
 * route table, as it holds `href` (docs/decisions/0034-one-route-table.md).
 */
export const apiPath = (pattern: Parameters<typeof href>[0], names: Record<string, string> = {}) =>
  pattern.replace(/:(\w+)\??/g, (_, name: string) => `{${names[name] ?? name}}`);

/** A reference to a named schema: one of the part's own, `Error` or `Deleted`. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A JSON body of a named schema. */
export const jsonBody = (name: string, description: string) => ({ description, content: { "application/json": { schema: ref(name) } } });

/** The answers every admin API route may give. */
export const apiErrors = {
  "400": jsonBody("Error", "The request is not valid"),
  "401": jsonBody("Error", "No valid API key or session"),
  "403": jsonBody("Error", "Not an admin, an API key whose maker is no longer an admin, or a cross-site request"),
};

const shared = { Error: ApiError, Deleted };

function build(parts: readonly ApiPart[]) {
  const schemas: Record<string, z.ZodType> = {};
  for (const [name, schema] of parts.flatMap((part) => Object.entries(part.schemas)).concat(Object.entries(shared))) {
    if (schemas[name] && schemas[name] !== schema) throw new Error(`Two API parts name a different schema ${name}`);
    schemas[name] = schema;
  }
  return {
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([name, schema]) => {
          const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
            target: "draft-2020-12",
            io: /(Patch|Input)$/.test(name) ? "input" : "output",
            unrepresentable: "any",
          }) as Record<string, unknown>;
          return [name, json];
        }),
      ),
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An admin API key (Dashboard → Settings)" },
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "An admin's session" },
      },
    },
    paths: Object.assign({}, ...parts.map((part) => part.paths)) as Record<string, unknown>,
  };
}

const built = new WeakMap<readonly ApiPart[], ReturnType<typeof build>>();

/** OpenAPI 3.1 of the parts (built once per list of parts). */
export function openApiDocument(info: { title: string; description: string; serverUrl: string }, parts: readonly ApiPart[]) {
  let document = built.get(parts);
  if (!document) built.set(parts, (document = build(parts)));
  return {
    openapi: "3.1.0",
    info: { title: info.title, version: "1.0.0", description: info.description },
    servers: [{ url: info.serverUrl }],
    security: [{ apiKey: [] }, { session: [] }],
    ...document,
  };
}
