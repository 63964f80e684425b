import type { Route } from "./+types/rss.xml";
import { listPublishedPosts } from "#app/features/blog/blog.server.ts";
import { appContext } from "#app/platform/app-context.server.ts";
import { rssXml } from "#app/features/blog/rss.server.ts";

/** /blog/rss.xml: the published posts, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const posts = await listPublishedPosts(db);
  return new Response(rssXml(config.publicUrl, posts), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
