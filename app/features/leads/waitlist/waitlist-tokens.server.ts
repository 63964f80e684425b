import { createHash, randomBytes } from "node:crypto";
import { linkMac as mac } from "#app/platform/mail/mail-links.server.ts";
import { safeEqual } from "#app/platform/safe-equal.server.ts";

/*
 * The waitlist's links. A status link (`/waitlist/status/{token}`) is a MAC
 * with the server's secret, as the unsubscribe link is
 * (platform/mail/mail-links.server.ts): nothing is stored, and a lost mail
 * can be re-sent with the same link. A confirmation link is random and
 * single-use: only its SHA-256 is stored, with an expiry.
 */

/** `{referral code}.{mac}`: names the entry by its (public) code, proven by the MAC over code and e-mail. */
export const statusToken = (secret: string, entry: { referralCode: string; email: string }) =>
  `${entry.referralCode}.${mac(secret, "waitlist-status", `${entry.referralCode}\0${entry.email}`)}`;

/** The referral code a status token names (check it with `isStatusToken` once the entry is loaded). */
export const referralCodeOfStatusToken = (token: string) => /^([0-9a-f]{12})\.[\w-]{32}$/.exec(token)?.[1] ?? null;

export const isStatusToken = (secret: string, token: string, entry: { referralCode: string; email: string }) => safeEqual(token, statusToken(secret, entry));

/** A new entry's referral code: 48 random bits as 12 hex digits, like the column's default. */
export const newReferralCode = () => randomBytes(6).toString("hex");

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new single-use confirmation token, its hash to store, and when it expires. */
export function newConfirmToken(now = new Date()) {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS) };
}

export const INVITATION_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** A new single-use invitation token (14 days), its hash to store, and when it expires. */
export function newInvitationToken(now = new Date()) {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_TOKEN_TTL_MS) };
}
