import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("demo_requests_status_check", inList("status", demoRequestStatuses)),
    check("demo_requests_team_size_check", inList("team_size", teamSizes)),
    check("demo_requests_time_slot_check", inList("time_slot", timeSlots)),
    index("demo_requests_created_at_idx").on(table.createdAt),
    index("demo_requests_email_idx").on(table.email),
  ],
);
