import type { Route } from "./+types/customer-support";

export const meta: Route.MetaFunction = () => [{ title: "Customer Support | Droids" }];

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Customer Support</h1>
    </section>
  );
}
