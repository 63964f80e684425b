import { cn } from "#app/ui/cn.ts";
import { enterprisePlans, enterprisePlansSection } from "#app/content/enterprise.ts";
import { EnterpriseDemoLink } from "./enterprise-demo-link.tsx";
import { Check } from "lucide-react";
import { Card } from "#app/ui/card.tsx";

/** The Team and Enterprise plans of /enterprise: no prices, a call to action each. */
export function EnterprisePlans() {
  return (
    <section id="plans" aria-labelledby="enterprise-plans-title" className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="enterprise-plans-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {enterprisePlansSection.title}
        </h2>
        <p className="mt-4 text-base leading-7 text-balance text-muted-foreground sm:text-lg">{enterprisePlansSection.description}</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {enterprisePlans.map((plan) => {
          const headingId = `enterprise-plan-${plan.name.toLowerCase()}`;
          return (
            <li key={plan.name} className="flex">
              <Card
                as="article"
                aria-labelledby={headingId}
                padding="lg"
                shadow={plan.featured ? "none" : "sm"}
                className={cn(
                  "relative flex w-full flex-col overflow-hidden sm:p-8",
                  plan.featured && "border-primary/60 shadow-lg shadow-indigo-600/10 ring-1 ring-primary/40",
                )}
              >
                {plan.featured ? (
                  <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600" />
                ) : null}
                <h3 id={headingId} className="text-xl font-semibold tracking-tight">
                  {plan.name}
                </h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{plan.description}</p>
                <p className="mt-6 text-3xl font-bold tracking-tight">{plan.pricing}</p>
                <ul className="mt-6 grid flex-1 content-start gap-3 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" strokeWidth={2.5} />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <EnterpriseDemoLink variant={plan.featured ? "primary" : "outline"} className="mt-8 w-full">
                  {plan.cta}
                </EnterpriseDemoLink>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
