import { useSearchParams } from "react-router";
import { CommunityGallery } from "../../features/marketing/components/gallery/community-gallery.tsx";
import { integrationGlyphs } from "../../features/marketing/components/gallery/integration-glyphs.server.ts";
import { Hero } from "../../features/marketing/components/hero.tsx";
import { limits } from "../../features/leads/lead-form-contract.ts";
import { PromptBoxProvider } from "../../features/marketing/components/hero-prompt.tsx";
import { site } from "../../content/site.ts";
import { templates } from "../../content/templates.ts";
import { pickExample } from "../../content/examples.ts";
import { pageMeta } from "../../platform/http/page-meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: site.headline, description: site.description, path: "/" });

// Runs at build time for the prerendered page (and on the server for /?…):
// the templates travel in the HTML, not in the page's JavaScript.
// /?lucky=1 (the Lucky button before the scripts run) renders with a random
// example instruction in the box.
export const loader = async ({ request }: Route.LoaderArgs) => ({
  templates,
  glyphs: await integrationGlyphs(),
  lucky: new URL(request.url).searchParams.has("lucky") ? pickExample().prompt : null,
});

// The catalogue is the same for every URL: filtering (?category=) happens in
// place, so search-param changes need no new data.
export const shouldRevalidate = () => false;

export default function Home({ loaderData }: Route.ComponentProps) {
  // /?prompt=… (a template chosen on /view-all, or a shared link) starts with
  // that prompt in the box, also when the page is rendered without JavaScript.
  const [searchParams] = useSearchParams();
  const initialPrompt = loaderData.lucky ?? (searchParams.get("prompt") ?? "").slice(0, limits.prompt);
  return (
    <PromptBoxProvider initialPrompt={initialPrompt}>
      <Hero />
      <CommunityGallery templates={loaderData.templates} glyphs={loaderData.glyphs} />
    </PromptBoxProvider>
  );
}
