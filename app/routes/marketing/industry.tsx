import { data } from "react-router";
import { withIconData } from "#app/ui/icon-drawing.server.ts";
import { IndustryPage } from "#app/features/marketing/components/industry/industry-page.tsx";
import { loadIndustryContent } from "#app/content/industries/load-industry.ts";
import type { IndustryPageData } from "#app/content/industries/types.ts";
import { industrySlugs, type IndustrySlug } from "#app/content/site.ts";
import { builtShareCard, pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/industry";

const isIndustrySlug = (value: string): value is IndustrySlug => (industrySlugs as readonly string[]).includes(value);

/**
 * The page's own data file, picked by the matched path (`/real-estate` …).
 * The pages are prerendered, so this runs at build time and the data travels
 * in the HTML (and a `.data` file for client navigation), never in the
 * JavaScript bundle.
 */
export async function loader({ pattern }: Route.LoaderArgs): Promise<IndustryPageData> {
  const slug = pattern.replace(/^\/|\/$/g, "");
  if (!isIndustrySlug(slug)) throw data(null, { status: 404 });
  const content = await loadIndustryContent(slug);
  return { ...content, features: { ...content.features, items: await withIconData(content.features.items) } };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.meta.title,
        description: loaderData.meta.description,
        path: `/${loaderData.slug}`,
        image: builtShareCard(loaderData.slug),
      })
    : [];

export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  return <IndustryPage data={loaderData} />;
}
