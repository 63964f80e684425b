import { z } from "zod";
import { demoRequestStatuses, teamSizes, timeSlots, waitlistStatuses } from "#app/platform/db/column-values.ts";
import { limits } from "#app/features/leads/lead-form-contract.ts";
import { COUNT_CAP } from "#app/features/leads/admin/lead-admin-schema.ts";

/**
 * The admin JSON API's shapes, one Zod schema each: the server validates
 * requests with them and /api/v1/openapi.json is generated from them.
 */
const dateTime = z.iso.datetime({ offset: true }).describe("ISO 8601 date-time");

export const WaitlistEntry = z.object({
  email: z.email(),
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  teamSize: z.string(),
  timeSlot: z.string(),
  message: z.string(),
  prompt: z.string().nullable(),
  status: z.enum(waitlistStatuses),
  sourcePage: z.string().nullable(),
  place: z.int().min(1).nullable().describe("Place in line (1 = first), as on the visitor's status page; null until the e-mail is confirmed"),
  referrals: z.int().min(0).describe("Confirmed referrals that count"),
  confirmedAt: dateTime.nullable(),
  referralCode: z.string(),
  referredBy: z.email().nullable(),
  referralCounts: z.boolean().describe("Whether this entry's referral counts for its referrer"),
  disposable: z.boolean().describe("The address is at a disposable-mail domain"),
  invitedAt: dateTime.nullable().describe("When the entry was invited to make an account; null when not invited (or revoked)"),
  invitationExpiresAt: dateTime.nullable().describe("When the current invitation link stops working"),
  joinedAt: dateTime.nullable().describe("When an account with this verified address was made (status joined)"),
  userId: z.string().nullable().describe("The account's id once joined"),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const DemoRequest = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
  company: z.string(),
  phone: z.string(),
  teamSize: z.enum(teamSizes).nullable(),
  timeSlot: z.enum(timeSlots).nullable(),
  message: z.string(),
  prompt: z.string().nullable(),
  status: z.enum(demoRequestStatuses),
  sourcePage: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z
      .int()
      .min(0)
      .describe(
        `Matches for the filter, all pages. A search is counted up to ${COUNT_CAP.toLocaleString("en-US")} (see capped); without one, a long list's total is a count kept in the background, a few seconds behind at most`,
      ),
    capped: z.boolean().describe("Whether more than total match: counting a search stopped there"),
    nextCursor: z.string().nullable().describe("Pass as ?cursor= for the next page; null on the last"),
  });

export const WaitlistPage = page(WaitlistEntry);
export const DemoRequestPage = page(DemoRequest);

const atLeastOne = (value: object) => Object.keys(value).length > 0;

/** PATCH bodies: only the fields that change; updatedAt is the server's. */
export const WaitlistPatch = z
  .strictObject({
    status: z.enum(waitlistStatuses),
    name: z.string().trim().min(1).max(limits.name),
    company: z.string().trim().max(limits.company),
    phone: z.string().trim().max(limits.phone),
    message: z.string().trim().max(limits.message),
  })
  .partial()
  .refine(atLeastOne, { message: "Send at least one field to change." });

export const DemoRequestPatch = z
  .strictObject({
    status: z.enum(demoRequestStatuses),
    name: z.string().trim().min(1).max(limits.name),
    company: z.string().trim().min(1).max(limits.company),
    phone: z.string().trim().max(limits.phone),
    teamSize: z.enum(teamSizes).nullable(),
    timeSlot: z.enum(timeSlots).nullable(),
    message: z.string().trim().max(limits.message),
  })
  .partial()
  .refine(atLeastOne, { message: "Send at least one field to change." });

export const ListQuery = z.object({
  status: z.string().optional(),
  q: z.string().max(200).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  disposable: z.enum(["yes", "no"]).optional().describe("Waitlist: only disposable addresses (yes) or none (no)"),
});

/** POST /api/v1/waitlist/invitations: the next `count` in line, or the chosen entries. */
export const InvitationRequest = z.union([
  z.strictObject({ count: z.int().min(1).max(1000).describe("Invite the first N confirmed, not yet invited entries in line") }),
  z.strictObject({ emails: z.array(z.string().max(254)).min(1).max(1000).describe("Invite these entries (those not pending are skipped)") }),
]);

export const InvitationResult = z.object({
  invited: z.array(z.email()).describe("The addresses invited by this request, in the order they were invited; inviting twice changes nothing"),
});
