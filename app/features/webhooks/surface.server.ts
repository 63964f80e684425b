/**
 * What other features' server modules may use of webhooks: queueing an event
 * in the writer's transaction, and the endpoints for Settings
 * (docs/decisions/0035-feature-boundaries.md).
 */
export { enqueueWebhookEvent, enqueueWebhookEventsFrom, listWebhookEndpoints, webhookEventBody } from "./webhooks.server.ts";
