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
  { path: "/real-estate", label: "Real Estate" },
  { path: "/healthcare", label: "Home Health Care" },
  { path: "/marketing", label: "Marketing" },
  { path: "/sales", label: "Sales" },
  { path: "/hr", label: "HR" },
  { path: "/finance", label: "Finance" },
  { path: "/productivity", label: "Productivity" },
  { path: "/accounting", label: "Accounting" },
  { path: "/customer-support", label: "Customer Support" },
] as const;

/** The eight industry pages (customer support is drawn by the same IndustryPage, from its own data file). */
export const industrySlugs = ["real-estate", "healthcare", "marketing", "sales", "hr", "finance", "productivity", "accounting"] as const;
export type IndustrySlug = (typeof industrySlugs)[number];

/** Pages rendered to HTML at build time (everything that does not depend on the database). */
export const prerenderedPaths = ["/", "/view-all", "/privacy", "/terms", "/enterprise", "/pricing", ...useCasePages.map((page) => page.path)];
