import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

import {
  commentStatuses,
  demoRequestStatuses,
  imageFormats,
  meetingStatuses,
  postStatuses,
  READ_TIME,
  referralHoldReasons,
  referralReviews,
  teamSizes,
  timeSlots,
  waitlistStatuses,
} from "./column-values.ts";
import { user } from "./auth-schema.ts";
import { promptCategorySql } from "#app/content/prompt-categories.ts";

/** better-auth's tables: user, session, account, verification, rate_limit. */
export * from "./auth-schema.ts";

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    /** Stored trimmed and lower-cased: one entry per address. */
    email: text("email").primaryKey(),
    /**
     * The mailbox the address delivers to (mailboxOf: no +tag, no Gmail dots,
     * googlemail.com = gmail.com): one entry per mailbox. A trigger sets it
     * from the e-mail on every insert and change of address (migration 0029),
     * so no writer can forget it; the "" default only lets inserts omit it.
     */
    mailbox: text("mailbox")
      .notNull()
      .unique()
      .$defaultFn(() => ""),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    phone: text("phone").notNull().default(""),
    teamSize: text("team_size").notNull().default(""),
    timeSlot: text("time_slot").notNull().default(""),
    message: text("message").notNull().default(""),
    prompt: text("prompt"),
    status: text("status", { enum: waitlistStatuses }).notNull().default("pending"),
    /** The page the visitor joined from, e.g. "/" or "/enterprise". */
    sourcePage: text("source_page"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the visitor follows the mail's link (double opt-in); only confirmed entries have a place in line. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Short and unguessable (48 random bits from gen_random_uuid): `/?ref=CODE` credits this entry. */
    referralCode: text("referral_code")
      .notNull()
      .unique()
      .default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)`),
    /** Who referred this entry (forgotten if that entry is erased). */
    referredBy: text("referred_by").references((): AnyPgColumn => waitlistEntries.email, { onDelete: "set null", onUpdate: "cascade" }),
    /** Whether the referral may count (not a self-referral, not disposable, not the same free-mail domain). */
    referralCounts: boolean("referral_counts").notNull().default(false),
    /** The address is at a known disposable-mail domain. */
    disposable: boolean("disposable").notNull().default(false),
    /**
     * The network the join came from: its /24 (IPv4) or /48 (IPv6) prefix, e.g. "203.0.113.0/24",
     * never the full address (the velocity rule needs no more); null when unknown.
     */
    joinNetwork: text("join_network"),
    /**
     * A referral held by the velocity rule (docs/decisions/0052-referral-velocity.md): `held` until an admin
     * approves (it counts from then) or rejects it (it never counts); null for one never held. A held or
     * rejected referral has referral_counts false.
     */
    referralReview: text("referral_review", { enum: referralReviews }),
    /** Why it was held: `referrer` (too many for one referrer in an hour) or `network` (too many from one network). */
    referralHeldBecause: text("referral_held_because", { enum: referralHoldReasons }),
    /** When an admin approved or rejected the held referral. */
    referralReviewedAt: timestamp("referral_reviewed_at", { withTimezone: true }),
    /** SHA-256 of the single-use confirmation token, and when it stops working. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    /** When the last mail about this entry was queued (re-sends wait 10 minutes). */
    lastMailAt: timestamp("last_mail_at", { withTimezone: true }),
    /** When the entry was (last) invited to make an account; null when never invited or the invitation was revoked. */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    /** SHA-256 of the single-use invitation token, and when it stops working (14 days after it was sent). */
    invitationTokenHash: text("invitation_token_hash").unique(),
    invitationExpiresAt: timestamp("invitation_expires_at", { withTimezone: true }),
    /** When the last invitation mail was queued (a new link by mail at most every 10 minutes). */
    invitationMailAt: timestamp("invitation_mail_at", { withTimezone: true }),
    /** When an account with this verified e-mail was made (status `joined`), and whose it is. */
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The kind of work the prompt asks for (an id of content/prompt-categories.ts, "" for none), kept by the database. */
    promptCategory: text("prompt_category").generatedAlwaysAs(sql.raw(promptCategorySql())),
    /** Seconds from joining to confirming, kept by the database: the analytics medians walk it in index order. */
    confirmSeconds: doublePrecision("confirm_seconds").generatedAlwaysAs(sql`extract(epoch from confirmed_at - created_at)`),
  },
  (table) => [
    check("waitlist_entries_status_check", inList("status", waitlistStatuses)),
    // The admin list and the API in either order, alone, within a status or among disposable addresses
    // (a few in a hundred), read from an index alone however deep the page (see listLeads).
    index("waitlist_entries_list_idx").on(table.createdAt, table.email, table.disposable),
    index("waitlist_entries_status_list_idx").on(table.status, table.createdAt, table.email, table.disposable),
    index("waitlist_entries_disposable_list_idx")
      .on(table.createdAt, table.email, table.status)
      .where(sql`${table.disposable}`),
    // Search: trigrams of name, e-mail and company (pg_trgm); the query uses this very expression.
    index("waitlist_entries_search_idx").using("gin", sql`(${table.name} || ' ' || ${table.email} || ' ' || ${table.company}) public.gin_trgm_ops`),
    // Confirmation times in order, all and per referral and source page: a median is an offset into them.
    index("waitlist_entries_confirm_seconds_idx")
      .on(table.confirmSeconds)
      .where(sql`${table.confirmSeconds} is not null`),
    index("waitlist_entries_referral_confirm_idx")
      .on(table.referralCounts, table.confirmSeconds)
      .where(sql`${table.confirmSeconds} is not null`),
    index("waitlist_entries_source_confirm_idx")
      .on(table.sourcePage, table.confirmSeconds)
      .where(sql`${table.confirmSeconds} is not null`),
    index("waitlist_entries_confirmed_at_idx").on(table.confirmedAt),
    // The line in confirmation order, read in order by the places job (no sort of a million rows).
    index("waitlist_entries_line_idx")
      .on(table.confirmedAt, sql`${table.email} collate "C"`)
      .where(sql`${table.confirmedAt} is not null`),
    index("waitlist_entries_referred_by_idx").on(table.referredBy),
    index("waitlist_entries_invited_at_idx").on(table.invitedAt),
    check("waitlist_entries_referral_review_check", inList("referral_review", referralReviews)),
    check("waitlist_entries_referral_held_because_check", inList("referral_held_because", referralHoldReasons)),
    // The velocity rule's counts at a confirmation: a referrer's, and one network's, referrals confirmed within a window.
    index("waitlist_entries_referrer_confirmed_idx")
      .on(table.referredBy, table.confirmedAt)
      .where(sql`${table.referredBy} is not null and ${table.confirmedAt} is not null`),
    index("waitlist_entries_network_confirmed_idx")
      .on(table.joinNetwork, table.confirmedAt)
      .where(sql`${table.referredBy} is not null and ${table.joinNetwork} is not null and ${table.confirmedAt} is not null`),
    // Held referrals waiting for review, oldest first (the admin's list and its count).
    index("waitlist_entries_held_idx")
      .on(table.confirmedAt, table.email)
      .where(sql`${table.referralReview} = 'held'`),
  ],
);

/**
 * Each confirmed entry's place in line, kept by a background job
 * (app/features/leads/waitlist/place.server.ts) rather than ranked per view:
 * never more than a minute behind the entries (kept_figures says as of when).
 */
export const waitlistPlaces = pgTable(
  "waitlist_places",
  {
    email: text("email")
      .primaryKey()
      .references(() => waitlistEntries.email, { onDelete: "cascade", onUpdate: "cascade" }),
    /** 1 = first in line. */
    place: integer("place").notNull(),
    /** Confirmed referrals that count. */
    referrals: integer("referrals").notNull(),
    /**
     * Whether the entry may still be invited: false once its status is other
     * than pending (a trigger on waitlist_entries keeps it, whoever writes),
     * true for a place the job adds. "Invite the next N" reads the line's
     * pending entries from an index on it, rather than stepping over every
     * entry invited before them.
     */
    pending: boolean("pending").notNull().default(true),
    /**
     * Rank among the referrers, kept by the job: 1 + the entries with more
     * confirmed referrals that count (equal counts share a rank); null with
     * none. The status page reads it by address, whoever opted in.
     */
    referralRank: integer("referral_rank"),
    /** Whether the entry opted in to the leaderboard (waitlist_leaderboard): a trigger there keeps it, the job sets it on a new place. */
    onBoard: boolean("on_board").notNull().default(false),
  },
  (table) => [
    index("waitlist_places_place_idx").on(table.place),
    index("waitlist_places_pending_place_idx")
      .on(table.place)
      .where(sql`${table.pending}`),
    // The leaderboard: its page is the first rows of this index (ties by place in line), read alone.
    index("waitlist_places_board_idx")
      .on(table.referralRank, table.place, table.email, table.referrals)
      .where(sql`${table.onBoard} and ${table.referralRank} is not null`),
  ],
);

/**
 * Entries that chose to be shown on the public leaderboard, by the name
 * they chose or (null) their masked address. Erased with the entry.
 */
export const waitlistLeaderboard = pgTable("waitlist_leaderboard", {
  email: text("email")
    .primaryKey()
    .references(() => waitlistEntries.email, { onDelete: "cascade", onUpdate: "cascade" }),
  displayName: text("display_name"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Figures kept from the lead tables by a background job (places in line,
 * analytics rollups), one row each: what it was computed with, the change
 * mark it saw (the kept_figures_changes sequence, moved by a trigger on every
 * write to those tables, the site's own or not) and as of when.
 */
export const keptFigures = pgTable("kept_figures", {
  name: text("name").primaryKey(),
  params: text("params").notNull(),
  changeMark: bigint("change_mark", { mode: "number" }).notNull(),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull(),
  facts: jsonb("facts").$type<Record<string, unknown>>().notNull().default({}),
});

export const keptFiguresChanges = pgSequence("kept_figures_changes");

/**
 * The lead counts of each UTC day, kept by the kept-figures job
 * (app/features/dashboard/lead-rollups.server.ts) for the analytics page.
 * Each facet splits a day's rows of one kind (waitlist | demo) once:
 * waitlist rows by `source` page ("Unknown" for none), by `referral`
 * ("Referred" | "Not referred") and by prompt `category` (an id, "" for
 * none); demo rows by `category`. The stage counts are the funnel's.
 */
export const leadDaily = pgTable(
  "lead_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ["waitlist", "demo"] }).notNull(),
    facet: text("facet", { enum: ["source", "referral", "category"] }).notNull(),
    label: text("label").notNull(),
    joined: integer("joined").notNull(),
    confirmed: integer("confirmed").notNull(),
    invited: integer("invited").notNull(),
    accounts: integer("accounts").notNull(),
    /** Entries with a confirmation time (those the median counts). */
    timed: integer("timed").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.facet, table.label] })],
);

/**
 * All-time lead counts per group, with the median time to confirm, kept
 * with lead_daily: waitlist `all` (label ""), per join `week` (its Monday,
 * YYYY-MM-DD), per `source` page and per `referral`; demo `all`.
 */
export const leadGroups = pgTable(
  "lead_groups",
  {
    kind: text("kind", { enum: ["waitlist", "demo"] }).notNull(),
    facet: text("facet", { enum: ["all", "week", "source", "referral"] }).notNull(),
    label: text("label").notNull(),
    joined: integer("joined").notNull(),
    confirmed: integer("confirmed").notNull(),
    invited: integer("invited").notNull(),
    accounts: integer("accounts").notNull(),
    timed: integer("timed").notNull(),
    medianConfirmSeconds: doublePrecision("median_confirm_seconds"),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.facet, table.label] }),
    // The pages with most joins first.
    index("lead_groups_ranked_idx").on(table.kind, table.facet, table.joined.desc(), table.label),
  ],
);

/**
 * The UTC days whose lead rows changed since the job last counted them,
 * noted by triggers on every write to the lead tables (the site's or not);
 * null: the whole table changed (a TRUNCATE). The job counts those days
 * again and removes the notes it saw.
 */
export const leadChangedDays = pgTable("lead_changed_days", {
  day: date("day", { mode: "string" }),
});

export const demoRequests = pgTable(
  "demo_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone").notNull().default(""),
    teamSize: text("team_size", { enum: teamSizes }),
    timeSlot: text("time_slot", { enum: timeSlots }),
    message: text("message").notNull().default(""),
    prompt: text("prompt"),
    status: text("status", { enum: demoRequestStatuses }).notNull().default("new"),
    sourcePage: text("source_page"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** As on waitlist_entries: the prompt's category id, "" for none. */
    promptCategory: text("prompt_category").generatedAlwaysAs(sql.raw(promptCategorySql())),
  },
  (table) => [
    check("demo_requests_status_check", inList("status", demoRequestStatuses)),
    check("demo_requests_team_size_check", inList("team_size", teamSizes)),
    check("demo_requests_time_slot_check", inList("time_slot", timeSlots)),
    index("demo_requests_list_idx").on(table.createdAt, table.id),
    index("demo_requests_status_list_idx").on(table.status, table.createdAt, table.id),
    index("demo_requests_search_idx").using("gin", sql`(${table.name} || ' ' || ${table.email} || ' ' || ${table.company}) public.gin_trgm_ops`),
    index("demo_requests_email_idx").on(table.email),
  ],
);

/** One weekly window a team member takes demos in: ISO weekday (1 = Monday … 7 = Sunday), "HH:MM" to "HH:MM" in their zone. */
export interface AvailabilityWindow {
  day: number;
  start: string;
  end: string;
}

/** A team member's weekly demo hours (Settings → Availability), in their IANA time zone. */
export const teamAvailability = pgTable("team_availability", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull(),
  windows: jsonb("windows").$type<AvailabilityWindow[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A demo request's meeting, made with the request ("open": its booking link
 * offers times), then booked with one team member, moved, or cancelled. The
 * UID and SEQUENCE are its calendar invites'; the requester's links carry a
 * random token whose SHA-256 is stored. A member's booked meetings never
 * overlap: an exclusion constraint on (member_id, [starts_at, ends_at))
 * (migration 0029, btree_gist) refuses the second booking of a time.
 */
export const demoMeetings = pgTable(
  "demo_meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    demoRequestId: uuid("demo_request_id")
      .notNull()
      .unique()
      .references(() => demoRequests.id, { onDelete: "cascade" }),
    memberId: text("member_id").references(() => user.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    status: text("status", { enum: meetingStatuses }).notNull().default("open"),
    uid: text("uid").notNull().unique(),
    sequence: integer("sequence").notNull().default(0),
    tokenHash: text("token_hash").notNull().unique(),
    /** The requester's IANA time zone (from their browser; UTC when unknown). */
    timeZone: text("time_zone").notNull().default("UTC"),
    reminded24hAt: timestamp("reminded_24h_at", { withTimezone: true }),
    reminded1hAt: timestamp("reminded_1h_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("demo_meetings_status_check", inList("status", meetingStatuses)),
    check("demo_meetings_times_check", sql`status = 'open' or starts_at is not null and ends_at > starts_at`),
    index("demo_meetings_booked_idx")
      .on(table.startsAt)
      .where(sql`status = 'booked'`),
    index("demo_meetings_member_idx").on(table.memberId, table.startsAt),
  ],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every mail the site sends, written in the same transaction as the record
 * that causes it and delivered after the commit. Without SMTP configured the
 * mail stays here (sent_at null), readable in the admin area. A broadcast's
 * recipient row stores no subject, body or headers (null, null, null, {}):
 * only its address and broadcast_id, and the mail is put together when it is
 * sent (the sender's render hook), so a million recipients cost a million
 * small rows, not a million copies of the update.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    /** Null only on a broadcast's recipient rows (rendered when sent). */
    subject: text("subject"),
    text: text("text"),
    html: text("html"),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** pending (waiting for its next try), sent, or failed for good (see app/platform/mail/mail-sender.server.ts). */
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    /** When a sender may try it next; while a sender holds it, the end of that lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** The last attempt's error. */
    error: text("error"),
    /** When the mail last joined the queue: when it was written, or when an admin sent it again after it failed. Transient failures are retried for 24 hours from here. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The update (broadcast) this mail is one recipient's copy of; null for every other mail. */
    broadcastId: uuid("broadcast_id").references((): AnyPgColumn => broadcasts.id, { onDelete: "cascade" }),
    /** Extra headers passed to SMTP as they are, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [
    index("mail_outbox_created_at_idx").on(table.createdAt),
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    // The queue's oldest waiting mail (Mail outbox) in one index step, however many mails went out.
    index("mail_outbox_waiting_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    // Nobody gets one broadcast twice (rows of other mail have a null broadcast_id, and nulls never clash).
    uniqueIndex("mail_outbox_broadcast_to_idx").on(table.broadcastId, table.to),
    // Pruning's sent broadcast mail by age, without reading the sent mail still kept.
    index("mail_outbox_broadcast_sent_idx")
      .on(table.sentAt)
      .where(sql`${table.broadcastId} is not null and ${table.status} = 'sent'`),
    // An erasure's mails to the address (eraseWaitlistEntry), however long the outbox.
    index("mail_outbox_to_idx").on(sql`lower(${table.to})`),
  ],
);

/**
 * An update mailed to (part of) the waitlist: one small mail_outbox row per
 * recipient carries it. The request writes this row in state "queueing";
 * the queueing job then adds the recipients in chunks, in e-mail order,
 * moving queue_cursor and queued in the same transaction as each chunk, so
 * a crash resumes after the last committed chunk ("queued" when done).
 */
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    markdown: text("markdown").notNull(),
    /** Who it went to: "confirmed", "status:<status>" or "category:<prompt category id>" (broadcast-schema.ts). */
    audience: text("audience").notNull(),
    /** How many mails were queued so far (the audience less unsubscribed and suppressed addresses). */
    queued: integer("queued").notNull(),
    /** "queueing" while the job adds recipients, "queued" once all of them are in the outbox. */
    state: text("state", { enum: ["queueing", "queued"] })
      .notNull()
      .default("queued"),
    /** The last address queued (the audience is queued in e-mail order); the next chunk starts after it. */
    queueCursor: text("queue_cursor"),
    /** About how many recipients the audience holds, counted when queueing starts (null until then, and for a prompt category). */
    audienceSize: integer("audience_size"),
    /** Its mails sent and failed for good, kept by a trigger on mail_outbox, so pruning sent rows keeps them. */
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("broadcasts_created_at_idx").on(table.createdAt),
    // The queueing job's claim: the few broadcasts still queueing, in one index step.
    index("broadcasts_queueing_idx")
      .on(table.createdAt)
      .where(sql`${table.state} = 'queueing'`),
  ],
);

/** Fixed-window request counters (per key, e.g. "waitlist:203.0.113.7"), shared by every server process. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Blog authors. `user_id` links an account that may write as this author. */
export const authors = pgTable("authors", {
  /** The URL id, e.g. "sarah-chen". */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  title: text("title").notNull().default(""),
  bio: text("bio").notNull().default(""),
  avatar: text("avatar"),
  twitter: text("twitter"),
  linkedin: text("linkedin"),
  github: text("github"),
  userId: text("user_id")
    .unique()
    .references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown. */
    content: text("content").notNull(),
    /**
     * The content parsed when the post is saved (`{ version, blocks }`, see
     * app/features/blog/post-content.server.ts), so a view does not parse it.
     */
    contentBlocks: jsonb("content_blocks"),
    coverImage: text("cover_image"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorId: text("author_id")
      .notNull()
      .references(() => authors.id),
    status: text("status", { enum: postStatuses }).notNull().default("draft"),
    featured: boolean("featured").notNull().default(false),
    readTime: integer("read_time").notNull().default(READ_TIME.default),
    /** Set when first published. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When a `scheduled` post goes live; set exactly while the status is `scheduled`. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("posts_slug_idx").on(table.slug),
    index("posts_status_published_at_idx").on(table.status, table.publishedAt),
    index("posts_author_idx").on(table.authorId),
    index("posts_tags_idx").using("gin", table.tags),
    check("posts_status_check", inList("status", postStatuses)),
    check("posts_scheduled_at_check", sql`(status = 'scheduled') = (scheduled_at is not null)`),
    // The scheduled-publishing job's "what is due" (few rows: only the scheduled posts).
    index("posts_scheduled_at_idx")
      .on(table.scheduledAt)
      .where(sql`status = 'scheduled'`),
    check("posts_read_time_check", sql.raw(`read_time between ${READ_TIME.min} and ${READ_TIME.max}`)),
  ],
);

/** What a post revision records: a save, a restore, or the post as it was before its history was kept. */
export const revisionKinds = ["save", "restore", "original"] as const;

/**
 * Every save of a post keeps its fields here, in the transaction of the
 * save (app/features/blog/revisions.server.ts): who saved it (and their
 * name then), when, and what changed against the post before the save.
 * Pruned per post on each save (newest 50; older than 180 days only within
 * the newest 10).
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** Save order: one transaction can write two revisions with the same created_at. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: revisionKinds }).notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    coverImage: text("cover_image"),
    tags: text("tags").array().notNull(),
    readTime: integer("read_time").notNull(),
    featured: boolean("featured").notNull(),
    status: text("status", { enum: postStatuses }).notNull(),
    savedBy: text("saved_by").references(() => user.id, { onDelete: "set null" }),
    /** The saver's name at the time ("" for the original state, whose saver is unknown). */
    savedByName: text("saved_by_name").notNull(),
    /** The fields that differ from the post before this save, and the content's lines added and removed; null for a first version. */
    changes: jsonb("changes").$type<{ fields: string[]; added: number; removed: number }>(),
    /** A restore: when the revision it brought back was saved. */
    restoredFrom: timestamp("restored_from", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("post_revisions_post_idx").on(table.postId, table.seq.desc()),
    check("post_revisions_kind_check", inList("kind", revisionKinds)),
    check("post_revisions_status_check", inList("status", postStatuses)),
  ],
);

/** Comments, with one level of replies (parent_id points at a top-level comment). */
export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    content: text("content").notNull(),
    status: text("status", { enum: commentStatuses }).notNull().default("visible"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: PGlite's clock has millisecond steps, so two comments can share a created_at. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  },
  (table) => [index("comments_post_idx").on(table.postId, table.createdAt), check("comments_status_check", inList("status", commentStatuses))],
);

/** One like per visitor (an anonymous cookie id) and post. */
export const postLikes = pgTable(
  "post_likes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.visitorId] })],
);

/** Droid ideas a signed-in user saved from the dashboard (Projects). */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("projects_user_idx").on(table.userId, table.createdAt)],
);

/** Admin API keys (Authorization: Bearer …). Only a SHA-256 of each key is kept. */
export const apiKeys = pgTable("api_keys", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** The key's first characters, to tell keys apart in the list. */
  prefix: text("prefix").notNull(),
  keyHash: text("key_hash").notNull().unique(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/** Who stopped all mail from us (the unsubscribe link); checked before any lead mail is queued. */
export const mailSuppressions = pgTable("mail_suppressions", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Admins' webhook endpoints: where events are POSTed, signed with the endpoint's secret. */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  /** Events sent to it, e.g. ["waitlist.joined", "demo.requested"]. */
  events: jsonb("events").$type<string[]>().notNull(),
  secret: text("secret").notNull(),
  /** The admin responsible for it: who added it, or who re-enabled it last. Deliveries go out only while they are an admin. */
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set (with why) by the delivery worker once the admin responsible is not one any more; nothing is queued or sent until an admin re-enables it. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  disabledReason: text("disabled_reason"),
});

export const webhookDeliveryStatuses = ["pending", "delivered", "failed"] as const;

/**
 * The delivery queue: one row per event and endpoint, written in the
 * transaction of what happened and sent after the commit. A row whose lease
 * (next_attempt_at) has passed is picked up again, also after a restart.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** The exact JSON body that is signed and sent. */
    body: text("body").notNull(),
    status: text("status", { enum: webhookDeliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    check("webhook_deliveries_status_check", inList("status", webhookDeliveryStatuses)),
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("webhook_deliveries_created_at_idx").on(table.createdAt),
    // The deliveries about one address, which its erasure deletes (eraseWaitlistEntry).
    index("webhook_deliveries_subject_idx").on(sql`((${table.body})::jsonb -> 'data' ->> 'email')`),
  ],
);

/**
 * Every webhook event as it happened, whether or not an endpoint wants it:
 * the admin feed (GET /api/v1/events). The id is the Server-Sent Events id
 * (Last-Event-ID resumes after it); body is the webhook body (its "data" is
 * what admins see). Writing a row queues the event's webhook deliveries and
 * tells every server listening on 'admin_events' (migration 0013's trigger).
 * Old rows are pruned (app/platform/events/admin-feed.server.ts).
 */
export const adminEvents = pgTable(
  "admin_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    /** The exact JSON body that webhooks sign and send. */
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("admin_events_created_at_idx").on(table.createdAt),
    // The events about one address, which its erasure deletes (eraseWaitlistEntry).
    index("admin_events_subject_idx").on(sql`((${table.body})::jsonb -> 'data' ->> 'email')`),
  ],
);

/** Every attempt to deliver, with what came back: the admin area's delivery log. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    /** The HTTP status, or null when there was no answer (network error, timeout). */
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (table) => [index("webhook_attempts_delivery_idx").on(table.deliveryId, table.attemptedAt)],
);

/**
 * The backups this site made (scheduled, or `npm run db:backup` through it):
 * the dashboard's Settings show the last one. A row is written when a
 * backup starts (which claims a scheduled run among several servers) and
 * completed when it ends, with the file's size or the error.
 */
export const backups = pgTable(
  "backups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["scheduled", "manual"] }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The file's name (scheduled: in BACKUP_DIR). */
    file: text("file").notNull(),
    bytes: bigint("bytes", { mode: "number" }),
    rows: bigint("rows", { mode: "number" }),
    error: text("error"),
  },
  (table) => [index("backups_started_at_idx").on(table.startedAt), check("backups_kind_check", sql`${table.kind} in ('scheduled', 'manual')`)],
);

/** Bytes as stored: node-postgres reads a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Uploaded images (covers, images in posts, avatars), stored with the site's
 * data so every server answers every one (app/platform/images/). The id is
 * the upload's content hash: the same file uploaded twice is one image.
 */
export const images = pgTable(
  "images",
  {
    id: text("id").primaryKey(),
    /** The largest stored width and its height (the upload's, at most MAX_IMAGE_WIDTH wide). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The format for browsers without AVIF: jpg, or png for an image with transparency. */
    fallback: text("fallback", { enum: ["jpg", "png"] }).notNull(),
    /** The bytes of all its files. */
    storedBytes: integer("stored_bytes").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("images_fallback_check", inList("fallback", ["jpg", "png"]))],
);

/** Each image's files: one per width and format, made once at upload. */
export const imageFiles = pgTable(
  "image_files",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    format: text("format", { enum: imageFormats }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    content: bytea("content").notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.format, table.width] }), check("image_files_format_check", inList("format", imageFormats))],
);

/**
 * Each post's share card (app/platform/share-cards/): the 1200 × 630 PNG
 * named in its page's og:image, drawn when the post is saved and at start
 * for posts without a current one. `id` is the PNG's content hash (its
 * address, /media/cards/<id>.png); `source` is the hash of what it was drawn
 * from (drawing version, title, author, cover), so a stale card is found by
 * comparing it with the post's.
 */
export const shareCards = pgTable(
  "share_cards",
  {
    postId: uuid("post_id")
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    source: text("source").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("share_cards_id_idx").on(table.id)],
);

/**
 * Site-wide settings an admin changes in Dashboard → Settings, one row per
 * setting: its value as JSON, validated in code against the setting's Zod
 * schema, with typed defaults for a setting never saved
 * (app/platform/settings/).
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});

/**
 * The sites an admin allows to embed the waitlist form (app/features/leads/embed/):
 * each an origin ("https://partner.example"), named in the embedded form's
 * Content-Security-Policy `frame-ancestors` and checked before a join records
 * the embedding page as its source.
 */
export const embedOrigins = pgTable("embed_origins", {
  origin: text("origin").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
});

/**
 * Proof-of-work solutions already accepted (docs/decisions/0053-proof-of-work.md):
 * one row per challenge signature until the challenge expires, so a solution
 * is accepted once; expired rows are pruned when a new one is recorded.
 */
export const powUsedChallenges = pgTable(
  "pow_used_challenges",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("pow_used_challenges_expires_at_idx").on(table.expiresAt)],
);
