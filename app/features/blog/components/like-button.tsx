import { useFetcher } from "react-router";
import type { LikeAnswer } from "../comment-texts.ts";
import { Icon } from "../../../ui/icon.tsx";

const heart =
  "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5";

/**
 * The like button: one like per visitor, stored; pressing again
 * takes it back. Shows the new count at once and the server's once it answers.
 */
export function LikeButton({ count, liked }: { count: number; liked: boolean }) {
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
        <Icon path={heart} className={`size-4 ${shownLiked ? "fill-current" : ""}`} />
        <span className="sr-only">Like this post, </span>
        <span data-testid="like-count">{shownCount}</span>
        <span className="sr-only">{shownCount === 1 ? " like" : " likes"}</span>
      </button>
    </fetcher.Form>
  );
}
