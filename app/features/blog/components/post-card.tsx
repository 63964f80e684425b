import { Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { blogTexts } from "#app/features/blog/blog-texts.ts";
import type { PostCardData } from "#app/features/blog/post-card-data.ts";
import { Card } from "#app/ui/card.tsx";
import { Badge } from "#app/ui/badge.tsx";
import { PostCover } from "./post-cover.tsx";
import { Avatar } from "./avatar.tsx";

/** A post's tags as small pills. */
export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className ?? ""}`} aria-label="Tags">
      {tags.map((tag) => (
        <Badge as="li" key={tag} tone="tag" size="md">
          {tag}
        </Badge>
      ))}
    </ul>
  );
}

/**
 * One post as a card: cover, tags (`tagCount` of them), title
 * linking to the post, excerpt, author name and read time.
 */
export function PostCard({
  post,
  tagCount,
  headingLevel = 3,
  linked = true,
}: {
  post: PostCardData;
  tagCount: number;
  headingLevel?: 2 | 3;
  /** False for the editor's live preview (the post has no page yet). */
  linked?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" padding="none" className="group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      {post.coverImage ? <PostCover src={post.coverImage} sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw" /> : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <TagList tags={post.tags.slice(0, tagCount)} />
        <Heading className="text-lg leading-snug font-semibold tracking-tight">
          {linked ? (
            <Link to={href("/blog/:slug", { slug: post.slug })} className="after:absolute after:inset-0 hover:text-primary">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </Heading>
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <div className="mt-auto flex items-center gap-2.5 pt-2 text-sm">
          <Avatar src={post.author.avatar} name={post.author.name} size={28} />
          <span className="font-medium">{post.author.name}</span>
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          <span className="whitespace-nowrap text-muted-foreground">{blogTexts.minRead(post.readTime)}</span>
        </div>
      </div>
    </Card>
  );
}
