import { withIconData } from "#app/ui/icon-drawing.server.ts";
import { IndustryPage } from "#app/features/marketing/components/industry/industry-page.tsx";
import { customerSupport } from "#app/content/customer-support.ts";
import type { IndustryPageData } from "#app/content/industries/types.ts";
import { featuredIntegrations, integrationCategories } from "#app/content/integrations.ts";
import { builtShareCard, pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/customer-support";

/**
 * The page's data file and integrations. The page is prerendered, so this
 * runs at build time and the data travels in the HTML, not in the JavaScript
 * bundle.
 */
export async function loader(): Promise<IndustryPageData> {
  return {
    ...customerSupport,
    features: { ...customerSupport.features, items: await withIconData(customerSupport.features.items) },
    integrations: { ...customerSupport.integrations, categories: integrationCategories, featured: featuredIntegrations },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.meta.title,
        description: loaderData.meta.description,
        path: "/customer-support",
        image: builtShareCard("customer-support"),
      })
    : [];

export default function CustomerSupportRoute({ loaderData }: Route.ComponentProps) {
  return <IndustryPage data={loaderData} />;
}
