import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { demoRequestStatuses, teamSizes, timeSlots, waitlistStatuses } from "../leads/lead-constants.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    /** Stored trimmed and lower-cased: one entry per address. */
    email: text("email").primaryKey(),
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
  },
  (table) => [
    check("waitlist_entries_status_check", inList("status", waitlistStatuses)),
    index("waitlist_entries_created_at_idx").on(table.createdAt),
  ],
);

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
  },
  (table) => [
    check("demo_requests_status_check", inList("status", demoRequestStatuses)),
    check("demo_requests_team_size_check", inList("team_size", teamSizes)),
    check("demo_requests_time_slot_check", inList("time_slot", timeSlots)),
    index("demo_requests_created_at_idx").on(table.createdAt),
    index("demo_requests_email_idx").on(table.email),
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
 * mail stays here (sent_at null), readable in the admin area.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
  },
  (table) => [index("mail_outbox_created_at_idx").on(table.createdAt)],
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
