import type { Route } from "./+types/author";

export const meta: Route.MetaFunction = () => [{ title: "Author | Droids" }];

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Author</h1>
    </section>
  );
}
