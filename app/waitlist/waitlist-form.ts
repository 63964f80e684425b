import { z } from "zod";
import { site } from "../content/site.ts";
import {
  companyField,
  emailField,
  honeypotField,
  messageField,
  nameField,
  phoneField,
  promptField,
  sourcePageField,
} from "../leads/lead-fields.ts";

/** Spec §2/§8 texts of the waitlist dialog. */
export const waitlistTexts = {
  title: "Join the Waitlist",
  subtitle: "Be the first to experience the future of work..",
  submit: "Join Waitlist",
  submitting: "Joining...",
  cancel: "Cancel",
  footer: "We respect your privacy. No spam, ever.",
  missing: { title: "Missing information", description: "Please fill in your name and email address." },
  success: {
    title: "Welcome to the waitlist! 🎉",
    description: `We'll notify you as soon as ${site.productName} is available.`,
  },
  errorTitle: "Error joining waitlist",
  fallbackError: "Something went wrong. Please try again.",
} as const;

/**
 * A waitlist entry as the form and the API send it (spec §3: phone, teamSize,
 * timeSlot and message are sent empty by the dialog; prompt only when non-blank).
 */
export const waitlistSchema = z
  .object({
    name: nameField,
    email: emailField,
    company: companyField,
    phone: phoneField,
    teamSize: z.string().optional().transform((value) => (value ?? "").trim().slice(0, 20)),
    timeSlot: z.string().optional().transform((value) => (value ?? "").trim().slice(0, 20)),
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

/** The client-side check of spec §5: name and e-mail present (after trimming). */
export function isWaitlistFormComplete(values: { name?: string; email?: string }) {
  return Boolean(values.name?.trim() && values.email?.trim());
}
