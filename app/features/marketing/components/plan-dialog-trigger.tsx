import { lazy, Suspense, useEffect, useState } from "react";
import type * as React from "react";
import { clsx } from "clsx";
import { isPlainClick } from "../../../ui/is-plain-click.ts";
import type { PlanDialogProps } from "./plan-dialog.tsx";

type PlanDialogModule = { default: React.ComponentType<PlanDialogProps> };

const planDialogTrigger = "Pricing";

/**
 * If the dialog's code cannot be fetched (offline, or a new deploy removed
 * the old chunk), show the plans as a page instead.
 */
function ShowPricingPage({ open }: PlanDialogProps) {
  useEffect(() => {
    if (open) window.location.assign("/pricing");
  }, [open]);
  return null;
}

let loading: Promise<PlanDialogModule> | undefined;
const loadPlanDialog = () =>
  (loading ??= import("./plan-dialog.tsx").catch((): PlanDialogModule => ({ default: ShowPricingPage })));
const preloadPlanDialog = () => void loadPlanDialog();
const LazyPlanDialog = lazy(loadPlanDialog);

/**
 * The header's Pricing link: /pricing (the plans as a page) without
 * JavaScript or when asked for a new tab; a plain click opens the Choose Your
 * Plan dialog in place, whose code is fetched on first use (kept out of every
 * page's first load).
 */
export function PricingButton({ display = "inline-flex", className }: { display?: string; className?: string }) {
  const [state, setState] = useState({ mounted: false, open: false });
  return (
    <>
      <a
        href="/pricing"
        aria-haspopup="dialog"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setState({ mounted: true, open: true });
        }}
        onPointerEnter={preloadPlanDialog}
        onFocus={preloadPlanDialog}
        className={clsx(
          display,
          "h-9 items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground sm:px-3 transition-colors hover:bg-accent hover:text-accent-foreground",
          className,
        )}
      >
        {planDialogTrigger}
      </a>
      {state.mounted ? (
        <Suspense fallback={null}>
          <LazyPlanDialog open={state.open} onOpenChange={(open) => setState({ mounted: true, open })} />
        </Suspense>
      ) : null}
    </>
  );
}
