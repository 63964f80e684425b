import { demoTexts } from "#app/features/leads/demo/demo-texts.ts";
import { useReturnFocus } from "#app/ui/use-return-focus.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/ui/dialog.tsx";
import { DemoForm } from "./demo-form.tsx";

export type DemoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The visitor's instruction, sent with the request when non-blank. */
  prompt?: string;
};

/**
 * The Schedule a Demo dialog. Load it lazily through
 * `useDemoDialog()` or `<DemoDialogLink>` in `lazy-lead-dialogs.tsx`, so Radix
 * Dialog and Select stay out of a page's first-load JavaScript.
 */
export function DemoDialog({ open, onOpenChange, prompt }: DemoDialogProps) {
  const close = () => onOpenChange(false);
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus} size="xl">
        <DialogHeader>
          <DialogTitle>{demoTexts.title}</DialogTitle>
          <DialogDescription>{demoTexts.subtitle}</DialogDescription>
        </DialogHeader>
        <DemoForm prompt={prompt} onSuccess={close} onCancel={close} />
      </DialogContent>
    </Dialog>
  );
}

export default DemoDialog;
