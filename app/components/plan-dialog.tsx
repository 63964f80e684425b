import { useRef } from "react";
import { CheckIcon } from "lucide-react";
import { planDialogTexts, plans, type Plan } from "../content/plans.ts";
import { useReturnFocus } from "../hooks/use-return-focus.ts";
import { cn } from "../lib/utils.ts";
import { openAuthDialog } from "../auth/open-auth-dialog.ts";
import { useDemoDialog } from "./lead-forms/lazy-lead-dialogs.tsx";
import { Badge } from "./ui/badge.tsx";
import { Button } from "./ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog.tsx";

export type PlanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The Choose Your Plan dialog (spec §2, §3): Starter, Pro and Enterprise.
 * Get Started leads to the header's sign-up dialog; Contact Sales to the demo
 * dialog. Load it lazily through `<PricingButton>` (plan-dialog-trigger.tsx).
 */
export function PlanDialog({ open, onOpenChange }: PlanDialogProps) {
  const demo = useDemoDialog();
  const returnFocus = useReturnFocus(open);
  // The dialog a plan's button leads to opens once this one has closed and
  // given focus back, so the next one returns focus to the same place.
  const next = useRef<(() => void) | null>(null);

  function choose(plan: Plan) {
    next.current = plan.action === "contact-sales" ? () => demo.open() : () => openAuthDialog("sign-up");
    onOpenChange(false);
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            returnFocus(event);
            const action = next.current;
            next.current = null;
            action?.();
          }}
          className="gap-6 p-5 sm:max-w-5xl sm:p-8"
        >
          <DialogHeader className="sm:px-0 sm:pr-0 sm:text-center">
            <DialogTitle className="text-2xl sm:text-3xl">{planDialogTexts.title}</DialogTitle>
            <DialogDescription className="text-base">{planDialogTexts.subtitle}</DialogDescription>
          </DialogHeader>

          <ul className="grid gap-4 pt-2 md:grid-cols-3 md:gap-5" aria-label="Plans">
            {plans.map((plan) => (
              <li key={plan.name} className="flex">
                <PlanCard plan={plan} onChoose={() => choose(plan)} onPreload={plan.action === "contact-sales" ? demo.preload : undefined} />
              </li>
            ))}
          </ul>

          <div className="border-t pt-5">
            <ul className="mx-auto flex w-fit flex-col gap-x-6 gap-y-2 text-sm text-muted-foreground sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
              {planDialogTexts.footer.map((text) => (
                <li key={text} className="flex items-center gap-2">
                  <CheckIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </DialogContent>
      </Dialog>
      {demo.dialog}
    </>
  );
}

function PlanCard({ plan, onChoose, onPreload }: { plan: Plan; onChoose: () => void; onPreload?: () => void }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex w-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm",
        plan.popular && "border-primary shadow-lg shadow-indigo-600/10 ring-1 ring-primary md:-my-2 md:py-8",
      )}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-linear-to-r from-indigo-600 to-violet-600 px-3 py-1 shadow-sm">
          {planDialogTexts.popularBadge}
        </Badge>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold tracking-tight">
        {plan.name}
      </h3>
      <p className="mt-1.5 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
        <span className="text-sm text-muted-foreground">/{plan.period}</span>
      </p>
      <Button
        type="button"
        size="lg"
        variant={plan.popular ? "default" : "outline"}
        onClick={onChoose}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        aria-describedby={headingId}
        className={cn(
          "mt-6 w-full",
          plan.popular && "bg-linear-to-r from-indigo-600 to-violet-600 hover:from-indigo-600/90 hover:to-violet-600/90",
        )}
      >
        {plan.action === "contact-sales" ? planDialogTexts.contactSales : planDialogTexts.getStarted}
      </Button>
      <ul className="mt-6 grid gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

export default PlanDialog;
