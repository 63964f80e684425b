import { createCookie } from "react-router";

/**
 * `?ref=CODE` on any page is remembered for 30 days in this cookie
 * (server/app.ts sets it, with Secure on an https site); a later join
 * records the referrer.
 */
export const referralCookie = createCookie("droids_ref", { path: "/", maxAge: 30 * 24 * 60 * 60, httpOnly: true, sameSite: "lax" });

/** Referral codes are 12 lower-case hex digits; anything else is ignored. */
export const isReferralCode = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{12}$/.test(value);

/** The Set-Cookie value that remembers `code` (Expires as well as Max-Age, for old browsers). */
export const referralSetCookie = (code: string, secure: boolean) => referralCookie.serialize(code, { secure, expires: referralCookie.expires });

export async function referralCodeFromCookie(cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await referralCookie.parse(cookieHeader);
  return isReferralCode(value) ? value : null;
}
