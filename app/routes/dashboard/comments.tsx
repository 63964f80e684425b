import { Form, Link } from "react-router";
import { formatLongDate } from "#app/platform/dates.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { loadModeration, moderationAction } from "#app/features/dashboard/moderation.handlers.server.ts";
import { useAdminFeed } from "#app/features/feed/components/admin-feed.tsx";
import type { Route } from "./+types/comments";
import { Badge } from "#app/ui/badge.tsx";

export const handle = { title: "Comments" };

export const loader = (args: Route.LoaderArgs) => loadModeration(args);

export const action = (args: Route.ActionArgs) => moderationAction(args);

export default function CommentsModeration({ loaderData, actionData }: Route.ComponentProps) {
  // New rows appear without reload (the admin feed).
  const answer = useAdminFeed(actionData);
  const { comments } = loaderData;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">The newest 50 comments on every post. Hidden comments disappear from the post page.</p>
      {answer ? <FormStatus result={answer} politeErrors /> : null}
      {comments.length === 0 ? <p className="text-muted-foreground">No comments yet.</p> : null}
      <ul className="grid gap-3">
        {comments.map((comment) => (
          <li key={comment.id} className={`rounded-xl border p-4 ${comment.status === "hidden" ? "bg-muted/50" : ""}`}>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold">{comment.authorName}</span>
              <span className="text-muted-foreground">
                {comment.reply ? "replied on" : "on"}{" "}
                <Link to={`/blog/${comment.post.slug}`} className="underline underline-offset-4">
                  {comment.post.title}
                </Link>
              </span>
              <span className="text-xs text-muted-foreground">{formatLongDate(comment.createdAt)}</span>
              {comment.status === "hidden" ? <Badge>Hidden</Badge> : null}
              <Form method="post" preventScrollReset className="ml-auto">
                <input type="hidden" name="commentId" value={comment.id} />
                <button
                  type="submit"
                  name="intent"
                  value={comment.status === "hidden" ? "show" : "hide"}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  {comment.status === "hidden" ? "Show" : "Hide"}
                </button>
              </Form>
            </div>
            <p className="mt-2 whitespace-pre-line break-words">{comment.content}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
