import { apiErrors, apiPath, jsonBody, type ApiPart } from "#app/platform/http/openapi.ts";

/** The admin feed (app/features/feed, docs/decisions/0026-admin-feed.md). */
/** The admin feed in the admin API's OpenAPI document (GET /api/v1/openapi.json). */
export const feedApi: ApiPart = {
  schemas: {},
  paths: {
    [apiPath("/api/v1/events")]: {
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
          "200": {
            description: "The stream, until the client leaves or the server shuts down",
            content: { "text/event-stream": { schema: { type: "string" } } },
          },
          ...apiErrors,
          "429": jsonBody("Error", "The user has the most streams open already"),
          "503": jsonBody("Error", "The server is shutting down"),
        },
      },
    },
  },
};
