import { Broadcast, BroadcastInput, BroadcastList, BroadcastQueued, audiences } from "../broadcasts/broadcast-schema.ts";
import { z } from "zod";
import { demoRequestStatuses, teamSizes, timeSlots, waitlistStatuses } from "../../platform/db/column-values.ts";
import { limits } from "./lead-form-contract.ts";

/**
 * The admin JSON API's shapes, one Zod schema each: the server validates
 * requests with them and /api/v1/openapi.json is generated from them.
 */
const dateTime = z.iso.datetime({ offset: true }).describe("ISO 8601 date-time");

export const WaitlistEntry = z
  .object({
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
    createdAt: dateTime,
    updatedAt: dateTime,
  });

export const DemoRequest = z
  .object({
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
    total: z.int().min(0).describe("Matches for the filter, all pages"),
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

export const ApiError = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  });

export const Deleted = z.object({ ok: z.literal(true) });

export const ListQuery = z.object({
  status: z.string().optional(),
  q: z.string().max(200).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  disposable: z.enum(["yes", "no"]).optional().describe("Waitlist: only disposable addresses (yes) or none (no)"),
});

/** The named schemas of the OpenAPI document (components.schemas). */
export const apiSchemas = {
  BroadcastInput: BroadcastInput.extend({ audience: BroadcastInput.shape.audience.describe(`Who gets it: ${audiences.map((audience) => audience.value).join(", ")}`) }),
  BroadcastQueued,
  Broadcast,
  BroadcastList,
  WaitlistEntry,
  DemoRequest,
  WaitlistPage,
  DemoRequestPage,
  WaitlistPatch,
  DemoRequestPatch,
  Error: ApiError,
  Deleted,
} as const;
