import type { SiteEvent } from "#app/platform/events/site-events.ts";

/** What each event means, for the admin choosing an endpoint's events. */
export const webhookEventLabels: Record<SiteEvent, string> = {
  "waitlist.joined": "Someone joins the waitlist",
  "waitlist.confirmed": "A waitlist entry is confirmed",
  "waitlist.invited": "A waitlist entry is invited to make an account",
  "waitlist.joined_account": "An invited entry makes its account",
  "demo.requested": "A demo is requested",
  "comment.posted": "A comment is posted on the blog",
};
