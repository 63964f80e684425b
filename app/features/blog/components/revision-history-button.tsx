import { History } from "lucide-react";
import { Button } from "#app/ui/button.tsx";
import { lazyDialog, useLazyDialog } from "#app/ui/lazy-dialog.tsx";
import { revisionsTexts } from "#app/features/blog/revisions-texts.ts";
import type { RevisionHistoryDialogProps } from "./revision-history-dialog.tsx";

// The dialog (and its diff view) is fetched on first use; without its code the editor simply stays.
const historyDialog = lazyDialog<RevisionHistoryDialogProps>(
  () => import("./revision-history-dialog.tsx"),
  () => null,
);

/** The editor's History button: opens the post's revisions (a post being edited only). */
export function RevisionHistoryButton({ slug }: { slug: string }) {
  const history = useLazyDialog(historyDialog);
  return (
    <>
      <Button type="button" variant="outline" aria-haspopup="dialog" onClick={() => history.open()} onPointerEnter={history.preload} onFocus={history.preload}>
        <History aria-hidden="true" className="size-4" />
        {revisionsTexts.history}
      </Button>
      {history.dialog({ slug, open: history.isOpen, onOpenChange: history.onOpenChange })}
    </>
  );
}
