import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";
import { publicUrlOf } from "./public-url.ts";

/** A page's share card drawn at build time (app/content/share-card-pages.ts names them). */
export const builtShareCard = (page: string) => `/og/${page}.png`;

export interface PageMeta {
  /** The page's own title; " | Droids" is added. */
  title: string;
  description: string;
  /** The page's path, e.g. "/enterprise". */
  path: string;
  /** An image for link previews, 1200 × 630 (a path on this site: a file of public/, a built share card, a post's stored one). */
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
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: `${siteUrl}${image}` },
  ];
}

/**
 * The address of a page reached by a mailed link carries a token: requests
 * from the page name the site's origin only, never the address. (Not
 * no-referrer: a form posted without JavaScript would then say
 * "Origin: null", which the server refuses.)
 */
export const tokenReferrer: MetaDescriptor = { name: "referrer", content: "strict-origin" };

/** A mailed link's page (confirm, status, unsubscribe, booking): its title, never indexed, `tokenReferrer`. */
export const tokenPageMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | ${site.productName}` },
  { name: "robots", content: "noindex" },
  tokenReferrer,
];
