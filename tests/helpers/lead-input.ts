import type { WaitlistInput } from "#app/features/leads/waitlist/waitlist-schema.ts";

/**
 * A join as `joinWaitlist` takes it (the waitlist form's fields after its
 * schema): named after the address's local part, every optional field
 * empty, unless a test says otherwise.
 */
export function waitlistJoin(email: string, fields: Partial<Omit<WaitlistInput, "website">> = {}): Omit<WaitlistInput, "website"> {
  return {
    name: email.split("@")[0]!,
    email,
    company: "",
    phone: "",
    teamSize: "",
    timeSlot: "",
    message: "",
    prompt: undefined,
    sourcePage: undefined,
    ...fields,
  };
}
