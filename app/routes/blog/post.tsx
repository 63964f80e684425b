import { Link } from "react-router";
import { blogTexts } from "#app/features/blog/blog-texts.ts";
import { formatLongDate } from "#app/platform/dates.ts";
import { loadPostPage, postPageAction } from "#app/features/blog/post-page.handlers.server.ts";
import { SocialLinks } from "#app/features/blog/components/author-links.tsx";
import { CommentsSection } from "#app/features/blog/components/comments.tsx";
import { LikeButton } from "#app/features/blog/components/like-button.tsx";
import { MarkdownBody, POST_COLUMN_SIZES } from "#app/ui/markdown-body.tsx";
import { PostCover } from "#app/features/blog/components/post-cover.tsx";
import { LocalDateTime } from "#app/ui/local-date-time.tsx";
import { PostCard, TagList } from "#app/features/blog/components/post-card.tsx";
import { Avatar } from "#app/features/blog/components/avatar.tsx";
import { ShareButton } from "#app/features/blog/components/share-button.tsx";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { Route } from "./+types/post";
import { publicPageHeaders } from "#app/platform/http/public-pages.ts";

export const loader = (args: Route.LoaderArgs) => loadPostPage(args);

export const action = (args: Route.ActionArgs) => postPageAction(args);

/** Its forms (like, comment, reply, moderation) change this post's kept page only. */
export const handle = { server: { keptPages: "page" } } satisfies ServerRouteHandle;

/**
 * The same for every anonymous visitor, so kept once rendered; Retry-After
 * and cookies set by the action reach the page too (forms work without JavaScript).
 */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [{ title: "Blog | Droids" }];
  const { post, author, url, shareCard } = data;
  return [
    ...pageMeta(matches, { title: post.title, description: post.excerpt, path: `/blog/${post.slug}`, type: "article", image: shareCard ?? undefined }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        ...(post.coverImage ? { image: new URL(post.coverImage, url).toString() } : {}),
        datePublished: post.publishedAt ? new Date(post.publishedAt).toISOString() : undefined,
        dateModified: new Date(post.updatedAt).toISOString(),
        author: { "@type": "Person", name: author.name, url: new URL(`/author/${author.id}`, url).toString() },
        keywords: post.tags.join(", "),
        mainEntityOfPage: url,
      },
    },
  ];
};

export default function BlogPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { post, blocks, author, likes, comments, commentCount, related, admin, canEdit } = loaderData;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <div className="flex items-center justify-between gap-4">
        <Link to="/blog" className="text-sm font-medium text-muted-foreground hover:text-foreground">
          ← {blogTexts.backToBlog}
        </Link>
        {canEdit ? (
          <Link to={`/blog/${post.slug}/edit`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Edit post
          </Link>
        ) : null}
      </div>
      {post.status === "draft" ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{blogTexts.draftNotice}</p>
      ) : post.status === "scheduled" && post.scheduledAt ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {blogTexts.scheduledNotice} <LocalDateTime date={post.scheduledAt} />.
        </p>
      ) : null}
      {post.coverImage ? <PostCover src={post.coverImage} sizes={POST_COLUMN_SIZES} first className="mt-6 rounded-2xl" /> : null}
      <header className="mt-8">
        <TagList tags={post.tags} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{post.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 border-y py-4">
          <Link to={`/author/${author.id}`} className="flex items-center gap-3 font-medium hover:text-primary">
            <Avatar src={author.avatar} name={author.name} size={40} />
            {author.name}
          </Link>
          <span className="text-sm text-muted-foreground">
            {post.publishedAt ? <time dateTime={new Date(post.publishedAt).toISOString()}>{formatLongDate(post.publishedAt)}</time> : "Not published"}
            {" · "}
            {blogTexts.minRead(post.readTime)}
          </span>
          <div className="flex gap-2 sm:ml-auto">
            <LikeButton count={likes.count} liked={likes.liked} refused={actionData?.intent === "like" ? actionData.refused : undefined} />
            <ShareButton title={post.title} excerpt={post.excerpt} />
          </div>
        </div>
      </header>

      <MarkdownBody blocks={blocks} className="mt-4 text-base text-foreground/90" />

      <aside aria-label="About the author" className="mt-14 flex flex-col gap-4 rounded-2xl border bg-muted/40 p-6 sm:flex-row">
        <Avatar src={author.avatar} name={author.name} size={64} />
        <div className="grid gap-2">
          <p className="font-semibold">
            <Link to={`/author/${author.id}`} className="hover:text-primary">
              {author.name}
            </Link>
          </p>
          <p className="text-sm text-muted-foreground">{author.title}</p>
          <p className="text-sm leading-6">{author.bio}</p>
          <SocialLinks author={author} name={author.name} />
        </div>
      </aside>

      <CommentsSection comments={comments} count={commentCount} admin={admin} result={actionData?.intent === "comment" ? actionData : undefined} />

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="text-2xl font-semibold tracking-tight">
            {blogTexts.related}
          </h2>
          <div className="mt-5 grid gap-6 md:grid-cols-3">
            {related.map((card) => (
              <PostCard key={card.id} post={card} tagCount={0} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
