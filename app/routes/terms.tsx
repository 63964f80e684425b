import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => [{ title: "Terms of Service | Droids" }];

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Terms of Service</h1>
    </section>
  );
}
