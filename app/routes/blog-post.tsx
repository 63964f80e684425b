import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = () => [{ title: "Blog post | Droids" }];

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Blog post</h1>
    </section>
  );
}
