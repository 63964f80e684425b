import type { Route } from "./+types/industry";

export const meta: Route.MetaFunction = () => [{ title: "Industry | Droids" }];

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Industry</h1>
    </section>
  );
}
