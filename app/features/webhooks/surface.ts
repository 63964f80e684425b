/** What other features may use of webhooks in any module: the event names (docs/decisions/0035-feature-boundaries.md). */
export { webhookEvents } from "./webhook-events.ts";
