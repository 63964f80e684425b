import { z } from "zod";
import { trimmedText } from "#app/platform/forms/person-fields.ts";
import { limits } from "./lead-form-contract.ts";

/**
 * Field rules of the waitlist and demo forms' Zod schemas (server
 * validation), beside the site-wide name and e-mail rules
 * (platform/forms/person-fields.ts).
 */

export const companyField = trimmedText(limits.company, "Company");
export const phoneField = trimmedText(limits.phone, "Phone");
export const messageField = trimmedText(limits.message, "Message");

/** The visitor's instruction: kept only when non-blank after trimming. */
export const promptField = trimmedText(limits.prompt, "Your instruction").transform((value) => value || undefined);

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
