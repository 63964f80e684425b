import { href } from "#app/platform/http/href.ts";
import { lazyDialog, useLazyDialog } from "#app/ui/lazy-dialog.tsx";
import type { PlanDialogProps } from "./plan-dialog.tsx";

const planDialogTrigger = "Pricing";

// Without its code (offline, a new deploy), the plans show as a page instead.
const planDialog = lazyDialog<PlanDialogProps>(
  () => import("./plan-dialog.tsx"),
  ({ open }) => (open ? href("/pricing") : null),
);

/**
 * The header's Pricing link: /pricing (the plans as a page) without
 * JavaScript or when asked for a new tab; a plain click opens the Choose Your
 * Plan dialog in place, whose code is fetched on first use (kept out of every
 * page's first load).
 */
export function PricingButton({ className }: { className: string }) {
  const plans = useLazyDialog(planDialog);
  return (
    <>
      <a href={href("/pricing")} aria-haspopup="dialog" {...plans.linkProps()} className={className}>
        {planDialogTrigger}
      </a>
      {plans.dialog({ open: plans.isOpen, onOpenChange: plans.onOpenChange })}
    </>
  );
}
