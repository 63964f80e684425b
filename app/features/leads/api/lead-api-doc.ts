import { apiErrors, apiPath, jsonBody, ref, type ApiPart } from "#app/platform/http/openapi.ts";
import {
  DemoRequest,
  DemoRequestPage,
  DemoRequestPatch,
  InvitationRequest,
  InvitationResult,
  WaitlistEntry,
  WaitlistPage,
  WaitlistPatch,
} from "./lead-api-schema.ts";

function leadPaths(kind: "waitlist" | "demo-requests") {
  const item = kind === "waitlist" ? "WaitlistEntry" : "DemoRequest";
  const patch = kind === "waitlist" ? "WaitlistPatch" : "DemoRequestPatch";
  const list = kind === "waitlist" ? "WaitlistPage" : "DemoRequestPage";
  const keyName = kind === "waitlist" ? "email" : "id";
  const paths =
    kind === "waitlist"
      ? { list: apiPath("/api/v1/waitlist"), item: apiPath("/api/v1/waitlist/:key", { key: keyName }), csv: apiPath("/api/v1/waitlist/export.csv") }
      : {
          list: apiPath("/api/v1/demo-requests"),
          item: apiPath("/api/v1/demo-requests/:key", { key: keyName }),
          csv: apiPath("/api/v1/demo-requests/export.csv"),
        };
  const tag = kind === "waitlist" ? "Waitlist" : "Demo requests";
  const filters = [
    { name: "status", in: "query", schema: { type: "string" }, description: "Only this status" },
    {
      name: "q",
      in: "query",
      schema: { type: "string", maxLength: 200 },
      description: "Search name, e-mail and company (a term of one or two letters or digits matches the start of a word)",
    },
  ];
  return {
    [paths.list]: {
      get: {
        tags: [tag],
        summary: `List ${tag.toLowerCase()}, newest first`,
        parameters: [
          ...filters,
          { name: "cursor", in: "query", schema: { type: "string" }, description: "nextCursor of the previous page" },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 25 } },
        ],
        responses: { "200": jsonBody(list, "A page"), ...apiErrors },
      },
    },
    [paths.item]: {
      parameters: [{ name: keyName, in: "path", required: true, schema: { type: "string" } }],
      get: { tags: [tag], summary: "One entry", responses: { "200": jsonBody(item, "The entry"), "404": jsonBody("Error", "No such entry"), ...apiErrors } },
      patch: {
        tags: [tag],
        summary: "Change some fields (updatedAt is set by the server)",
        requestBody: { required: true, content: { "application/json": { schema: ref(patch) } } },
        responses: {
          "200": jsonBody(item, "The changed entry"),
          "404": jsonBody("Error", "No such entry"),
          "415": jsonBody("Error", "Not JSON"),
          ...apiErrors,
        },
      },
      delete: { tags: [tag], summary: "Delete", responses: { "200": jsonBody("Deleted", "Deleted"), "404": jsonBody("Error", "No such entry"), ...apiErrors } },
    },
    [paths.csv]: {
      get: {
        tags: [tag],
        summary: "Every matching entry as CSV (streamed, oldest first)",
        parameters: filters,
        responses: {
          "200": { description: "CSV (RFC 4180; formula-like cells prefixed with an apostrophe)", content: { "text/csv": { schema: { type: "string" } } } },
          ...apiErrors,
        },
      },
    },
  };
}

/** The waitlist and demo requests in the admin API's OpenAPI document (GET /api/v1/openapi.json). */
export const leadsApi: ApiPart = {
  schemas: { WaitlistEntry, DemoRequest, WaitlistPage, DemoRequestPage, WaitlistPatch, DemoRequestPatch, InvitationRequest, InvitationResult },
  paths: {
    ...leadPaths("waitlist"),
    [apiPath("/api/v1/waitlist/invitations")]: {
      post: {
        tags: ["Waitlist"],
        summary: "Invite the next N in line (confirmed, not yet invited, by place) or the chosen entries",
        description:
          "Each invited entry becomes `invited` and gets a mail with a single-use sign-up link valid 14 days; `waitlist.invited` webhooks follow. Asking for more than the list holds invites what there is; inviting an entry twice changes nothing.",
        requestBody: { required: true, content: { "application/json": { schema: ref("InvitationRequest") } } },
        responses: { "200": jsonBody("InvitationResult", "The invited addresses, in order"), "415": jsonBody("Error", "Not JSON"), ...apiErrors },
      },
    },
    ...leadPaths("demo-requests"),
  },
};
