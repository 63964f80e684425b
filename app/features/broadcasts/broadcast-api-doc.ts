import { apiErrors, apiPath, jsonBody, ref, type ApiPart } from "#app/platform/http/openapi.ts";
import { Broadcast, BroadcastInput, BroadcastList, BroadcastQueued, audiences } from "./broadcast-schema.ts";

function broadcastPaths() {
  const tags = ["Updates"];
  return {
    [apiPath("/api/v1/broadcasts")]: {
      get: { tags, summary: "The newest 20 updates with their counts", responses: { "200": jsonBody("BroadcastList", "Updates, newest first"), ...apiErrors } },
      post: {
        tags,
        summary: "Send an update to the waitlist: one mail per confirmed entry of the audience that did not unsubscribe or decline",
        requestBody: { required: true, content: { "application/json": { schema: ref("BroadcastInput") } } },
        responses: {
          "202": jsonBody(
            "BroadcastQueued",
            "Accepted at once, whatever the audience: its recipients are queued in the background (state queueing, then queued) and the mails go out at the server's mail rate (follow both with GET /api/v1/broadcasts/{id})",
          ),
          "415": jsonBody("Error", "Not JSON"),
          "422": jsonBody("Error", "Nobody is in the audience"),
          ...apiErrors,
        },
      },
    },
    [apiPath("/api/v1/broadcasts/:id")]: {
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      get: {
        tags,
        summary: "One update, its state (queueing, queued) and its counts (queued, pending, sent, failed)",
        responses: { "200": jsonBody("Broadcast", "The update"), "404": jsonBody("Error", "No such update"), ...apiErrors },
      },
    },
  };
}

/** Updates to the waitlist in the admin API's OpenAPI document (GET /api/v1/openapi.json). */
export const broadcastsApi: ApiPart = {
  schemas: {
    BroadcastInput: BroadcastInput.extend({
      audience: BroadcastInput.shape.audience.describe(`Who gets it: ${audiences.map((audience) => audience.value).join(", ")}`),
    }),
    BroadcastQueued,
    Broadcast,
    BroadcastList,
  },
  paths: broadcastPaths(),
};
