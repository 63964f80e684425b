/**
 * The value sets the database enforces with CHECK constraints (schema.ts,
 * auth-schema.ts). The features validate against the same lists, so a value
 * the forms accept is one the database stores.
 */

/** `user` may comment and like; `author` may also write the blog; `admin` runs the site. */
export const roles = ["user", "author", "admin"] as const;

/** A `scheduled` post goes live by itself at its `scheduled_at` (app/features/blog/scheduled-publishing.server.ts). */
export const postStatuses = ["draft", "scheduled", "published"] as const;
export const commentStatuses = ["visible", "hidden"] as const;
/** A post's read time in minutes. */
export const READ_TIME = { min: 1, max: 60, default: 5 } as const;

/** Demo team sizes, stored as shown. */
export const teamSizes = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
/** Demo time slots, stored by key. */
export const timeSlots = ["morning", "afternoon", "evening", "flexible"] as const;
export const waitlistStatuses = ["pending", "invited", "joined", "declined"] as const;
/** A referral the velocity rule held: waiting for an admin, then approved (it counts) or rejected (it never does). */
export const referralReviews = ["held", "approved", "rejected"] as const;
/** Why a referral was held: its referrer gained too many in an hour, or too many came from one network. */
export const referralHoldReasons = ["referrer", "network"] as const;
export const demoRequestStatuses = ["new", "scheduled", "done", "cancelled"] as const;
/** A demo meeting: "open" until the requester (or an admin) books a time (app/features/meetings/). */
export const meetingStatuses = ["open", "booked", "cancelled"] as const;

/** The formats an uploaded image is stored in: AVIF for browsers that take it, and a fallback for the rest. */
export const imageFormats = ["avif", "jpg", "png"] as const;
