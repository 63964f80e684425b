import type { HeadersFunction } from "react-router";
import { passOnHeaders } from "./pass-on-headers.ts";

/**
 * Pages that are the same for every anonymous visitor say so with
 * `Cache-Control: public`: the server keeps them (server/page-cache.ts),
 * and a CDN in front may too, for a minute, revalidating by ETag. Our own
 * servers drop kept pages on every write; a CDN shows a change a minute
 * late at most (docs/decisions/0021-kept-pages.md). Answers to a visitor
 * with a session or visitor cookie are marked private by the server.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";

/** A route's `headers` export for a page that is the same for every anonymous visitor. */
export const publicPageHeaders: HeadersFunction = (args) => {
  const headers = new Headers(passOnHeaders(args));
  headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  return headers;
};
