import type { IndustrySlug } from "#app/content/site.ts";

/** The customer count each industry page claims; real estate and home health care claim none. */
export const customerCounts: Record<IndustrySlug, string | null> = {
  "real-estate": null,
  healthcare: null,
  marketing: "500+ marketing teams",
  sales: "1000+ sales teams",
  hr: "300+ HR teams",
  finance: "200+ financial institutions",
  productivity: "2000+ productivity teams",
  accounting: "800+ accounting teams",
};

/** The pages whose only call to action is the free trial (no demo). */
export const trialOnly: readonly IndustrySlug[] = ["sales", "hr", "finance", "accounting"];
