import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCacheableRequest, isPersonalRequest, isPublicResponse, keptPagesChangedByNotification, keptPagesChangedByWrite, PageCache } from "./page-cache.ts";
import { siteRouteTable } from "#tests/helpers/route-table.ts";
import { representations } from "./representations.ts";

const request = (headers: http.IncomingHttpHeaders, method = "GET") => ({ method, headers }) as http.IncomingMessage;
const page = (text: string) => representations(Buffer.from(text), { "content-type": "text/html" });

describe("isPersonalRequest / isCacheableRequest", () => {
  it("a request without cookies or credentials is anonymous, also with the referral cookie alone", () => {
    expect(isPersonalRequest(request({}))).toBe(false);
    expect(isPersonalRequest(request({ cookie: "droids_ref=abc123" }))).toBe(false);
    expect(isCacheableRequest(request({ cookie: "droids_ref=abc123" }, "HEAD"))).toBe(true);
  });

  it("a session, a visitor id, any other cookie or an Authorization header makes it personal", () => {
    expect(isPersonalRequest(request({ cookie: "better-auth.session_token=x" }))).toBe(true);
    expect(isPersonalRequest(request({ cookie: "droids_ref=abc; droids_visitor=1" }))).toBe(true);
    expect(isPersonalRequest(request({ cookie: "theme=dark" }))).toBe(true);
    expect(isPersonalRequest(request({ authorization: "Bearer key" }))).toBe(true);
  });

  it("only GET and HEAD are cacheable", () => {
    for (const method of ["POST", "PATCH", "DELETE", "OPTIONS"]) expect(isCacheableRequest(request({}, method))).toBe(false);
  });
});

describe("keptPagesChangedByWrite / keptPagesChangedByNotification", async () => {
  const routes = await siteRouteTable();
  it("a post page's forms (like, comment, moderation) change that post's page; the editor and the dashboard may change any", () => {
    for (const url of ["/blog/a-post", "/blog/a-post.data", "/blog/a-post?index", "/blog/a%2Dpost", "/blog/a-post/"]) {
      expect(keptPagesChangedByWrite(url, routes), url).toBe("/blog/a-post");
    }
    for (const url of ["/blog/create", "/blog/create.data", "/blog/a-post/edit?index", "/dashboard/comments", "/dashboard", "/dashboard.data"]) {
      expect(keptPagesChangedByWrite(url, routes), url).toBe("all");
    }
  });

  it("lead forms and accounts change no kept page", () => {
    for (const url of ["/waitlist", "/api/v1/waitlist", "/demo.data", "/api/auth/sign-up/email", "/blogger", "/dashboards", "/blog/rss.xml"]) {
      expect(keptPagesChangedByWrite(url, routes), url).toBeNull();
    }
  });

  it("the database names a liked post's page; any other change (or a lost connection) may change every page", () => {
    expect(keptPagesChangedByNotification("public.post_likes:a-post")).toBe("/blog/a-post");
    expect(keptPagesChangedByNotification("worker_3.post_likes:a-post")).toBe("/blog/a-post");
    for (const payload of ["public.posts", "public.comments", "public.post_likes", "", "marker"])
      expect(keptPagesChangedByNotification(payload), payload).toBe("all");
  });
});

describe("isPublicResponse", () => {
  const html = (init: ResponseInit) => new Response("<p>page</p>", init);
  it("keeps a 200 marked public that sets no cookie and varies by encoding at most", () => {
    expect(isPublicResponse(html({ headers: { "cache-control": "public, max-age=0" } }))).toBe(true);
    expect(isPublicResponse(html({ headers: { "cache-control": "public", vary: "Accept-Encoding" } }))).toBe(true);
  });
  it("refuses anything else", () => {
    expect(isPublicResponse(html({ headers: {} }))).toBe(false);
    expect(isPublicResponse(html({ headers: { "cache-control": "private, no-cache" } }))).toBe(false);
    expect(isPublicResponse(html({ status: 404, headers: { "cache-control": "public" } }))).toBe(false);
    expect(isPublicResponse(html({ headers: { "cache-control": "public", "set-cookie": "a=1" } }))).toBe(false);
    expect(isPublicResponse(html({ headers: { "cache-control": "public", vary: "Cookie" } }))).toBe(false);
  });
});

describe("PageCache", () => {
  let clock = 0;
  // Room for two of the test's pages (each a few bytes, sent as they are).
  const cache = new PageCache({ ttlMs: 1000, maxBytes: 10, now: () => clock });
  let base = "";
  const server = http.createServer((req, res) => {
    if (!cache.serve(req, res)) res.writeHead(418).end("rendered");
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => void server.close());
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    return { status: response.status, text: await response.text(), etag: response.headers.get("etag") };
  };

  it("answers a kept page by its address (path and query), with a 304 for its ETag", async () => {
    cache.invalidate();
    cache.keep("/blog?q=a", cache.begin(), page("list a"));
    expect(await get("/blog?q=a")).toMatchObject({ status: 200, text: "list a" });
    expect((await get("/blog?q=b")).status).toBe(418);
    const { etag } = await get("/blog?q=a");
    expect((await get("/blog?q=a", { "if-none-match": etag! })).status).toBe(304);
  });

  it("never answers a personal request from a kept page", async () => {
    cache.invalidate();
    cache.keep("/blog", cache.begin(), page("anonymous"));
    expect((await get("/blog", { cookie: "droids_visitor=1" })).text).toBe("rendered");
    expect((await get("/blog", { cookie: "droids_ref=r1" })).text).toBe("anonymous");
  });

  it("does not keep a page rendered while a write came in, and a write drops every kept page", async () => {
    cache.invalidate();
    const before = cache.begin();
    cache.keep("/a", before, page("a"));
    const spanning = cache.begin();
    cache.invalidate();
    cache.keep("/b", spanning, page("stale b"));
    expect(cache.size).toBe(0);
    expect((await get("/a")).status).toBe(418);
    expect((await get("/b")).status).toBe(418);
  });

  it("drops one page's kept answers (every query, its .data) and keeps the others", async () => {
    cache.invalidate();
    const spanning = cache.begin();
    cache.keep("/blog/a?x=1", cache.begin(), page("a1"));
    cache.keep("/blog/a.data", cache.begin(), page("ad"));
    cache.keep("/blog/b", cache.begin(), page("b"));
    cache.invalidate("/blog/a");
    expect((await get("/blog/a?x=1")).status).toBe(418);
    expect((await get("/blog/a.data")).status).toBe(418);
    expect((await get("/blog/b")).text).toBe("b");
    // A render that began before the drop is not kept.
    cache.keep("/blog/a", spanning, page("old"));
    expect((await get("/blog/a")).status).toBe(418);
  });

  it("refreshes one page: the next visitor renders it again, the others get it as it was meanwhile", async () => {
    cache.invalidate();
    cache.keep("/blog/a", cache.begin(), page("a1"));
    cache.keep("/blog/b", cache.begin(), page("b1"));
    const spanning = cache.begin();
    cache.refresh("/blog/a");
    expect((await get("/blog/b")).text).toBe("b1");
    // No render under way: this visitor renders it.
    expect((await get("/blog/a")).status).toBe(418);
    let rendered: (value: undefined) => void = () => {};
    cache.rendering("/blog/a", new Promise((resolve) => (rendered = resolve)));
    // While it renders, the others get the page as it was.
    expect((await get("/blog/a")).text).toBe("a1");
    // A render that began before the like is kept, still stale.
    cache.keep("/blog/a", spanning, page("a2"));
    rendered(undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await get("/blog/a")).status).toBe(418);
    cache.keep("/blog/a", cache.begin(), page("a3"));
    expect((await get("/blog/a")).text).toBe("a3");
  });

  it("drops a page older than its time to live, and the least recently answered ones when over its size", async () => {
    cache.invalidate();
    clock = 0;
    cache.keep("/one", cache.begin(), page("one"));
    cache.keep("/two", cache.begin(), page("two"));
    expect(cache.keptBytes).toBe(6);
    expect((await get("/one")).text).toBe("one");
    cache.keep("/three", cache.begin(), page("three"));
    expect(cache.size).toBe(2);
    expect(cache.keptBytes).toBe(8);
    cache.keep("/huge", cache.begin(), page("x".repeat(11)));
    expect((await get("/huge")).status).toBe(418);
    expect((await get("/two")).status).toBe(418);
    expect((await get("/one")).text).toBe("one");
    clock = 1001;
    expect((await get("/one")).status).toBe(418);
    expect((await get("/three")).status).toBe(418);
  });
});
