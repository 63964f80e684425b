/** The events an admin can send to a webhook endpoint (docs/webhooks.md); each also reaches the admin feed. */
export const webhookEvents = ["waitlist.joined", "waitlist.confirmed", "demo.requested", "comment.posted"] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  "waitlist.joined": "Someone joins the waitlist",
  "waitlist.confirmed": "A waitlist entry is confirmed",
  "demo.requested": "A demo is requested",
  "comment.posted": "A comment is posted on the blog",
};
