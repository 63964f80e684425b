import { z } from "zod";
import { demoRequestStatuses, waitlistStatuses } from "#app/platform/db/column-values.ts";

const filterStatuses = { waitlist: waitlistStatuses, "demo-requests": demoRequestStatuses } as const;

/**
 * The filter of a lead list in a query string (?q=&status=&disposable=), one
 * schema for the dashboard's table and export and the API's export. A value it
 * does not know means no filter, not an error; disposable is the waitlist's.
 */
export const LeadFilter = (kind: keyof typeof filterStatuses) =>
  z.object({
    q: z
      .string()
      .transform((q) => q.trim().slice(0, 200))
      .catch(""),
    status: z
      .string()
      .refine((status) => (filterStatuses[kind] as readonly string[]).includes(status))
      .catch(""),
    disposable: kind === "waitlist" ? z.enum(["yes", "no", ""]).catch("") : z.literal("").catch(""),
  });

/**
 * Matches of a search are counted up to this many, and no further: past it
 * the list says "more than 1,000" and pages through those (a longer search
 * narrows them). Counting reads every match from the table, and paging reads
 * every match before the page: at a million entries a common word matches a
 * hundred thousand. Without a search term the waitlist's totals come from the
 * kept counts instead (lead-counts.server.ts), so the whole list still pages.
 */
export const COUNT_CAP = 1_000;

/** A list's filter from its query parameters (LeadFilter). */
export const leadFilter = (params: URLSearchParams, kind: keyof typeof filterStatuses) => LeadFilter(kind).parse(Object.fromEntries(params));

/** An admin table's row forms: set an entry's status, or delete it (by its key: e-mail or id). */
export const LeadTableForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("status"), key: z.string().default(""), status: z.string().default("") }),
    z.object({ intent: z.literal("delete"), key: z.string().default("") }),
    // The waitlist's invitations: the next N in line, the ticked entries, or one entry's resend or revoke.
    z.object({ intent: z.literal("invite-next"), count: z.string().default("") }),
    z.object({ intent: z.literal("invite"), key: z.union([z.string(), z.array(z.string())]).default([]) }),
    z.object({ intent: z.literal("resend-invitation"), key: z.string().default("") }),
    z.object({ intent: z.literal("revoke-invitation"), key: z.string().default("") }),
  ],
  { error: "Unknown action." },
);

/** "Invite the next N": a whole number from 1 to 1000. */
export const InviteCount = z.coerce
  .number({ error: "Enter how many to invite." })
  .int("Enter a whole number.")
  .min(1, "Invite at least 1.")
  .max(1000, "Invite at most 1,000 at a time.");
