import { z } from "zod";
import { waitlistStatuses } from "#app/platform/db/column-values.ts";
import { promptCategories } from "#app/content/prompt-categories.ts";
import { MARKDOWN_MAX, SUBJECT_MAX } from "./broadcast-fields.ts";
import { broadcastTexts } from "./broadcast-texts.ts";

/** Statuses one can write to: declined entries said no, so they are never an audience. */
export const audienceStatuses = waitlistStatuses.filter((status) => status !== "declined");

/**
 * Who an update goes to, as one string (the form's select and the API's
 * `audience`): every confirmed entry, the confirmed entries of one status,
 * or those whose prompt falls in one of the analytics' categories.
 */
export const audiences = [
  { value: "confirmed", label: "All confirmed entries" },
  ...audienceStatuses.map((status) => ({ value: `status:${status}`, label: `Confirmed entries with status “${status}”` })),
  ...promptCategories.map((category) => ({ value: `category:${category.id}`, label: `Confirmed entries asking about ${category.label}` })),
] as const;

const audienceValues = audiences.map((audience) => audience.value);

const texts = broadcastTexts.errors;

export const BroadcastInput = z.object({
  subject: z
    .string({ error: texts.subject })
    .trim()
    .min(1, { error: texts.subject })
    .max(SUBJECT_MAX, { error: texts.subjectLong })
    .refine((value) => !/[\r\n]/.test(value), { error: texts.subjectLine }),
  markdown: z.string({ error: texts.markdown }).trim().min(1, { error: texts.markdown }).max(MARKDOWN_MAX, { error: texts.markdownLong }),
  audience: z
    .string({ error: texts.audience })
    .refine((value) => audienceValues.includes(value), { error: texts.audience })
    .default("confirmed"),
});
export type BroadcastInput = z.infer<typeof BroadcastInput>;

/** The dashboard form: which button (test to yourself, or send) and the update. */
export const BroadcastForm = BroadcastInput.extend({
  /** Send update asks "Send 'Subject' to N people?"; its "Yes, send it" is `confirm`. */
  intent: z.enum(["test", "send", "confirm"], { error: "Please use the page's buttons." }),
  /** The audience the question was asked for: a confirmation sends only to it. */
  confirmed: z.string().optional(),
});

/** What the API answers (documented in the OpenAPI document). */
const BroadcastState = z
  .enum(["queueing", "queued"])
  .describe("queueing: its recipients are being added to the mail queue in the background; queued: all of them are in it");
export const BroadcastQueued = z.object({
  id: z.uuid(),
  state: BroadcastState,
  queued: z.int().min(0).describe("Mails queued so far (0 at first: the recipients are queued after the answer)"),
});
export const Broadcast = z.object({
  id: z.uuid(),
  subject: z.string(),
  audience: z.string(),
  createdAt: z.iso.datetime(),
  state: BroadcastState,
  audienceSize: z
    .int()
    .nullable()
    .describe("About how many recipients the audience holds, counted when queueing started (null before, and for a prompt category)"),
  queued: z.int().describe("Mails queued so far: one per recipient"),
  pending: z.int().describe("Not sent yet (waiting for the sender, or for a retry)"),
  sent: z.int(),
  failed: z.int().describe("Failed for good (see Dashboard → Mail outbox)"),
});
export const BroadcastList = z.object({ data: z.array(Broadcast) });
