import { createRequire } from "node:module";
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";

/**
 * What we know about an e-mail address's domain, from maintained lists:
 * disposable-mail domains (disposable-email-domains, via
 * disposable-email-domains-js) and free-mail providers (email-providers).
 */
const require = createRequire(import.meta.url);
const freeMailDomains = new Set<string>(require("email-providers/all.json"));
// Made once: the library's own check builds this set of ~9,000 domains on every call.
const disposableDomains = disposableEmailBlocklistSet();

export const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

export const isDisposableAddress = (email: string) => disposableDomains.has(domainOf(email).trim());

export const isFreeMailDomain = (domain: string) => freeMailDomains.has(domain.toLowerCase());

/**
 * Whether `referee` joining through `referrer`'s link may count as a
 * referral: never a self-referral, never from a disposable address, and not
 * from the referrer's own domain when that domain is a free-mail or
 * disposable one (anyone can make a second address there).
 */
export function referralCounts(referrerEmail: string, refereeEmail: string): boolean {
  const referrer = referrerEmail.toLowerCase();
  const referee = refereeEmail.toLowerCase();
  if (referrer === referee) return false;
  if (isDisposableAddress(referee)) return false;
  const domain = domainOf(referee);
  // (A disposable referee has been refused above, so a shared domain only matters when it is free mail.)
  if (domain === domainOf(referrer) && isFreeMailDomain(domain)) return false;
  return true;
}
