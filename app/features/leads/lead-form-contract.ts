import { personLimits } from "#app/platform/forms/person-limits.ts";

/**
 * What the lead forms' client and server share without Zod (which stays out
 * of the browser's first load): field limits and the checks run before
 * sending. Their actions answer a `FormResult` (ui/form-result.ts).
 */

/**
 * Limits, the same on every form and API: the site's name and e-mail limits
 * (platform/forms/person-limits.ts), company 200, phone 40, message 5,000,
 * prompt 10,000.
 */
export const limits = { ...personLimits, company: 200, phone: 40, message: 5000, prompt: 10000 } as const;

/** The waitlist form's client-side check: name and e-mail present (after trimming). */
export function isWaitlistFormComplete(values: { name?: string; email?: string }) {
  return Boolean(values.name?.trim() && values.email?.trim());
}

/** The demo form's client-side check: name, e-mail and company present (after trimming). */
export function isDemoFormComplete(values: { name?: string; email?: string; company?: string }) {
  return Boolean(values.name?.trim() && values.email?.trim() && values.company?.trim());
}
