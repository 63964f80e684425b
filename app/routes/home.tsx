import { Hero } from "../components/hero.tsx";
import { PromptBoxProvider } from "../components/hero-prompt.tsx";
import { site } from "../content/site.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: `${site.productName} | ${site.headline}` },
  { name: "description", content: site.description },
];

export default function Home() {
  return (
    <PromptBoxProvider>
      <Hero />
    </PromptBoxProvider>
  );
}
