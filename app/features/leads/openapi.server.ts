import { z } from "zod";
import { site } from "../../content/site.ts";
import { apiSchemas } from "./lead-api-schema.ts";

type SchemaName = keyof typeof apiSchemas;
const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });
const body = (name: SchemaName, description: string) => ({ description, content: { "application/json": { schema: ref(name) } } });

const errors = {
  "400": body("Error", "The request is not valid"),
  "401": body("Error", "No valid API key or session"),
  "403": body("Error", "Not an admin, an API key whose maker is no longer an admin, or a cross-site request"),
};

function leadPaths(kind: "waitlist" | "demo-requests") {
  const item = kind === "waitlist" ? "WaitlistEntry" : "DemoRequest";
  const patch = kind === "waitlist" ? "WaitlistPatch" : "DemoRequestPatch";
  const list = kind === "waitlist" ? "WaitlistPage" : "DemoRequestPage";
  const keyName = kind === "waitlist" ? "email" : "id";
  const tag = kind === "waitlist" ? "Waitlist" : "Demo requests";
  const filters = [
    { name: "status", in: "query", schema: { type: "string" }, description: "Only this status" },
    { name: "q", in: "query", schema: { type: "string", maxLength: 200 }, description: "Search name, e-mail and company" },
  ];
  return {
    [`/api/v1/${kind}`]: {
      get: {
        tags: [tag],
        summary: `List ${tag.toLowerCase()}, newest first`,
        parameters: [
          ...filters,
          { name: "cursor", in: "query", schema: { type: "string" }, description: "nextCursor of the previous page" },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 25 } },
        ],
        responses: { "200": body(list, "A page"), ...errors },
      },
    },
    [`/api/v1/${kind}/{${keyName}}`]: {
      parameters: [{ name: keyName, in: "path", required: true, schema: { type: "string" } }],
      get: { tags: [tag], summary: "One entry", responses: { "200": body(item, "The entry"), "404": body("Error", "No such entry"), ...errors } },
      patch: {
        tags: [tag],
        summary: "Change some fields (updatedAt is set by the server)",
        requestBody: { required: true, content: { "application/json": { schema: ref(patch) } } },
        responses: { "200": body(item, "The changed entry"), "404": body("Error", "No such entry"), "415": body("Error", "Not JSON"), ...errors },
      },
      delete: { tags: [tag], summary: "Delete", responses: { "200": body("Deleted", "Deleted"), "404": body("Error", "No such entry"), ...errors } },
    },
    [`/api/v1/${kind}/export.csv`]: {
      get: {
        tags: [tag],
        summary: "Every matching entry as CSV (streamed, oldest first)",
        parameters: filters,
        responses: { "200": { description: "CSV (RFC 4180; formula-like cells prefixed with an apostrophe)", content: { "text/csv": { schema: { type: "string" } } } }, ...errors },
      },
    },
  };
}

/** The admin feed (app/features/feed, docs/decisions/0026-admin-feed.md). */
const eventPaths = {
  "/api/v1/events": {
    get: {
      tags: ["Events"],
      summary: "Live feed of webhook events as Server-Sent Events",
      description:
        "A text/event-stream: each message has `id` (resume after it with the Last-Event-ID header), `event` (the webhook event name: waitlist.joined, waitlist.confirmed, demo.requested, comment.posted, …) and `data` (the webhook event's data as JSON, plus `at`, when it happened). A `: keep-alive` comment comes every 15 s. At most 5 open streams per user.",
      parameters: [
        { name: "Last-Event-ID", in: "header", schema: { type: "string", pattern: "^[0-9]+$" }, description: "Send the events after this id first" },
        { name: "lastEventId", in: "query", schema: { type: "string", pattern: "^[0-9]+$" }, description: "The same, for clients that cannot set headers" },
      ],
      responses: {
        "200": { description: "The stream, until the client leaves or the server shuts down", content: { "text/event-stream": { schema: { type: "string" } } } },
        ...errors,
        "429": body("Error", "The user has the most streams open already"),
        "503": body("Error", "The server is shutting down"),
      },
    },
  },
};

function broadcastPaths() {
  const tags = ["Updates"];
  return {
    "/api/v1/broadcasts": {
      get: { tags, summary: "The newest 20 updates with their counts", responses: { "200": body("BroadcastList", "Updates, newest first"), ...errors } },
      post: {
        tags,
        summary: "Send an update to the waitlist: one mail per confirmed entry of the audience that did not unsubscribe or decline",
        requestBody: { required: true, content: { "application/json": { schema: ref("BroadcastInput") } } },
        responses: {
          "202": body("BroadcastQueued", "Queued; the mails go out at the server's mail rate (follow with GET /api/v1/broadcasts/{id})"),
          "415": body("Error", "Not JSON"),
          "422": body("Error", "Nobody is in the audience"),
          ...errors,
        },
      },
    },
    "/api/v1/broadcasts/{id}": {
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      get: { tags, summary: "One update and its counts (queued, pending, sent, failed)", responses: { "200": body("Broadcast", "The update"), "404": body("Error", "No such update"), ...errors } },
    },
  };
}

function components() {
  return {
    components: {
      schemas: Object.fromEntries(
        Object.entries(apiSchemas).map(([name, schema]) => {
          const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12", io: /(Patch|Input)$/.test(name) ? "input" : "output", unrepresentable: "any" }) as Record<string, unknown>;
          return [name, json];
        }),
      ),
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An admin API key (Dashboard → Settings)" },
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "An admin's session" },
      },
    },
    paths: {
      ...leadPaths("waitlist"),
      "/api/v1/waitlist/invitations": {
        post: {
          tags: ["Waitlist"],
          summary: "Invite the next N in line (confirmed, not yet invited, by place) or the chosen entries",
          description:
            "Each invited entry becomes `invited` and gets a mail with a single-use sign-up link valid 14 days; `waitlist.invited` webhooks follow. Asking for more than the list holds invites what there is; inviting an entry twice changes nothing.",
          requestBody: { required: true, content: { "application/json": { schema: ref("InvitationRequest") } } },
          responses: { "200": body("InvitationResult", "The invited addresses, in order"), "415": body("Error", "Not JSON"), ...errors },
        },
      },
      ...leadPaths("demo-requests"),
      ...broadcastPaths(),
      ...eventPaths,
    },
  };
}

let cached: ReturnType<typeof components> | undefined;

/** OpenAPI 3.1 of the admin API, generated from the Zod schemas the server validates with. */
export function openApiDocument(serverUrl: string) {
  cached ??= components();
  return {
    openapi: "3.1.0",
    info: { title: `${site.productName} admin API`, version: "1.0.0", description: "Waitlist entries, demo requests and updates to the waitlist, for admins." },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }, { session: [] }],
    ...cached,
  };
}
