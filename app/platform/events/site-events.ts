/**
 * The site's events: what happened, recorded once in the writer's
 * transaction (site-events.server.ts), then delivered to the webhook
 * endpoints that want it (features/webhooks) and to admins' open feeds
 * (admin-feed.server.ts). docs/webhooks.md describes each.
 */
export const siteEvents = ["waitlist.joined", "waitlist.confirmed", "waitlist.invited", "waitlist.joined_account", "demo.requested", "comment.posted"] as const;
export type SiteEvent = (typeof siteEvents)[number];
