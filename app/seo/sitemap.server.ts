import { prerenderedPaths } from "../content/site.ts";

/** Every public page a search engine should know, as paths. */
export function publicPaths(): string[] {
  return [...prerenderedPaths, "/blog"];
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/** sitemap.xml for the given site address. */
export function sitemapXml(baseUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${baseUrl}${path === "/" ? "/" : path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the workspace and API may not. */
export function robotsTxt(baseUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /dashboard", "Disallow: /api/", "", `Sitemap: ${baseUrl}/sitemap.xml`, ""].join("\n");
}
