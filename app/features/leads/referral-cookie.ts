/**
 * `?ref=CODE` on any page is remembered for 30 days in this cookie
 * (server/app.ts sets it); a later join records the referrer.
 */
export const REFERRAL_COOKIE = "droids_ref";
export const REFERRAL_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Referral codes are 12 lower-case hex digits; anything else is ignored. */
export const isReferralCode = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{12}$/.test(value);

export function referralCodeFromCookie(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === REFERRAL_COOKIE && isReferralCode(value)) return value;
  }
  return null;
}
