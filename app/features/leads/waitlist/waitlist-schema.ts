import { z } from "zod";
import { emailField, nameField } from "#app/platform/forms/person-fields.ts";
import { companyField, honeypotField, messageField, phoneField, promptField, sourcePageField } from "#app/features/leads/lead-fields.ts";
import { waitlistTexts } from "./waitlist-texts.ts";

/**
 * A waitlist entry as the form and the API send it (phone, teamSize,
 * timeSlot and message are sent empty by the dialog; prompt only when non-blank).
 */
export const waitlistSchema = z
  .object({
    name: nameField,
    email: emailField,
    company: companyField,
    phone: phoneField,
    teamSize: z
      .string()
      .optional()
      .transform((value) => (value ?? "").trim().slice(0, 20)),
    timeSlot: z
      .string()
      .optional()
      .transform((value) => (value ?? "").trim().slice(0, 20)),
    message: messageField,
    prompt: promptField,
    sourcePage: sourcePageField,
    website: honeypotField,
  })
  .superRefine((value, context) => {
    if (!value.name || !value.email) {
      context.addIssue({
        code: "custom",
        path: [!value.name ? "name" : "email"],
        message: waitlistTexts.missing.description,
      });
    }
  });

export type WaitlistInput = z.output<typeof waitlistSchema>;
