import { Link, redirect } from "react-router";
import { getAuthorProfile } from "#app/features/blog/blog.server.ts";
import { TAGS_ON } from "#app/features/blog/blog-constants.ts";
import { blogTexts } from "#app/features/blog/blog-texts.ts";
import { formatLongDate } from "#app/platform/dates.ts";
import { SocialLinks } from "#app/features/blog/components/author-links.tsx";
import { TagList } from "#app/features/blog/components/post-card.tsx";
import { Avatar } from "#app/features/blog/components/avatar.tsx";
import { appContext } from "#app/platform/app-context.server.ts";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import { publicPageHeaders } from "#app/platform/http/public-pages.ts";
import type { Route } from "./+types/author";
import { Card } from "#app/ui/card.tsx";
import { PostCover } from "#app/features/blog/components/post-cover.tsx";
import { Badge } from "#app/ui/badge.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.id) throw redirect("/blog");
  const { db } = context.get(appContext);
  const profile = await getAuthorProfile(db, params.id);
  if (!profile) throw redirect("/blog");
  return profile;
}

/** The same for every anonymous visitor: kept once rendered. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  data
    ? pageMeta(matches, {
        title: data.author.name,
        description: `${data.author.title}. ${data.author.bio}`.slice(0, 300),
        path: `/author/${data.author.id}`,
        type: "website",
      })
    : [{ title: "Author | Droids" }];

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, articles, minutes } = loaderData;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/blog" className="text-sm font-medium text-muted-foreground hover:text-foreground">
        ← {blogTexts.backToBlog}
      </Link>
      <header className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-start">
        <Avatar src={author.avatar} name={author.name} size={96} />
        <div className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{author.name}</h1>
          <p className="font-medium text-muted-foreground">{author.title}</p>
          <p className="max-w-2xl leading-7">{author.bio}</p>
          <SocialLinks author={author} name={author.name} />
          <dl className="mt-2 flex gap-8">
            <div>
              <dt className="text-sm text-muted-foreground">{articles.length === 1 ? "Article" : "Articles"}</dt>
              <dd className="text-2xl font-semibold" data-testid="article-count">
                {articles.length}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Minutes</dt>
              <dd className="text-2xl font-semibold" data-testid="minutes">
                {minutes}
              </dd>
            </div>
          </dl>
        </div>
      </header>

      <section aria-labelledby="articles-heading" className="mt-12">
        <h2 id="articles-heading" className="text-2xl font-semibold tracking-tight">
          Articles by {author.name}
        </h2>
        {articles.length === 0 ? (
          <p className="mt-6 text-muted-foreground">No articles published yet.</p>
        ) : (
          <ol className="mt-6 grid gap-6">
            {articles.map((article) => (
              <li key={article.id}>
                <Card as="article" padding="sm" shadow="none" className="relative flex flex-col gap-5 sm:flex-row">
                  {article.coverImage ? (
                    <PostCover src={article.coverImage} sizes="(min-width: 640px) 224px, calc(100vw - 4rem)" className="rounded-xl sm:w-56" />
                  ) : null}
                  <div className="grid content-start gap-2">
                    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      {article.publishedAt ? <time dateTime={new Date(article.publishedAt).toISOString()}>{formatLongDate(article.publishedAt)}</time> : null}
                      <span aria-hidden="true">·</span>
                      {blogTexts.minRead(article.readTime)}
                      {article.featured ? <Badge tone="highlight">Featured</Badge> : null}
                    </p>
                    <h3 className="text-lg font-semibold tracking-tight">
                      <Link to={`/blog/${article.slug}`} className="after:absolute after:inset-0 hover:text-primary">
                        {article.title}
                      </Link>
                    </h3>
                    <p className="text-sm text-muted-foreground">{article.excerpt}</p>
                    <TagList tags={article.tags.slice(0, TAGS_ON.author)} />
                  </div>
                </Card>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
