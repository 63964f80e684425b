import { withIconPaths } from "../../features/marketing/components/industry/icon-paths.ts";
import { CustomerSupportPage, type CustomerSupportPageData } from "../../features/marketing/components/customer-support/customer-support-page.tsx";
import { customerSupport } from "../../content/customer-support.ts";
import { featuredIntegrations, integrationCategories } from "../../content/integrations.ts";
import { pageMeta } from "../../platform/http/page-meta.ts";
import type { Route } from "./+types/customer-support";

/**
 * The page's copy and integrations. The page is prerendered, so this runs at
 * build time and the data travels in the HTML, not in the JavaScript bundle.
 */
export function loader(): CustomerSupportPageData {
  return {
    content: {
      ...customerSupport,
      channels: { ...customerSupport.channels, items: withIconPaths(customerSupport.channels.items) },
    },
    integrations: { categories: integrationCategories, featured: featuredIntegrations },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.content.meta.title, description: loaderData.content.meta.description, path: "/customer-support" })
    : [];

export default function CustomerSupportRoute({ loaderData }: Route.ComponentProps) {
  return <CustomerSupportPage data={loaderData} />;
}
