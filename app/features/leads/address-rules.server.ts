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

/** Domains that deliver to another's mailboxes: Google's old name for Gmail. */
const sameMailboxesAs: Record<string, string> = { "googlemail.com": "gmail.com" };
/** Domains whose mailboxes ignore dots in the local part. */
const dotsIgnored = new Set(["gmail.com"]);

/**
 * The mailbox an address delivers to, so that variants of one address count
 * as one person (docs/decisions/0051-one-mailbox-one-entry.md): lower case;
 * a `+tag` dropped from the local part, at every domain (sub-addressing);
 * dots dropped from Gmail local parts; googlemail.com read as gmail.com.
 * The database keeps the same rule as `waitlist_mailbox(email)` (migration
 * 0029), which fills waitlist_entries.mailbox; a test holds the two together.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at);
  const domain = sameMailboxesAs[address.slice(at + 1)] ?? address.slice(at + 1);
  const plus = local.indexOf("+");
  // A local part that starts with "+" has no name before its tag: it is kept whole.
  if (plus > 0) local = local.slice(0, plus);
  if (dotsIgnored.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/**
 * Whether `referee` joining through `referrer`'s link may count as a
 * referral: never a self-referral (one mailbox, however written), never from a disposable address, and not
 * from the referrer's own domain when that domain is a free-mail or
 * disposable one (anyone can make a second address there).
 */
export function referralCounts(referrerEmail: string, refereeEmail: string): boolean {
  const referrer = mailboxOf(referrerEmail);
  const referee = mailboxOf(refereeEmail);
  if (referrer === referee) return false;
  if (isDisposableAddress(referee)) return false;
  const domain = domainOf(referee);
  // (A disposable referee has been refused above, so a shared domain only matters when it is free mail.)
  if (domain === domainOf(referrer) && isFreeMailDomain(domain)) return false;
  return true;
}
