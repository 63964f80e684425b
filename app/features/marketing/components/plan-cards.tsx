import { href } from "#app/platform/http/href.ts";
import type * as React from "react";
import { cn } from "#app/ui/cn.ts";
import { Check } from "lucide-react";
import { planDialogTexts, plans, type Plan } from "#app/content/plans.ts";
import { isPlainClick } from "#app/ui/is-plain-click.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { Card } from "#app/ui/card.tsx";
import { Badge } from "#app/ui/badge.tsx";

/** Where a plan's button leads without JavaScript: the sign-up page, or the demo request page for sales. */
export const planHref = (plan: Plan) => (plan.action === "contact-sales" ? href("/demo") : href("/sign-up"));

export type PlanCardsProps = {
  /** Plain clicks on a plan's button call this instead of following the link. */
  onChoose?: (plan: Plan) => void;
  /** Called when the visitor reaches for a plan's button (to fetch what it opens). */
  onPreload?: (plan: Plan) => void;
  /** The heading level of the plan names (h3 in the dialog, h2 on the page). */
  headingLevel?: "h2" | "h3";
};

/**
 * The three plans (Starter, Pro, Enterprise) and the trial notes under them:
 * the Choose Your Plan dialog and the /pricing page show the same cards.
 * Each button is a link (sign-up, or demo for Enterprise) that `onChoose`
 * may take over.
 */
export function PlanCards({ onChoose, onPreload, headingLevel = "h3" }: PlanCardsProps) {
  return (
    <>
      <ul className="grid gap-4 pt-2 md:grid-cols-3 md:gap-5" aria-label="Plans">
        {plans.map((plan) => (
          <li key={plan.name} className="flex">
            <PlanCard plan={plan} onChoose={onChoose} onPreload={onPreload} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>

      <div className="border-t pt-5">
        <ul className="mx-auto flex w-fit flex-col gap-x-6 gap-y-2 text-sm text-muted-foreground sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
          {planDialogTexts.footer.map((text) => (
            <li key={text} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function PlanCard({ plan, onChoose, onPreload, headingLevel: Heading }: PlanCardsProps & { plan: Plan; headingLevel: "h2" | "h3" }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  const preload = onPreload ? () => onPreload(plan) : undefined;
  const choose = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!onChoose || !isPlainClick(event)) return;
    event.preventDefault();
    onChoose(plan);
  };
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      padding="lg"
      shadow={plan.popular ? "none" : "sm"}
      className={cn("relative flex w-full flex-col", plan.popular && "border-primary shadow-lg shadow-indigo-600/10 ring-1 ring-primary md:-my-2 md:py-8")}
    >
      {plan.popular ? (
        <Badge tone="brand" size="lg" className="absolute -top-3 left-1/2 -translate-x-1/2">
          {planDialogTexts.popularBadge}
        </Badge>
      ) : null}
      <Heading id={headingId} className="text-lg font-semibold tracking-tight">
        {plan.name}
      </Heading>
      <p className="mt-1.5 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
        <span className="text-sm text-muted-foreground">/{plan.period}</span>
      </p>
      <a
        href={planHref(plan)}
        onClick={choose}
        onPointerEnter={preload}
        onFocus={preload}
        aria-describedby={headingId}
        className={cn(
          buttonVariants({ size: "lg", variant: plan.popular ? "default" : "outline" }),
          "mt-6 w-full",
          plan.popular && "bg-linear-to-r from-indigo-600 to-violet-600 hover:from-indigo-600/90 hover:to-violet-600/90",
        )}
      >
        {plan.action === "contact-sales" ? planDialogTexts.contactSales : planDialogTexts.getStarted}
      </a>
      <ul className="mt-6 grid gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
