import type { Route } from "./+types/blog-create";

export const meta: Route.MetaFunction = () => [{ title: "Create New Post | Droids" }];

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Create New Post</h1>
    </section>
  );
}
