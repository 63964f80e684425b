import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { abortedOnLeave, sendResponse, toFetchRequest } from "./fetch-bridge.ts";
import { REFERRAL_COOKIE } from "#app/features/leads/referral-cookie.ts";
import { brotli, brotliQuality, gzip, inlineScriptHashes, MIN_COMPRESS_BYTES, type Representations, representations, sendRepresentation } from "./representations.ts";

/**
 * Rendered pages that are the same for every anonymous visitor (a post, the
 * blog list, an author page: routes that answer `Cache-Control: public`),
 * kept in memory once rendered and compressed, and answered before the
 * Express app like the built files. Any write empties it: a form or API
 * request that changes something on this server, and PostgreSQL's
 * `pages_changed` notification for writes made through another server
 * (server/main.ts). See docs/decisions/0021-kept-pages.md.
 */

export interface PageCacheOptions {
  /** How long a page is kept at most, however quiet the database is. */
  ttlMs?: number;
  /** How many pages are kept (least recently answered go first). */
  maxEntries?: number;
  now?: () => number;
}

interface KeptPage {
  representations: Representations;
  keptAt: number;
}

/** What answers to a personal request say where the route said public: no shared cache keeps them. */
export const PERSONAL_CACHE_CONTROL = "private, no-cache";

/**
 * Whether a request carries something that may make its page personal:
 * credentials, or any cookie but the referral code (which no page shows),
 * such as the session (signed in) or the visitor id (liked).
 */
export function isPersonalRequest(req: IncomingMessage): boolean {
  if (req.headers.authorization) return true;
  const cookie = req.headers.cookie;
  if (!cookie) return false;
  return cookie.split(";").some((pair) => {
    const name = pair.split("=", 1)[0]?.trim();
    return Boolean(name) && name !== REFERRAL_COOKIE;
  });
}

/** Requests a kept page may answer: GET or HEAD, not personal. */
export function isCacheableRequest(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !isPersonalRequest(req);
}

/** Whether an answer may be kept: a 200 marked public that sets no cookie and varies only by encoding. */
export function isPublicResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!/\bpublic\b/.test(response.headers.get("cache-control") ?? "")) return false;
  if (response.headers.has("set-cookie")) return false;
  const vary = response.headers.get("vary");
  return !vary || vary.split(",").every((name) => name.trim().toLowerCase() === "accept-encoding");
}

export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Goes up with each invalidation: a page rendered across one is not kept. */
  private generation = 0;

  constructor({ ttlMs = 60_000, maxEntries = 200, now = Date.now }: PageCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get size() {
    return this.pages.size;
  }

  /** Answers a cacheable request from a kept page and returns true, or returns false. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isCacheableRequest(req)) return false;
    const key = req.url ?? "/";
    const page = this.pages.get(key);
    if (!page) return false;
    if (this.now() - page.keptAt > this.ttlMs) {
      this.pages.delete(key);
      return false;
    }
    // Most recently answered last: the first key is the one to drop when full.
    this.pages.delete(key);
    this.pages.set(key, page);
    sendRepresentation(req, res, page.representations);
    return true;
  }

  /** The generation to pass to `keep` for a page about to be rendered. */
  begin(): number {
    return this.generation;
  }

  /** Keeps a page rendered since `begin()` returned `generation`, unless a write came in between. */
  keep(key: string, generation: number, page: Representations) {
    if (generation !== this.generation) return;
    this.pages.delete(key);
    this.pages.set(key, { representations: page, keptAt: this.now() });
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value as string);
  }

  /** Drops every kept page: something they show may have changed. */
  invalidate() {
    this.generation++;
    this.pages.clear();
  }
}

export interface RenderPagesOptions {
  /** Renders a request: React Router's fetch handler with the load context. */
  render: (request: Request) => Promise<Response>;
  /** Where pages are kept; without it, every request is rendered. */
  cache?: PageCache;
  /** Headers every answer carries (security headers). */
  commonHeaders: Record<string, string>;
  /** The Content-Security-Policy for a page with these inline scripts. */
  contentSecurityPolicy: (inlineScripts: string[]) => string;
  /** The CSP nonce the request's render put in its inline scripts (dropped from kept pages, which go by hashes). */
  nonceOf: (req: IncomingMessage) => string | undefined;
}

/**
 * The Express app's last handler: hands the request to React Router
 * through the fetch API. A public answer to a cacheable request is kept and
 * answered from what was kept; a public answer to any other request
 * (personal, or a form post) is marked private; anything else is written
 * as it is.
 */
export function renderPages(options: RenderPagesOptions): RequestHandler {
  const { cache, render } = options;
  return async (req, res, fail) => {
    try {
      const generation = cache?.begin();
      const response = await render(toFetchRequest(req, abortedOnLeave(res)));
      if (!isPublicResponse(response)) return await sendResponse(req, res, response);
      if (!isCacheableRequest(req)) {
        response.headers.set("cache-control", PERSONAL_CACHE_CONTROL);
        return await sendResponse(req, res, response);
      }
      if (!cache || generation === undefined) return await sendResponse(req, res, response);
      const page = await keptPage(response, options.nonceOf(req), options);
      cache.keep(req.originalUrl, generation, page);
      sendRepresentation(req, res, page);
    } catch (error) {
      // A visitor who left mid-answer: nothing to tell anyone.
      if (res.headersSent) return void res.destroy();
      fail(error);
    }
  };
}

/** A rendered answer as kept: its headers with ours, the CSP by hashes, compressed once. */
async function keptPage(response: Response, nonce: string | undefined, options: RenderPagesOptions): Promise<Representations> {
  let text = await response.text();
  const headers: OutgoingHttpHeaders = { ...options.commonHeaders };
  for (const [name, value] of response.headers) {
    if (!["content-length", "content-encoding", "etag", "date", "vary", "content-security-policy"].includes(name)) headers[name] = value;
  }
  const html = (headers["content-type"] as string | undefined)?.startsWith("text/html");
  if (nonce) text = text.replaceAll(` nonce="${nonce}"`, "");
  headers["content-security-policy"] = options.contentSecurityPolicy(html ? inlineScriptHashes(text) : []);
  const body = Buffer.from(text);
  if (body.length < MIN_COMPRESS_BYTES) return representations(body, headers);
  headers.vary = "Accept-Encoding";
  const [br, gz] = await Promise.all([brotli(body, brotliQuality(5, body.length)), gzip(body, { level: 6 })]);
  return representations(body, headers, { br, gzip: gz });
}
