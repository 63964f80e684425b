import { useReturnFocus } from "#app/ui/use-return-focus.ts";
import { waitlistTexts } from "#app/features/leads/waitlist/waitlist-texts.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/ui/dialog.tsx";
import { WaitlistForm } from "./waitlist-form.tsx";

export type WaitlistDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The visitor's instruction, sent with the entry when non-blank. */
  prompt?: string;
};

/**
 * The Join the Waitlist dialog. Load it lazily through
 * `useWaitlistDialog()` in `lazy-lead-dialogs.tsx`, so Radix Dialog stays out
 * of a page's first-load JavaScript.
 */
export function WaitlistDialog({ open, onOpenChange, prompt }: WaitlistDialogProps) {
  const close = () => onOpenChange(false);
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus} size="md">
        <DialogHeader>
          <DialogTitle>{waitlistTexts.title}</DialogTitle>
          <DialogDescription>{waitlistTexts.subtitle}</DialogDescription>
        </DialogHeader>
        <WaitlistForm prompt={prompt} onSuccess={close} onCancel={close} />
      </DialogContent>
    </Dialog>
  );
}

export default WaitlistDialog;
