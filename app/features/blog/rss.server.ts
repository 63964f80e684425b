import { site } from "#app/content/site.ts";
import { escapeXml } from "#app/platform/text/escape.ts";

export interface FeedItem {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  publishedAt: Date | null;
  author: { name: string };
}

/** RSS 2.0 of the published posts, newest first. */
export function rssXml(baseUrl: string, items: FeedItem[]): string {
  const entries = items.map((item) => {
    const link = `${baseUrl}/blog/${item.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(item.excerpt)}</description>`,
      `      <dc:creator>${escapeXml(item.author.name)}</dc:creator>`,
      ...(item.publishedAt ? [`      <pubDate>${item.publishedAt.toUTCString()}</pubDate>`] : []),
      ...item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${site.productName} Blog`)}</title>`,
    `    <link>${escapeXml(`${baseUrl}/blog`)}</link>`,
    `    <description>Guides, case studies and product news on automating business work with AI agents.</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(`${baseUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0]?.publishedAt ? [`    <lastBuildDate>${items[0].publishedAt.toUTCString()}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
