import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [{ title: "Privacy Policy | Droids" }];

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Privacy Policy</h1>
    </section>
  );
}
