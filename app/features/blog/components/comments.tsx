import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { formatLongDate } from "#app/platform/dates.ts";
import { href } from "#app/platform/http/href.ts";
import { commentLimits, commentTexts, type CommentView } from "#app/features/blog/comment-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { useFormSubmission } from "#app/ui/use-form-submission.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { useProofOfWork } from "#app/ui/use-proof-of-work.ts";
import { Honeypot, FormStatus } from "#app/ui/form-feedback.tsx";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { Card } from "#app/ui/card.tsx";

type Comment = Omit<CommentView, "createdAt"> & { createdAt: Date | string };

/**
 * The comment form: Your name, Share your thoughts (4 rows),
 * Post Comment. Both must be non-blank; the answer is a toast (inline without
 * JavaScript) and the fields clear on success. With JavaScript it solves a
 * proof-of-work challenge invisibly from its first focus and posts the
 * solution (docs/decisions/0053-proof-of-work.md).
 */
function CommentForm({ parent, result, onDone }: { parent?: Comment; result?: FormResult; onDone?: () => void }) {
  const id = useId();
  const hydrated = useHydrated();
  const submission = useFormSubmission<FormResult>({
    check: (values) => (values.authorName?.trim() && values.content?.trim() ? null : commentTexts.missing),
    onSuccess: () => onDone?.(),
  });
  const { fetcher, formRef } = submission;
  const proofOfWork = useProofOfWork(submission);
  const busy = submission.busy || proofOfWork.solving;
  const pageResult = fetcher.data ? undefined : result;
  const sent = pageResult && !pageResult.ok ? pageResult.values : undefined;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      preventScrollReset
      noValidate={hydrated}
      onSubmit={proofOfWork.onSubmit}
      onFocus={proofOfWork.onFocus}
      className="relative grid gap-4"
    >
      {pageResult ? <FormStatus result={pageResult} /> : null}
      <input type="hidden" name="intent" value="comment" />
      {parent ? <input type="hidden" name="parentId" value={parent.id} /> : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{commentTexts.name}</Label>
        <Input id={`${id}-name`} name="authorName" required maxLength={commentLimits.name} autoComplete="name" defaultValue={sent?.authorName} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-content`}>{commentTexts.content}</Label>
        <Textarea id={`${id}-content`} name="content" rows={4} required maxLength={commentLimits.content} defaultValue={sent?.content} />
      </div>
      <Honeypot />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? commentTexts.submitting : commentTexts.submit}
        </Button>
        {parent && onDone ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            {commentTexts.cancelReply}
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

function ModerateButton({ comment }: { comment: Comment }) {
  const fetcher = useFetcher();
  return (
    // One way to hide a comment: the dashboard's moderation action (the post's loaders revalidate after it).
    <fetcher.Form method="post" action={href("/dashboard/comments")} preventScrollReset>
      <input type="hidden" name="intent" value={comment.hidden ? "show" : "hide"} />
      <input type="hidden" name="commentId" value={comment.id} />
      <button type="submit" className="text-xs font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
        {comment.hidden ? commentTexts.show : commentTexts.hide}
      </button>
    </fetcher.Form>
  );
}

function CommentBody({ comment, admin }: { comment: Comment; admin: boolean }) {
  return (
    <div className={comment.hidden ? "opacity-60" : undefined}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{comment.authorName}</span>
        <time dateTime={new Date(comment.createdAt).toISOString()} className="text-xs text-muted-foreground">
          {formatLongDate(comment.createdAt)}
        </time>
        {comment.hidden ? <span className="rounded bg-muted px-1.5 text-xs font-medium">{commentTexts.hiddenBadge}</span> : null}
        {admin ? <ModerateButton comment={comment} /> : null}
      </div>
      {/* Plain text: whatever was typed shows as typed. */}
      <p className="mt-1.5 leading-7 whitespace-pre-line break-words">{comment.content}</p>
    </div>
  );
}

/** Comments: the count, the form, and the list with one level of replies. */
export function CommentsSection({
  comments,
  count,
  admin,
  result,
}: {
  comments: Comment[];
  count: number;
  admin: boolean;
  /** The comment action's answer when the page was posted without JavaScript. */
  result?: FormResult;
}) {
  const [replyTo, setReplyTo] = useState<string | null>(null);
  return (
    <section aria-labelledby="comments-heading" className="mt-16">
      <h2 id="comments-heading" className="text-2xl font-semibold tracking-tight">
        {commentTexts.heading(count)}
      </h2>
      <Card shadow="none" className="mt-6 sm:p-6">
        <CommentForm result={result} />
      </Card>
      {comments.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{commentTexts.none}</p>
      ) : (
        <ol className="mt-8 grid gap-6">
          {comments.map((comment) => (
            <Card as="li" key={comment.id} shadow="none">
              <CommentBody comment={comment} admin={admin} />
              {replyTo === comment.id ? (
                <div className="mt-4 border-t pt-4">
                  <p className="mb-3 text-sm text-muted-foreground">{commentTexts.replyingTo(comment.authorName)}</p>
                  <CommentForm parent={comment} onDone={() => setReplyTo(null)} />
                </div>
              ) : (
                <button
                  type="button"
                  onClick={() => setReplyTo(comment.id)}
                  aria-label={`${commentTexts.reply} to ${comment.authorName}`}
                  // Without JavaScript it could not open the form: hidden then (`scripting: none`).
                  className="mt-3 text-sm font-medium text-primary underline-offset-4 noscript:hidden hover:underline"
                >
                  {commentTexts.reply}
                </button>
              )}
              {comment.replies.length > 0 ? (
                <ol className="mt-4 grid gap-4 border-l-2 pl-5" aria-label={`Replies to ${comment.authorName}`}>
                  {comment.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentBody comment={{ ...reply, replies: [] }} admin={admin} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </Card>
          ))}
        </ol>
      )}
    </section>
  );
}
