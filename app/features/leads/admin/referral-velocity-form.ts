/**
 * Dashboard → Settings → Referral review: the velocity thresholds'
 * (ReferralVelocity) form intent and words. A module of its own, without Zod
 * and without the admin tables' words, since the settings page's browser
 * code reads it.
 */
export const REFERRAL_VELOCITY_INTENT = "referral-velocity";

export const referralVelocityTexts = {
  title: "Referral review",
  help: "A referral is held for review when its referrer gains more than the first number within an hour, or when more than the second come from one network (/24, or /48 for IPv6) within the window.",
  referrerPerHour: "Referrals per referrer per hour",
  networkPerWindow: "Referrals per network per window",
  networkWindowMinutes: "Network window (minutes)",
  save: "Save thresholds",
  saved: "Referral review thresholds saved.",
} as const;
