import { z } from "zod";
import { personLimits } from "./person-limits.ts";

/**
 * The site's only name and e-mail rules (Zod, for server validation): the
 * lead forms, sign-up and Settings use them.
 */

/** Trims; an empty or missing value becomes "". At most `max` characters, and no NUL (PostgreSQL cannot store it). */
export const trimmedText = (max: number, label: string) =>
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

export const nameField = trimmedText(personLimits.name, "Full Name");

/** The part of an address before its last @ (mail servers accept at most 64 characters there). */
const localPart = (address: string) => address.slice(0, Math.max(address.lastIndexOf("@"), 0));

/** Trimmed and lower-cased, so one address is one lead (or account) whatever its spelling. */
export const emailField = trimmedText(personLimits.email, "Email Address")
  .refine((value) => localPart(value).length <= personLimits.emailLocalPart, {
    error: `The part of the email address before the @ must be at most ${personLimits.emailLocalPart} characters.`,
  })
  .transform((value) => value.toLowerCase())
  .pipe(z.union([z.literal(""), z.email({ error: "Please enter a valid email address." })]));
