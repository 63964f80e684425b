import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { IntegrationsDialogProps } from "./integrations-dialog.tsx";

/** Where the page lists the integrations for visitors without JavaScript (the buttons' href). */
export const integrationsAnchor = "all-integrations";

type DialogModule = { default: ComponentType<IntegrationsDialogProps> };

/**
 * If the dialog's code cannot be loaded (offline, a new deploy removed the
 * chunk), go to the waitlist page, where the dialog would have led.
 */
function OpenWaitlistInstead({ open }: IntegrationsDialogProps) {
  useEffect(() => {
    if (open) window.location.assign("/waitlist");
  }, [open]);
  return null;
}

let loading: Promise<DialogModule> | undefined;
const loadOnce = () =>
  (loading ??= import("./integrations-dialog.tsx").catch((): DialogModule => ({ default: OpenWaitlistInstead })));
const LazyIntegrationsDialog = lazy(loadOnce);

/**
 * The integrations dialog, loaded on first use (Radix Dialog stays out of the
 * page's first load): `{ open(), close(), preload, dialog }`.
 */
export function useIntegrationsDialog(props: Omit<IntegrationsDialogProps, "open" | "onOpenChange">) {
  const [state, setState] = useState({ mounted: false, open: false });
  const open = useCallback(() => setState({ mounted: true, open: true }), []);
  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  const dialog = state.mounted ? (
    <Suspense fallback={null}>
      <LazyIntegrationsDialog {...props} open={state.open} onOpenChange={onOpenChange} />
    </Suspense>
  ) : null;
  return { open, preload: () => void loadOnce(), dialog };
}
