import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog-create";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Create New Post",
    description: "Write a new article for the Droids blog.",
    path: "/blog/create",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Create New Post</h1>
    </section>
  );
}
