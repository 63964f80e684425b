import { describe, expect, it } from "vitest";
import { rssXml } from "./rss.server.ts";

describe("rssXml", () => {
  it("lists items with escaped titles, links, dates, authors and categories", () => {
    const xml = rssXml("https://droids.example", [
      {
        slug: "a-b",
        title: "R&D <fast>",
        excerpt: "Fast & safe",
        tags: ["AI", "Q&A"],
        publishedAt: new Date("2026-11-12T09:00:00Z"),
        author: { name: "Maya" },
      },
    ]);
    expect(xml).toContain("<title>R&amp;D &lt;fast&gt;</title>");
    expect(xml).toContain("<link>https://droids.example/blog/a-b</link>");
    expect(xml).toContain("<pubDate>Thu, 12 Nov 2026 09:00:00 GMT</pubDate>");
    expect(xml).toContain("<dc:creator>Maya</dc:creator>");
    expect(xml).toContain("<category>Q&amp;A</category>");
    expect(xml).toContain('<atom:link href="https://droids.example/blog/rss.xml" rel="self" type="application/rss+xml"/>');
  });
});
