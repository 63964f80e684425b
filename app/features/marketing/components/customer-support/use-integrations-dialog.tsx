import { href } from "#app/platform/http/href.ts";
import { lazyDialog, useLazyDialog } from "#app/ui/lazy-dialog.tsx";
import type { IntegrationsDialogProps } from "./integrations-dialog.tsx";

/** Where the page lists the integrations for visitors without JavaScript (the buttons' href). */
export const integrationsAnchor = "all-integrations";

// Without its code (offline, a new deploy), go to the waitlist page, where the dialog would have led.
const integrationsDialog = lazyDialog<IntegrationsDialogProps>(
  () => import("./integrations-dialog.tsx"),
  ({ open }) => (open ? href("/waitlist") : null),
);

/**
 * The integrations dialog, loaded on first use (Radix Dialog stays out of the
 * page's first load): `{ open(), preload, dialog }`.
 */
export function useIntegrationsDialog(props: Omit<IntegrationsDialogProps, "open" | "onOpenChange">) {
  const dialog = useLazyDialog(integrationsDialog);
  return {
    open: () => dialog.open(),
    preload: dialog.preload,
    dialog: dialog.dialog({ ...props, open: dialog.isOpen, onOpenChange: dialog.onOpenChange }),
  };
}
