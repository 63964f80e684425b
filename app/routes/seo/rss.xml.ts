import { listPublishedPosts } from "../../features/blog/blog.server.ts";
import { getConfig } from "../../platform/config.server.ts";
import { getDatabase } from "../../platform/db/client.server.ts";
import { rssXml } from "../../features/blog/rss.server.ts";

/** /blog/rss.xml: the published posts, newest first. */
export async function loader() {
  const { db } = await getDatabase();
  const posts = await listPublishedPosts(db);
  return new Response(rssXml(getConfig().publicUrl, posts), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
