import { describe, expect, it } from "vitest";
import { publicPaths, robotsTxt, sitemapXml } from "./sitemap.server.ts";

describe("sitemap", () => {
  it("lists every public route", () => {
    const paths = publicPaths();
    for (const path of [
      "/",
      "/view-all",
      "/privacy",
      "/terms",
      "/enterprise",
      "/pricing",
      "/blog",
      "/real-estate",
      "/healthcare",
      "/marketing",
      "/sales",
      "/hr",
      "/finance",
      "/productivity",
      "/accounting",
      "/customer-support",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain("/dashboard");
  });

  it("writes absolute, escaped URLs", () => {
    const xml = sitemapXml("https://droids.example", ["/", "/blog", "/a&b"]);
    expect(xml).toContain("<loc>https://droids.example/</loc>");
    expect(xml).toContain("<loc>https://droids.example/blog</loc>");
    expect(xml).toContain("<loc>https://droids.example/a&amp;b</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("points robots.txt at the sitemap and keeps crawlers out of the workspace and API", () => {
    const robots = robotsTxt("https://droids.example");
    expect(robots).toContain("Sitemap: https://droids.example/sitemap.xml");
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain("Disallow: /api/");
  });
});
