import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";
import { publicUrlOf } from "./public-url.ts";

export interface PageMeta {
  /** The page's own title; " | Droids" is added. */
  title: string;
  description: string;
  /** The page's path, e.g. "/enterprise". */
  path: string;
  /** An image for link previews (a path under public/). */
  image?: string;
  type?: "website" | "article";
}

/**
 * Title, description, canonical link and Open Graph tags for one page; the
 * absolute URLs start with the public address the root loader gives `matches`.
 */
export function pageMeta(
  matches: Parameters<typeof publicUrlOf>[0],
  { title, description, path, image = "/og-image.png", type = "website" }: PageMeta,
): MetaDescriptor[] {
  const siteUrl = publicUrlOf(matches);
  const fullTitle = path === "/" ? `${site.productName} — ${title}` : `${title} | ${site.productName}`;
  const url = `${siteUrl}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${siteUrl}${image}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
