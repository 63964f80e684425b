/** The events an admin can send to a webhook endpoint (docs/webhooks.md); each also reaches the admin feed. */
export const webhookEvents = ["waitlist.joined", "waitlist.confirmed", "waitlist.invited", "waitlist.joined_account", "demo.requested", "comment.posted"] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
