/**
 * The site's limits for a person's name and e-mail address, the same on
 * every form and API (leads, accounts): a name 100 characters, an address
 * 254 with at most 64 before the @. No Zod here: forms read it in the browser.
 */
export const personLimits = { name: 100, email: 254, emailLocalPart: 64 } as const;
