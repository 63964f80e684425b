import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { abortedOnLeave, sendResponse, toFetchRequest } from "./fetch-bridge.ts";
import { REFERRAL_COOKIE } from "#app/features/leads/referral-cookie.ts";
import { brotli, brotliQuality, gzip, inlineScriptHashes, MIN_COMPRESS_BYTES, type Representations, representations, sendRepresentation } from "./representations.ts";

/**
 * Rendered pages that are the same for every anonymous visitor (a post, the
 * blog list, an author page: routes that answer `Cache-Control: public`),
 * kept in memory once rendered and compressed, and answered before the
 * Express app like the built files. Writes drop what they change: a blog or
 * dashboard form that changes something on this server, and PostgreSQL's
 * `pages_changed` notification for writes to what pages show, made through
 * any server (server/main.ts). A like changes one post's page only, and
 * drops only that one. See docs/decisions/0021-kept-pages.md.
 */

export interface PageCacheOptions {
  /** How long a page is kept at most, however quiet the database is. */
  ttlMs?: number;
  /** How many bytes kept pages take at most, in all their encodings (least recently answered go first). */
  maxBytes?: number;
  now?: () => number;
}

interface KeptPage {
  representations: Representations;
  keptAt: number;
  bytes: number;
}

/** What a page takes in memory: its body in each encoding. */
const sizeOf = (page: Representations) => page.identity.body.length + (page.br?.body.length ?? 0) + (page.gzip?.body.length ?? 0);

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

/** Which kept pages a write changes: every one, one page (by path), or none. */
export type KeptPagesChange = "all" | `/${string}` | null;

/**
 * The page a request address shows: its path without the query, the `.data`
 * of React Router's data requests or a trailing slash, percent-decoded
 * (`/blog/a-post.data?x` and `/blog/a%2Dpost/` both show `/blog/a-post`).
 */
export function pageOf(url: string): string {
  const path = url.split("?", 1)[0]!.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Which kept pages a write to this address may change. The post page's
 * forms (like, comment, reply, moderation) change that post's page only;
 * the editor and the dashboard's forms (posts, moderation, team) may change
 * any; lead forms and accounts none. Dropping them after such a write here
 * lets the writer's next view show it at once; writes anywhere (other
 * servers, scripts) also drop them through the database's notification.
 */
export function keptPagesChangedByWrite(url: string): KeptPagesChange {
  if (!/^\/(blog|dashboard)(?:[/.?]|$)/.test(url)) return null;
  const page = pageOf(url);
  return /^\/blog\/[^/]+$/.test(page) && page !== "/blog/create" ? (page as `/${string}`) : "all";
}

/**
 * Which kept pages a `pages_changed` notification says changed: a like
 * (migration 0014: `schema.post_likes:slug`) changes its post's page; any
 * other write (`schema.table`), or a listening connection that was lost
 * for a while (empty), may change every page.
 */
export function keptPagesChangedByNotification(payload: string): Exclude<KeptPagesChange, null> {
  const liked = /^[^.:]+\.post_likes:(.+)$/.exec(payload);
  return liked ? `/blog/${liked[1]}` : "all";
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
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly now: () => number;
  /** Goes up with each invalidation: a page rendered across one is not kept. */
  private generation = 0;
  /** Renders under way, by key: requests for the same page meanwhile wait for it instead of rendering it again. */
  private readonly inFlight = new Map<string, Promise<Representations | undefined>>();

  constructor({ ttlMs = 60_000, maxBytes = 8 * 1024 * 1024, now = Date.now }: PageCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
    this.now = now;
  }

  /** How many pages are kept. */
  get size() {
    return this.pages.size;
  }

  /** How many bytes the kept pages take. */
  get keptBytes() {
    return this.bytes;
  }

  /** Answers a cacheable request from a kept page and returns true, or returns false. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isCacheableRequest(req)) return false;
    const key = req.url ?? "/";
    const page = this.pages.get(key);
    if (!page) return false;
    if (this.now() - page.keptAt > this.ttlMs) {
      this.drop(key);
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

  /**
   * The page that a render under way for `key` will give (undefined when
   * its answer is not kept), or nothing when no render of it is under way.
   */
  rendered(key: string): Promise<Representations | undefined> | undefined {
    return this.inFlight.get(key);
  }

  /**
   * Marks a render of `key` as under way until `page` settles, so that
   * requests for it meanwhile wait for that page (`rendered`). A write
   * forgets renders under way: requests after it render anew.
   */
  rendering(key: string, page: Promise<Representations | undefined>) {
    const settled = page.catch(() => undefined);
    this.inFlight.set(key, settled);
    void settled.then(() => {
      if (this.inFlight.get(key) === settled) this.inFlight.delete(key);
    });
  }

  /** Keeps a page rendered since `begin()` returned `generation`, unless a write came in between. */
  keep(key: string, generation: number, page: Representations) {
    if (generation !== this.generation) return;
    const bytes = sizeOf(page);
    if (bytes > this.maxBytes) return;
    this.drop(key);
    this.pages.set(key, { representations: page, keptAt: this.now(), bytes });
    this.bytes += bytes;
    while (this.bytes > this.maxBytes) this.drop(this.pages.keys().next().value as string);
  }

  private drop(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  /**
   * Drops every kept page (something they show may have changed), or only
   * the answers for one page (`pageOf`: every query, and its `.data`). Either
   * way a page rendered across it is not kept (a render is a few
   * milliseconds: the next visitor renders it again).
   */
  invalidate(page?: string) {
    this.generation++;
    if (page === undefined) {
      this.pages.clear();
      this.bytes = 0;
      this.inFlight.clear();
      return;
    }
    for (const key of [...this.pages.keys()]) if (pageOf(key) === page) this.drop(key);
    for (const key of [...this.inFlight.keys()]) if (pageOf(key) === page) this.inFlight.delete(key);
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
 * answered from what was kept, and rendered once for all the requests that
 * ask for the same page while it renders; a public answer to any other
 * request (personal, or a form post) is marked private; anything else is
 * written as it is.
 */
export function renderPages(options: RenderPagesOptions): RequestHandler {
  const { cache, render } = options;
  return async (req, res, fail) => {
    try {
      if (cache && isCacheableRequest(req)) {
        const key = req.originalUrl;
        const waiting = cache.rendered(key);
        const kept = waiting && (await waiting);
        if (kept) return sendRepresentation(req, res, kept);
        // Shared with the requests that wait for it: not aborted when this visitor leaves.
        const generation = cache.begin();
        const answer = render(toFetchRequest(req)).then(
          async (response): Promise<{ page: Representations } | { response: Response }> =>
            isPublicResponse(response) ? { page: await keptPage(response, options.nonceOf(req), options) } : { response },
        );
        cache.rendering(key, answer.then((result) => ("page" in result ? result.page : undefined)));
        const result = await answer;
        if ("response" in result) return await sendResponse(req, res, result.response);
        cache.keep(key, generation, result.page);
        return sendRepresentation(req, res, result.page);
      }
      const response = await render(toFetchRequest(req, abortedOnLeave(res)));
      // A public answer to a personal request or a form post: no shared cache may keep it.
      if (isPublicResponse(response) && !isCacheableRequest(req)) response.headers.set("cache-control", PERSONAL_CACHE_CONTROL);
      await sendResponse(req, res, response);
    } catch (error) {
      // A visitor who left mid-answer: nothing to tell anyone.
      if (res.headersSent || res.destroyed) return void res.destroy();
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
