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
export const BroadcastForm = BroadcastInput.extend({ intent: z.enum(["test", "send"], { error: "Please use the page's buttons." }) });

/** What the API answers (documented in the OpenAPI document). */
export const BroadcastQueued = z.object({ id: z.uuid(), queued: z.int().min(1).describe("Mails queued: one per recipient") });
export const Broadcast = z.object({
  id: z.uuid(),
  subject: z.string(),
  audience: z.string(),
  createdAt: z.iso.datetime(),
  queued: z.int().describe("Mails queued when it was sent"),
  pending: z.int().describe("Not sent yet (waiting for the sender, or for a retry)"),
  sent: z.int(),
  failed: z.int().describe("Failed for good (see Dashboard → Mail outbox)"),
});
export const BroadcastList = z.object({ data: z.array(Broadcast) });
