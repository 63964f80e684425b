/**
 * The share cards drawn at build time (vite.config.ts writes each to
 * /og/<page>.png of the client build): the home, enterprise, industry and
 * customer-support pages, each from its own heading and offer. Their meta names the
 * file with `builtShareCard` (app/platform/http/page-meta.ts).
 */
import { customerSupport } from "./customer-support.ts";
import { enterpriseHero } from "./enterprise.ts";
import { loadIndustryContent } from "./industries/load-industry.ts";
import { industrySlugs, site } from "./site.ts";

export interface BuiltShareCard {
  /** The file's name under /og/, without .png. */
  page: string;
  title: string;
  subtitle: string;
}

export async function builtShareCards(): Promise<BuiltShareCard[]> {
  const industries = await Promise.all(industrySlugs.map(async (slug) => ({ slug, content: await loadIndustryContent(slug) })));
  return [
    { page: "home", title: site.headline, subtitle: "AI agents that do business work" },
    { page: "enterprise", title: enterpriseHero.title, subtitle: enterpriseHero.eyebrow },
    ...industries.map(({ slug, content }) => ({ page: slug, title: content.meta.title, subtitle: content.trialOffer.replace(/\.$/, "") })),
    { page: "customer-support", title: customerSupport.meta.title, subtitle: customerSupport.trialOffer },
  ];
}
