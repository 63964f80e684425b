import { z } from "zod";
import { teamSizes, timeSlots } from "#app/platform/db/column-values.ts";
import { emailField, nameField } from "#app/platform/forms/person-fields.ts";
import { companyField, honeypotField, messageField, phoneField, promptField, sourcePageField } from "#app/features/leads/lead-fields.ts";
import { demoTexts } from "./demo-texts.ts";

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.enum(values, { error: message }).optional());

/**
 * The requester's IANA time zone, filled in by the form's script from the
 * browser (not a visible field: the spec's fields stay as they are). The
 * meeting checks it is a zone it knows, else offers times in UTC.
 */
const timeZoneField = z
  .string()
  .transform((value) => (/^[A-Za-z0-9_+\-/]{1,64}$/.test(value) ? value : undefined))
  .optional();

export const demoRequestSchema = z
  .object({
    name: nameField,
    email: emailField,
    company: companyField,
    phone: phoneField,
    teamSize: optionalChoice(teamSizes, "Please choose a team size from the list."),
    timeSlot: optionalChoice(timeSlots, "Please choose a preferred time from the list."),
    message: messageField,
    prompt: promptField,
    sourcePage: sourcePageField,
    timeZone: timeZoneField,
    website: honeypotField,
  })
  .superRefine((value, context) => {
    for (const field of ["name", "email", "company"] as const) {
      if (!value[field]) {
        context.addIssue({ code: "custom", path: [field], message: demoTexts.missing.description });
      }
    }
  });

export type DemoRequestInput = z.output<typeof demoRequestSchema>;
