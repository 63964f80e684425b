import { useRef } from "react";
import { planDialogTexts, type Plan } from "#app/content/plans.ts";
import { useReturnFocus } from "#app/ui/use-return-focus.ts";
import { openAuthDialog } from "#app/features/accounts/surface.ts";
import { useDemoDialog } from "#app/features/leads/surface.ts";
import { PlanCards } from "./plan-cards.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/ui/dialog.tsx";

export type PlanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The Choose Your Plan dialog: Starter, Pro and Enterprise (the cards of
 * /pricing). Get Started leads to the header's sign-up dialog; Contact Sales
 * to the demo dialog. Load it lazily through `<PricingButton>`
 * (plan-dialog-trigger.tsx).
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
          size="5xl"
        >
          <DialogHeader align="center">
            <DialogTitle size="xl">{planDialogTexts.title}</DialogTitle>
            <DialogDescription size="base">{planDialogTexts.subtitle}</DialogDescription>
          </DialogHeader>

          <PlanCards onChoose={choose} onPreload={(plan) => (plan.action === "contact-sales" ? demo.preload() : undefined)} />
        </DialogContent>
      </Dialog>
      {demo.dialog}
    </>
  );
}

export default PlanDialog;
