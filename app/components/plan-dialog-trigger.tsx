import { lazy, Suspense, useEffect, useState } from "react";
import type * as React from "react";
import { clsx } from "clsx";
import { useHydrated } from "../hooks/use-hydrated.ts";
import type { PlanDialogProps } from "./plan-dialog.tsx";

type PlanDialogModule = { default: React.ComponentType<PlanDialogProps> };

const planDialogTrigger = "Pricing";

/**
 * If the dialog's code cannot be fetched (offline, or a new deploy removed
 * the old chunk), reload the page: it then comes with the current chunks.
 */
function ReloadInstead({ open }: PlanDialogProps) {
  useEffect(() => {
    if (open) window.location.reload();
  }, [open]);
  return null;
}

let loading: Promise<PlanDialogModule> | undefined;
const loadPlanDialog = () =>
  (loading ??= import("./plan-dialog.tsx").catch((): PlanDialogModule => ({ default: ReloadInstead })));
const preloadPlanDialog = () => void loadPlanDialog();
const LazyPlanDialog = lazy(loadPlanDialog);

/**
 * The header's Pricing button: opens the Choose Your Plan dialog, whose code
 * is fetched on first use (kept out of every page's first load).
 *
 * The plans exist only as a dialog, so without JavaScript there is nothing
 * for the button to open: it stays invisible (keeping its place, so nothing
 * moves on hydration) until React runs.
 */
export function PricingButton({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState({ mounted: false, open: false });
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setState({ mounted: true, open: true })}
        onPointerEnter={preloadPlanDialog}
        onFocus={preloadPlanDialog}
        disabled={!hydrated}
        className={clsx(
          "inline-flex h-9 items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground sm:px-3 transition-colors hover:bg-accent hover:text-accent-foreground",
          !hydrated && "invisible",
          className,
        )}
      >
        {planDialogTrigger}
      </button>
      {state.mounted ? (
        <Suspense fallback={null}>
          <LazyPlanDialog open={state.open} onOpenChange={(open) => setState({ mounted: true, open })} />
        </Suspense>
      ) : null}
    </>
  );
}
