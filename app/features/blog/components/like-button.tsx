import { useFetcher } from "react-router";
import type { LikeAnswer } from "#app/features/blog/comment-texts.ts";
import { Heart } from "lucide-react";

/**
 * The like button: one like per visitor, stored; pressing again
 * takes it back. Shows the new count at once and the server's once it
 * answers, and why when the server refused a like (`refused`: the answer
 * to a like sent without JavaScript, as the page shows it after).
 */
export function LikeButton({ count, liked, refused }: { count: number; liked: boolean; refused?: string }) {
  const fetcher = useFetcher<LikeAnswer>();
  const answer = fetcher.data?.intent === "like" ? fetcher.data : null;
  const pending = fetcher.state !== "idle";
  // While sending, the opposite of what it shows now.
  const shownLiked = pending ? !(answer?.liked ?? liked) : (answer?.liked ?? liked);
  const base = answer ?? { count, liked };
  const shownCount = pending ? base.count + (base.liked ? -1 : 1) : base.count;
  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="like" />
      <button
        type="submit"
        aria-pressed={shownLiked}
        className={`inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors ${
          shownLiked ? "border-rose-200 bg-rose-50 text-rose-700" : "bg-background text-muted-foreground hover:bg-accent hover:text-foreground"
        }`}
      >
        <Heart className={`size-4 ${shownLiked ? "fill-current" : ""}`} />
        <span className="sr-only">Like this post, </span>
        <span data-testid="like-count">{shownCount}</span>
        <span className="sr-only">{shownCount === 1 ? " like" : " likes"}</span>
      </button>
      <p role="status" className="mt-2 text-sm text-muted-foreground empty:hidden">
        {pending ? null : answer ? answer.refused : refused}
      </p>
    </fetcher.Form>
  );
}
