/** The events an admin can send to a webhook endpoint (docs/webhooks.md). */
export const webhookEvents = ["waitlist.joined", "waitlist.confirmed", "demo.requested"] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  "waitlist.joined": "Someone joins the waitlist",
  "waitlist.confirmed": "A waitlist entry is confirmed",
  "demo.requested": "A demo is requested",
};
