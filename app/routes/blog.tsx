import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Blog",
    description: "Articles on automating business work with AI agents: guides, case studies and product news from the Droids team.",
    path: "/blog",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Blog</h1>
    </section>
  );
}
