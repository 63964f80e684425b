import { href } from "react-router";
import { prerenderedPaths } from "#app/content/prerendered-pages.ts";
import { escapeXml } from "#app/platform/text/escape.ts";

/** Every public page a search engine should know, as paths. */
export function publicPaths(): string[] {
  return [...prerenderedPaths, href("/blog")];
}

/** A page, with when it last changed when known (blog posts). */
export type SitemapEntry = string | { path: string; lastmod?: Date | null };

/** sitemap.xml for the given site address. */
export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const { path, lastmod } = typeof entry === "string" ? { path: entry, lastmod: null } : entry;
    const loc = `<loc>${escapeXml(`${baseUrl}${path === "/" ? "/" : path}`)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the workspace and API may not. */
export function robotsTxt(baseUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /dashboard", "Disallow: /api/", "", `Sitemap: ${baseUrl}/sitemap.xml`, ""].join("\n");
}
