/** What other features' server modules may use of webhooks: the endpoints, for Settings (docs/decisions/0035-feature-boundaries.md). */
export { listWebhookEndpoints } from "./webhooks.server.ts";
