import type { Route } from "./+types/view-all";

export const meta: Route.MetaFunction = () => [{ title: "Shared Droids | Droids" }];

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Shared Droids</h1>
    </section>
  );
}
