import type { CallToAction, Stat } from "./types.ts";

// Claims and calls to action every industry page shares.

export const adminTimeClaim: Stat = { value: "75%", label: "less admin time" };
export const hoursSavedClaim: Stat = { value: "20+", label: "hours saved per week" };

/** The industry pages' trial: 30 days, no credit card. */
export const industryTrialOffer = "Free trial for 30 days, no credit card required.";

/** Until accounts exist, a trial starts with the waitlist. */
export const startTrial: CallToAction = { kind: "trial", label: "Start Free Trial" };
export const scheduleDemo: CallToAction = { kind: "demo", label: "Schedule Demo" };

/** The onboarding times of the how-it-works steps. */
export const onboardingTimes = {
  connect: "5 minutes",
  describe: "15 minutes",
  ongoing: "Ongoing",
  continuous: "Continuous",
} as const;
