/**
 * The password policy: at least
 * 8 characters with a lower-case letter, an upper-case letter, a digit and a
 * symbol. Shared by the forms (length, at once) and the server (all of it).
 */

export const MIN_PASSWORD_LENGTH = 8;
/** The new-password field's hint (sign-up, reset, Settings). */
export const PASSWORD_PLACEHOLDER = `Create a password (min. ${MIN_PASSWORD_LENGTH} characters)`;
/** Longer passwords are refused before hashing (scrypt on megabytes is a denial of service). */
export const MAX_PASSWORD_LENGTH = 128;

const requirements = [
  { test: /\p{Ll}/u, name: "a lower-case letter" },
  { test: /\p{Lu}/u, name: "an upper-case letter" },
  { test: /\p{Nd}/u, name: "a number" },
  { test: /[^\p{L}\p{Nd}\s]/u, name: "a symbol" },
] as const;

/** What the password lacks, as phrases ("an upper-case letter"); empty when it meets the policy. */
export function missingPasswordRequirements(password: string): string[] {
  const missing: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) missing.push(`at least ${MIN_PASSWORD_LENGTH} characters`);
  for (const { test, name } of requirements) if (!test.test(password)) missing.push(name);
  return missing;
}

/** One sentence naming everything the password lacks, or null when it meets the policy. */
export function passwordPolicyMessage(password: string): string | null {
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  const missing = missingPasswordRequirements(password);
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  return `Password must contain ${list}.`;
}
