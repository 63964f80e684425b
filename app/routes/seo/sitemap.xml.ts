import type { Route } from "./+types/sitemap.xml";
import { listAuthorsWithPosts, listPublishedPosts } from "#app/features/blog/blog.server.ts";
import { appContext } from "#app/platform/app-context.server.ts";
import { publicPaths, sitemapXml } from "#app/features/marketing/sitemap.server.ts";

/** The public pages, every published post and every author with one. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const [posts, authorIds] = await Promise.all([listPublishedPosts(db), listAuthorsWithPosts(db)]);
  const entries = [
    ...publicPaths(),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt })),
    ...authorIds.map((id) => `/author/${id}`),
  ];
  return new Response(sitemapXml(config.publicUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
