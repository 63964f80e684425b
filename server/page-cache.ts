import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { href } from "react-router";
import { abortedOnLeave, sendResponse, toFetchRequest } from "./fetch-bridge.ts";
import type { RouteTable } from "./route-table.ts";
import { referralCookie } from "#app/features/leads/waitlist/referral-cookie.ts";
import {
  brotli,
  brotliQuality,
  gzip,
  inlineScriptHashes,
  MIN_COMPRESS_BYTES,
  type Representations,
  representations,
  sendRepresentation,
} from "./representations.ts";

/**
 * Rendered pages that are the same for every anonymous visitor (a post, the
 * blog list, an author page: routes that answer `Cache-Control: public`),
 * kept in memory once rendered and compressed, and answered before the
 * Express app like the built files. Writes drop what they change: a blog or
 * dashboard form that changes something on this server, and PostgreSQL's
 * `pages_changed` notification for writes to what pages show, made through
 * any server (server/main.ts). A like changes one post's page only: that
 * page is rendered again by its next visitor while the others get it as it
 * was (`refresh`). See docs/decisions/0021-kept-pages.md.
 */

export interface PageCacheOptions {
  /** How long a page is kept at most, however quiet the database is. */
  ttlMs?: number;
  /** How many bytes kept pages take at most, in all their encodings (least recently answered go first). */
  maxBytes?: number;
  now?: () => number;
  /** Told how each cacheable request was answered: a kept page (hit) or a render (miss). */
  onAnswer?: (result: "hit" | "miss") => void;
}

interface KeptPage {
  representations: Representations;
  keptAt: number;
  bytes: number;
  /** Changed since it was rendered (a like): answered only while it renders again. */
  stale: boolean;
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
    return Boolean(name) && name !== referralCookie.name;
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
  const path = url
    .split("?", 1)[0]!
    .replace(/\.data$/, "")
    .replace(/(.)\/$/, "$1");
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Which kept pages a write to this address may change, as the route it
 * reaches says (`keptPages` in its module's `handle.server`): the post
 * page's forms (like, comment, reply, moderation) change that post's page
 * only; the editor and the dashboard's forms (posts, moderation, team) may
 * change any; lead forms and accounts none. Dropping them after such a write
 * here lets the writer's next view show it at once; writes anywhere (other
 * servers, scripts) also drop them through the database's notification.
 */
export function keptPagesChangedByWrite(url: string, routes: RouteTable): KeptPagesChange {
  const page = pageOf(url);
  const changes = routes.rulesFor(page).keptPages;
  if (changes === "page") return page as `/${string}`;
  return changes === "all" ? "all" : null;
}

/**
 * Which kept pages a `pages_changed` notification says changed: a like
 * (migration 0015: `schema.post_likes:slug`) changes its post's page only
 * (to refresh: the liker never sees kept pages); any other write
 * (`schema.table`), or a listening connection that was lost for a while
 * (empty), may change every page.
 */
export function keptPagesChangedByNotification(payload: string): Exclude<KeptPagesChange, null> {
  const liked = /^[^.:]+\.post_likes:(.+)$/.exec(payload);
  return liked ? (pageOf(href("/blog/:slug", { slug: liked[1]! })) as `/${string}`) : "all";
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
  /** Counts invalidations and refreshes: `begin()` reads it, so `keep` knows what a render missed. */
  private clock = 0;
  /** Renders begun before this are not kept (everything was dropped since). */
  private keepFrom = 0;
  /** When each page was last dropped (not kept if rendered before) or refreshed (kept stale), while renders may span it. */
  private readonly droppedAt = new Map<string, number>();
  private readonly refreshedAt = new Map<string, number>();
  /** Renders under way, by key: requests for the same page meanwhile wait for it instead of rendering it again. */
  private readonly inFlight = new Map<string, Promise<Representations | undefined>>();

  private readonly onAnswer: PageCacheOptions["onAnswer"];

  constructor({ ttlMs = 60_000, maxBytes = 8 * 1024 * 1024, now = Date.now, onAnswer }: PageCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
    this.now = now;
    this.onAnswer = onAnswer;
  }

  /** Tells `onAnswer` how a cacheable request was answered: from a kept page (or one being rendered), or by a render. */
  noteAnswer(result: "hit" | "miss") {
    this.onAnswer?.(result);
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
    // A stale page: this visitor renders it again, and the others meanwhile get it as it was.
    if (page.stale && !this.inFlight.has(key)) return false;
    // Most recently answered last: the first key is the one to drop when full.
    this.pages.delete(key);
    this.pages.set(key, page);
    sendRepresentation(req, res, page.representations);
    this.noteAnswer("hit");
    return true;
  }

  /** The moment to pass to `keep` for a page about to be rendered. */
  begin(): number {
    return this.clock;
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

  /**
   * Keeps a page rendered since `begin()` returned `begun`, unless a write
   * that dropped it came in between; one that refreshed it (a like) keeps it
   * stale, to be rendered again by the next visitor.
   */
  keep(key: string, begun: number, page: Representations) {
    const shows = pageOf(key);
    if (begun < this.keepFrom || begun < (this.droppedAt.get(shows) ?? 0)) return;
    const bytes = sizeOf(page);
    if (bytes > this.maxBytes) return;
    this.drop(key);
    this.pages.set(key, { representations: page, keptAt: this.now(), bytes, stale: begun < (this.refreshedAt.get(shows) ?? 0) });
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
   * the answers for one page (`pageOf`: every query, and its `.data`), and
   * forgets renders of them under way: requests after it render anew, and
   * a page rendered across it is not kept.
   */
  invalidate(page?: string) {
    this.clock++;
    if (page === undefined) {
      this.pages.clear();
      this.bytes = 0;
      this.inFlight.clear();
      this.droppedAt.clear();
      this.refreshedAt.clear();
      this.keepFrom = this.clock;
      return;
    }
    this.mark(this.droppedAt, page);
    for (const key of [...this.pages.keys()]) if (pageOf(key) === page) this.drop(key);
    for (const key of [...this.inFlight.keys()]) if (pageOf(key) === page) this.inFlight.delete(key);
  }

  /**
   * Marks one page's kept answers stale after a change that its writer
   * never sees on a kept page (a like: the liker's views are personal). The
   * next visitor renders it again; the others get it as it was meanwhile,
   * so a post liked ten times a second is still answered from memory. A
   * render under way is kept stale.
   */
  refresh(page: string) {
    this.clock++;
    this.mark(this.refreshedAt, page);
    for (const [key, kept] of this.pages) if (pageOf(key) === page) kept.stale = true;
  }

  /**
   * Notes that `page` changed now. Only renders under way need it (a few
   * milliseconds); past a thousand pages the notes are replaced by one
   * rule: nothing rendered before now is kept.
   */
  private mark(notes: Map<string, number>, page: string) {
    if (notes.size >= 1000) {
      this.droppedAt.clear();
      this.refreshedAt.clear();
      this.keepFrom = this.clock;
    }
    notes.set(page, this.clock);
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
        cache.noteAnswer(kept ? "hit" : "miss");
        if (kept) return sendRepresentation(req, res, kept);
        // Shared with the requests that wait for it: not aborted when this visitor leaves.
        const begun = cache.begin();
        const answer = render(toFetchRequest(req)).then(async (response): Promise<{ page: Representations } | { response: Response }> =>
          isPublicResponse(response) ? { page: await keptPage(response, options.nonceOf(req), options) } : { response },
        );
        cache.rendering(
          key,
          answer.then((result) => ("page" in result ? result.page : undefined)),
        );
        const result = await answer;
        if ("response" in result) return await sendResponse(req, res, result.response);
        cache.keep(key, begun, result.page);
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
