import type { WebhookEvent } from "./webhook-events.ts";

/** What each event means, for Settings (apart from the names: every admin page's live feed loads those). */
export const webhookEventLabels: Record<WebhookEvent, string> = {
  "waitlist.joined": "Someone joins the waitlist",
  "waitlist.confirmed": "A waitlist entry is confirmed",
  "waitlist.invited": "A waitlist entry is invited to make an account",
  "waitlist.joined_account": "An invited entry makes its account",
  "demo.requested": "A demo is requested",
  "comment.posted": "A comment is posted on the blog",
};
