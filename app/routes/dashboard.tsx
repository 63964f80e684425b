import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Dashboard",
    description: "Your Droids workspace.",
    path: "/dashboard",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Dashboard</h1>
    </section>
  );
}
