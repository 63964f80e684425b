import { href } from "#app/platform/http/href.ts";

/** Site-wide facts, in one place. */
export const site = {
  productName: "Droids",
  companyName: "Droids",
  tagline: "Just do it",
  headline: "Automate work with plain English",
  description: "Droids are AI agents that do business work from plain-English instructions. Join the waitlist.",
} as const;

/** The use-case pages, in footer order. */
export const useCasePages = [
  { path: href("/real-estate"), label: "Real Estate" },
  { path: href("/healthcare"), label: "Home Health Care" },
  { path: href("/marketing"), label: "Marketing" },
  { path: href("/sales"), label: "Sales" },
  { path: href("/hr"), label: "HR" },
  { path: href("/finance"), label: "Finance" },
  { path: href("/productivity"), label: "Productivity" },
  { path: href("/accounting"), label: "Accounting" },
  { path: href("/customer-support"), label: "Customer Support" },
] as const;

/** The eight industry pages (customer support is drawn by the same IndustryPage, from its own data file). */
export const industrySlugs = ["real-estate", "healthcare", "marketing", "sales", "hr", "finance", "productivity", "accounting"] as const;
export type IndustrySlug = (typeof industrySlugs)[number];
