import { Form, Link } from "react-router";
import { listFeaturedPosts, listPublishedPosts, listTags } from "#app/features/blog/blog.server.ts";
import { TAGS_ON } from "#app/features/blog/blog-constants.ts";
import { blogTexts } from "#app/features/blog/blog-texts.ts";
import { PostCard } from "#app/features/blog/components/post-card.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { appContext } from "#app/platform/app-context.server.ts";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import { publicPageHeaders } from "#app/platform/http/public-pages.ts";
import type { Route } from "./+types/post-list";

/** The same for every anonymous visitor: kept once rendered. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: blogTexts.title, description: blogTexts.description, path: "/blog" });

export const links: Route.LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: "Droids Blog", href: "/blog/rss.xml" }];

/** Search and tag live in the address (?q=, ?tag=): shareable, and they work without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const tag = (params.get("tag") ?? "").trim().slice(0, 40);
  const { db } = context.get(appContext);
  const filtering = Boolean(q || tag);
  const [tags, featured, list] = await Promise.all([listTags(db), filtering ? Promise.resolve([]) : listFeaturedPosts(db), listPublishedPosts(db, { q, tag })]);
  return { q, tag, tags: tags.map((entry) => entry.tag), featured, posts: list };
}

/** The address of the list with this search and tag. */
function listHref(q: string, tag: string) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tag) params.set("tag", tag);
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { q, tag, tags, featured, posts } = loaderData;
  const heading = q && tag ? `Results for “${q}” in ${tag}` : q ? `Results for “${q}”` : tag ? `Posts tagged ${tag}` : blogTexts.allPosts;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">{blogTexts.title}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{blogTexts.subtitle}</p>
        </div>
        <Link to="/blog/create" className={buttonVariants()}>
          {blogTexts.writePost}
        </Link>
      </header>

      <Form method="get" action="/blog" role="search" className="mt-8 flex gap-2">
        <label htmlFor="blog-search" className="sr-only">
          {blogTexts.searchLabel}
        </label>
        <input
          id="blog-search"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          maxLength={200}
          placeholder={blogTexts.searchPlaceholder}
          className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 md:text-sm"
        />
        {tag ? <input type="hidden" name="tag" value={tag} /> : null}
        <button type="submit" className={buttonVariants({ variant: "outline" })}>
          {blogTexts.searchSubmit}
        </button>
      </Form>

      <nav aria-label="Filter by tag" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {["", ...tags].map((name) => {
            const active = name === tag;
            return (
              <li key={name || "all"}>
                <Link
                  to={listHref(q, name)}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={
                    active
                      ? "inline-flex h-8 items-center rounded-full bg-primary px-3.5 text-sm font-medium text-primary-foreground"
                      : "inline-flex h-8 items-center rounded-full border bg-background px-3.5 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground"
                  }
                >
                  {name || blogTexts.allPosts}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {featured.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mt-10">
          <h2 id="featured-heading" className="text-2xl font-semibold tracking-tight">
            {blogTexts.featured}
          </h2>
          <div className="mt-5 grid gap-6 md:grid-cols-2">
            {featured.map((post) => (
              <PostCard key={post.id} post={post} tagCount={TAGS_ON.featured} />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="posts-heading" className="mt-12">
        <h2 id="posts-heading" className="text-2xl font-semibold tracking-tight">
          {heading}
        </h2>
        {posts.length === 0 ? (
          <p className="mt-6 rounded-2xl border border-dashed p-10 text-center text-muted-foreground">{blogTexts.empty}</p>
        ) : (
          <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} tagCount={TAGS_ON.list} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
