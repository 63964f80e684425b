import { useSearchParams } from "react-router";
import { CommunityGallery } from "#app/features/marketing/components/gallery/community-gallery.tsx";
import { Hero } from "#app/features/marketing/components/hero.tsx";
import { limits } from "#app/features/leads/lead-form-contract.ts";
import { PromptBoxProvider } from "#app/features/marketing/components/hero-prompt.tsx";
import { site } from "#app/content/site.ts";
import { templates } from "#app/content/templates.ts";
import { categoryFromSlug, galleryView } from "#app/content/template-gallery.ts";
import { pickExample } from "#app/content/examples.ts";
import { builtShareCard, pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: site.headline, description: site.description, path: "/", image: builtShareCard("home") });

// Runs at build time for the prerendered page (and on the server for /?…).
// Its data is only the gallery's first cards, for the ?category= asked for:
// the rest of the catalogue is what the HTML does not show, and the gallery
// loads it when the visitor reaches for the filter (the data is parsed and
// hydrated on every visit; 30 templates made the page's hydration the
// longest of the site).
// /?lucky=1 (the Lucky button before the scripts run) renders with a random
// example instruction in the box.
export const loader = ({ request }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const category = categoryFromSlug(url.searchParams.get("category"));
  return {
    firstCards: { category, templates: galleryView(templates, { category }).visible },
    lucky: url.searchParams.has("lucky") ? pickExample().prompt : null,
  };
};

// Filtering (?category=) happens in place, from the catalogue the gallery
// loads, so search-param changes need no new data.
export const shouldRevalidate = () => false;

export default function Home({ loaderData }: Route.ComponentProps) {
  // /?prompt=… (a template chosen on /view-all, or a shared link) starts with
  // that prompt in the box, also when the page is rendered without JavaScript.
  const [searchParams] = useSearchParams();
  const initialPrompt = loaderData.lucky ?? (searchParams.get("prompt") ?? "").slice(0, limits.prompt);
  return (
    <PromptBoxProvider initialPrompt={initialPrompt}>
      <Hero />
      <CommunityGallery firstCards={loaderData.firstCards} />
    </PromptBoxProvider>
  );
}
