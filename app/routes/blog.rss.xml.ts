import { listPublishedPosts } from "../blog/blog.server.ts";
import { getConfig } from "../config.server.ts";
import { getDatabase } from "../db/client.server.ts";
import { rssXml } from "../seo/rss.server.ts";

/** /blog/rss.xml: the published posts, newest first. */
export async function loader() {
  const { db } = await getDatabase();
  const posts = await listPublishedPosts(db);
  return new Response(rssXml(getConfig().publicUrl, posts), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
