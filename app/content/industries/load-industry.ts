import type { IndustrySlug } from "#app/content/site.ts";
import type { IndustryContent } from "./types.ts";

/**
 * One data file per industry page, loaded on demand. Only route loaders (run
 * at build time for prerendered pages) call this, so no page's JavaScript
 * carries another page's copy.
 */
const industryFiles = {
  "real-estate": () => import("./real-estate.ts").then((file) => file.realEstate),
  healthcare: () => import("./healthcare.ts").then((file) => file.healthcare),
  marketing: () => import("./marketing.ts").then((file) => file.marketing),
  sales: () => import("./sales.ts").then((file) => file.sales),
  hr: () => import("./hr.ts").then((file) => file.hr),
  finance: () => import("./finance.ts").then((file) => file.finance),
  productivity: () => import("./productivity.ts").then((file) => file.productivity),
  accounting: () => import("./accounting.ts").then((file) => file.accounting),
} satisfies Record<IndustrySlug, () => Promise<IndustryContent>>;

export function loadIndustryContent(slug: IndustrySlug): Promise<IndustryContent> {
  return industryFiles[slug]();
}
