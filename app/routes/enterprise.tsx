import type { Route } from "./+types/enterprise";

export const meta: Route.MetaFunction = () => [{ title: "Enterprise-Grade AI Employees | Droids" }];

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Enterprise-Grade AI Employees</h1>
    </section>
  );
}
