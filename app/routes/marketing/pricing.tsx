import { PlanCards } from "#app/features/marketing/components/plan-cards.tsx";
import { planDialogTexts } from "#app/content/plans.ts";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: planDialogTexts.title, description: planDialogTexts.subtitle, path: "/pricing" });

/** The plans as a page (prerendered): the header's Pricing link leads here without JavaScript. */
export default function PricingPage() {
  return (
    <section aria-labelledby="pricing-title" className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16">
      <header className="text-center">
        <h1 id="pricing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {planDialogTexts.title}
        </h1>
        <p className="mt-3 text-base text-muted-foreground">{planDialogTexts.subtitle}</p>
      </header>
      <PlanCards headingLevel="h2" />
    </section>
  );
}
