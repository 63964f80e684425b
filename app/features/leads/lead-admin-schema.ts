import { z } from "zod";

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
