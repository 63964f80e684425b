import { z } from "zod";
import { limits } from "./lead-form-contract.ts";
import type { FieldErrors } from "../../ui/form-result.ts";

/**
 * Field rules shared by the waitlist and demo forms' Zod schemas (server
 * validation). The name and e-mail rules are the site's only ones: sign-up
 * and Settings use them too.
 */

/** Trims; an empty or missing value becomes "". */
const trimmed = (max: number, label: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(
      z
        .string()
        .max(max, { error: `${label} must be at most ${max.toLocaleString("en-US")} characters.` })
        .refine((value) => !value.includes("\u0000"), { error: `${label} contains a character we can't store (NUL).` }),
    );

export const nameField = trimmed(limits.name, "Full Name");
export const companyField = trimmed(limits.company, "Company");
export const phoneField = trimmed(limits.phone, "Phone");
export const messageField = trimmed(limits.message, "Message");

/** The part of an address before its last @ (mail servers accept at most 64 characters there). */
const localPart = (address: string) => address.slice(0, Math.max(address.lastIndexOf("@"), 0));

/** Trimmed and lower-cased, so one address is one lead (or account) whatever its spelling. */
export const emailField = trimmed(limits.email, "Email Address")
  .refine((value) => localPart(value).length <= limits.emailLocalPart, {
    error: `The part of the email address before the @ must be at most ${limits.emailLocalPart} characters.`,
  })
  .transform((value) => value.toLowerCase())
  .pipe(z.union([z.literal(""), z.email({ error: "Please enter a valid email address." })]));

/** The visitor's instruction: kept only when non-blank after trimming. */
export const promptField = trimmed(limits.prompt, "Your instruction").transform((value) => value || undefined);

/** The page a form was sent from, e.g. "/enterprise". Anything else is dropped. */
export const sourcePageField = z
  .string()
  .optional()
  .transform((value) => (value && /^\/[\w\-./]{0,199}$/.test(value) ? value : undefined));

/** Spam trap: a hidden field people never fill in. */
export const honeypotField = z
  .string()
  .optional()
  .transform((value) => Boolean(value?.trim()));


/** First message per field, for inline display. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
