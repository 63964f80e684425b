import { z } from "zod";
import { defineSetting } from "#app/platform/settings/setting-definition.ts";

const count = (what: string, max: number) =>
  z.coerce
    .number({ error: `Enter ${what}.` })
    .int("Enter a whole number.")
    .min(1, "Enter at least 1.")
    .max(max, `Enter at most ${max.toLocaleString("en-US")}.`);

/**
 * The velocity rule's thresholds (Dashboard → Settings, admins): a
 * referral is held for review when its referrer gains more than
 * `referrerPerHour` confirmed referrals within an hour, or when more than
 * `networkPerWindow` referrals (to anyone) joined from one /24 or /48
 * network were confirmed within `networkWindowMinutes`.
 */
export const ReferralVelocity = z.object({
  referrerPerHour: count("how many referrals one referrer may gain in an hour", 100_000),
  networkPerWindow: count("how many referrals may come from one network in the window", 100_000),
  networkWindowMinutes: count("the window in minutes", 7 * 24 * 60),
});
export type ReferralVelocity = z.output<typeof ReferralVelocity>;

export const referralVelocitySetting = defineSetting<ReferralVelocity>("waitlist.referral-velocity", ReferralVelocity, {
  referrerPerHour: 10,
  networkPerWindow: 10,
  networkWindowMinutes: 60,
});
