/** The events an admin can send to a webhook endpoint (docs/webhooks.md); each also reaches the admin feed. */
export const webhookEvents = ["waitlist.joined", "waitlist.confirmed", "waitlist.invited", "waitlist.joined_account", "demo.requested", "comment.posted"] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  "waitlist.joined": "Someone joins the waitlist",
  "waitlist.confirmed": "A waitlist entry is confirmed",
  "waitlist.invited": "A waitlist entry is invited to make an account",
  "waitlist.joined_account": "An invited entry makes its account",
  "demo.requested": "A demo is requested",
  "comment.posted": "A comment is posted on the blog",
};
