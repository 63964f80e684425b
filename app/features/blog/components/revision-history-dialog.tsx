import { useEffect, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { formatDateTime } from "#app/platform/dates.ts";
import { href } from "#app/platform/http/href.ts";
import { Button } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/ui/dialog.tsx";
import type { FormResult } from "#app/ui/form-result.ts";
import { notifyAnswer } from "#app/ui/toaster.tsx";
import { useReturnFocus } from "#app/ui/use-return-focus.ts";
import type { DiffLine, RevisionDiff, RevisionEntry } from "#app/features/blog/revision-entry.ts";
import { revisionsTexts, type RevisionFieldName } from "#app/features/blog/revisions-texts.ts";

export type RevisionHistoryDialogProps = {
  /** The post's slug: its revisions are at /blog/{slug}/revisions. */
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const when = (date: Date | string) => formatDateTime(date, { seconds: true });

/** What a history entry's save changed: "Title, Content (+12 −3 lines)", or what kind of version it is. */
function summary(entry: RevisionEntry) {
  if (entry.kind === "original") return revisionsTexts.original;
  if (!entry.changes) return revisionsTexts.created;
  const { fields, added, removed } = entry.changes;
  if (fields.length === 0) return revisionsTexts.noChanges;
  const names = fields.map((field) => revisionsTexts.fields[field as RevisionFieldName] ?? field).join(", ");
  return fields.includes("content") ? `${names} ${revisionsTexts.lines(added, removed)}` : names;
}

/**
 * The editor's History dialog: the post's revisions (who, when, what
 * changed), newest first; choosing one shows it against the current text,
 * line by line, with "Restore this revision". The revisions and the diff
 * come from the server (no diff code in the browser). Load it lazily
 * through `<RevisionHistoryButton>`.
 */
export function RevisionHistoryDialog({ slug, open, onOpenChange }: RevisionHistoryDialogProps) {
  const returnFocus = useReturnFocus(open);
  const list = useFetcher<{ revisions: RevisionEntry[] | null }>();
  const diff = useFetcher<{ diff: RevisionDiff | null }>();
  const restore = useFetcher<FormResult>();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  const { load } = list;

  // Fresh each time it opens: a save since may have added one.
  useEffect(() => {
    if (open) void load(href("/blog/:slug/revisions", { slug }));
  }, [open, load, slug]);

  const answer = restore.state === "idle" ? restore.data : undefined;
  useEffect(() => {
    if (!answer) return;
    void notifyAnswer(answer);
    if (!answer.ok) return;
    onOpenChange(false);
    // The editor's page again: it starts over from the restored post.
    void navigate(href("/blog/:slug/edit", { slug }), { replace: true });
  }, [answer, onOpenChange, navigate, slug]);

  function choose(id: string) {
    setChosen(id);
    void diff.load(href("/blog/:slug/revisions/:id", { slug, id }));
  }

  const revisions = list.data?.revisions;
  const shown = diff.data?.diff && diff.data.diff.revision.id === chosen ? diff.data.diff : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="5xl" onCloseAutoFocus={returnFocus} className="max-h-[90dvh] grid-rows-[auto_minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>{revisionsTexts.title}</DialogTitle>
          <DialogDescription>{revisionsTexts.description}</DialogDescription>
        </DialogHeader>
        <div className="grid min-h-0 gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
          <section aria-labelledby="revision-list-heading" className="min-h-0 overflow-y-auto">
            <h3 id="revision-list-heading" className="sr-only">
              {revisionsTexts.versions}
            </h3>
            {revisions === undefined ? (
              <p className="text-sm text-muted-foreground">{revisionsTexts.loading}</p>
            ) : revisions === null ? (
              <p className="text-sm text-destructive">{revisionsTexts.unavailable}</p>
            ) : revisions.length === 0 ? (
              <p className="text-sm text-muted-foreground">{revisionsTexts.empty}</p>
            ) : (
              <ol className="grid gap-2">
                {revisions.map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      aria-pressed={entry.id === chosen}
                      onClick={() => choose(entry.id)}
                      className={cn(
                        "grid w-full gap-0.5 rounded-md border px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                        entry.id === chosen && "border-primary bg-accent",
                      )}
                    >
                      <span className="font-medium">{when(entry.createdAt)}</span>
                      {entry.savedByName ? <span className="text-muted-foreground">{revisionsTexts.by(entry.savedByName)}</span> : null}
                      {entry.restoredFrom ? <span>{revisionsTexts.restoredFrom(when(entry.restoredFrom))}</span> : null}
                      <span>{summary(entry)}</span>
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-live="polite" aria-busy={diff.state === "loading"} className="min-h-0 overflow-y-auto">
            {shown ? (
              <RevisionDiffView
                diff={shown}
                restoring={restore.state !== "idle"}
                onRestore={() =>
                  void restore.submit({ intent: "restore" }, { method: "post", action: href("/blog/:slug/revisions/:id", { slug, id: shown.revision.id }) })
                }
              />
            ) : null}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A revision against the current text, each differing field as lines, with the restore button. */
function RevisionDiffView({ diff, restoring, onRestore }: { diff: RevisionDiff; restoring: boolean; onRestore: () => void }) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold">{revisionsTexts.diffTitle(when(diff.revision.createdAt))}</h3>
        <Button type="button" onClick={onRestore} disabled={restoring || diff.fields.length === 0}>
          {restoring ? revisionsTexts.restoring : revisionsTexts.restore}
        </Button>
      </div>
      {diff.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{revisionsTexts.sameAsCurrent}</p>
      ) : (
        <>
          <p className="flex flex-wrap gap-4 text-sm text-muted-foreground">
            <span>
              <span aria-hidden="true">− </span>
              {revisionsTexts.legend.removed}
            </span>
            <span>
              <span aria-hidden="true">+ </span>
              {revisionsTexts.legend.added}
            </span>
          </p>
          {diff.fields.map(({ field, lines }) => (
            <section key={field} aria-label={revisionsTexts.fields[field]} className="grid gap-1">
              <h4 className="text-sm font-semibold">{revisionsTexts.fields[field]}</h4>
              {lines ? (
                <ol className="overflow-x-auto rounded-md border font-mono text-sm" data-testid={`diff-${field}`}>
                  {lines.map((line, index) => (
                    <DiffRow key={index} line={line} />
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-muted-foreground">{revisionsTexts.tooDifferent}</p>
              )}
            </section>
          ))}
        </>
      )}
    </div>
  );
}

/** One line: its sign and (for screen readers) which side it is from, not colour alone. */
function DiffRow({ line }: { line: DiffLine }) {
  if (line.kind === "skip") return <li className="bg-muted/50 px-3 py-1 text-muted-foreground italic">{revisionsTexts.unchanged(line.lines)}</li>;
  const sign = line.kind === "added" ? "+" : line.kind === "removed" ? "−" : " ";
  return (
    <li
      data-kind={line.kind}
      className={cn(
        "flex gap-2 px-3 whitespace-pre-wrap",
        line.kind === "added" && "bg-emerald-50 text-emerald-950",
        line.kind === "removed" && "bg-red-50 text-red-950",
      )}
    >
      <span aria-hidden="true" className="w-3 shrink-0 select-none">
        {sign}
      </span>
      {line.kind !== "same" ? <span className="sr-only">{line.kind === "added" ? revisionsTexts.legend.added : revisionsTexts.legend.removed}: </span> : null}
      <span>{line.text || " "}</span>
    </li>
  );
}

export default RevisionHistoryDialog;
