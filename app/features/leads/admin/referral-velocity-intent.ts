/**
 * The Dashboard → Settings section's form intent: the velocity thresholds
 * (ReferralVelocity). Its own module, without Zod, since the settings page's
 * browser code names it too.
 */
export const REFERRAL_VELOCITY_INTENT = "referral-velocity";
