import { z } from "zod";

/** At most this many referrals are approved or rejected at once (a page and more). */
export const MAX_REVIEWED_AT_ONCE = 500;

/** The Held referrals forms: approve or reject the ticked referrals (by the referee's e-mail), or one row's. */
export const HeldReferralsForm = z.object({
  intent: z.enum(["approve", "reject"], { error: "Choose whether to approve or reject." }),
  key: z
    .union([z.string(), z.array(z.string())])
    .default([])
    .transform((key) => [...new Set(typeof key === "string" ? [key] : key)].filter((email) => email.length > 0))
    .pipe(
      z
        .array(z.string().max(320, "That is not an entry's address."))
        .min(1, "Tick at least one referral.")
        .max(MAX_REVIEWED_AT_ONCE, `Review at most ${MAX_REVIEWED_AT_ONCE} referrals at a time.`),
    ),
});
