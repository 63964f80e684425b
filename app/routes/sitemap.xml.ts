import { getConfig } from "../config.server.ts";
import { publicPaths, sitemapXml } from "../seo/sitemap.server.ts";

export function loader() {
  return new Response(sitemapXml(getConfig().publicUrl, publicPaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
