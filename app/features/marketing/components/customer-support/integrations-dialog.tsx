import { useRef } from "react";
import type { IntegrationCategory } from "#app/content/integrations.ts";
import { useReturnFocus } from "#app/ui/use-return-focus.ts";
import { Button } from "#app/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/ui/dialog.tsx";
import { IntegrationDirectory } from "./integration-directory.tsx";

export type IntegrationsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: IntegrationCategory[];
  /** "14-day free trial, no setup fees, cancel anytime". */
  trialOffer: string;
  /** Called once this dialog has closed, to open the waitlist dialog. */
  onJoinWaitlist: () => void;
};

/**
 * All integrations by category, with a way into the waitlist (the customer
 * support page's View All Integrations and Start Your Free Trial Today).
 * Loaded lazily through `useIntegrationsDialog()`.
 */
export function IntegrationsDialog({ open, onOpenChange, categories, trialOffer, onJoinWaitlist }: IntegrationsDialogProps) {
  const returnFocus = useReturnFocus(open);
  // The waitlist opens after this dialog has closed and given focus back to
  // its opener, so closing the waitlist returns there too.
  const next = useRef<(() => void) | null>(null);
  const toolCount = categories.reduce((count, category) => count + category.tools.length, 0);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="3xl"
        onCloseAutoFocus={(event) => {
          returnFocus(event);
          const then = next.current;
          next.current = null;
          then?.();
        }}
      >
        <DialogHeader>
          <DialogTitle>All Integrations</DialogTitle>
          <DialogDescription>
            Droids connect to {toolCount} tools across {categories.length} categories. Need one that isn't listed? Enterprise plans include custom integrations.
          </DialogDescription>
        </DialogHeader>
        <IntegrationDirectory categories={categories} />
        <DialogFooter justify="between" className="items-center border-t pt-5">
          <p className="text-center text-sm text-muted-foreground sm:text-left">
            <span className="font-semibold text-foreground">{trialOffer}.</span> We're opening access in waves.
          </p>
          <Button
            size="lg"
            shape="pill"
            onClick={() => {
              next.current = onJoinWaitlist;
              onOpenChange(false);
            }}
          >
            Join the Waitlist
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export default IntegrationsDialog;
