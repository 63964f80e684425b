import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseConfig } from "#app/platform/config.server.ts";
import { referralCookie } from "#app/features/leads/waitlist/referral-cookie.ts";
import type { DatabaseHandle } from "#app/platform/db/client.server.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { PRERENDER_HOST, PRERENDER_ORIGIN } from "#app/platform/http/public-url.ts";
import { CSP_NONCE_HEADER } from "#app/platform/http/csp-nonce.ts";
import { CLIENT_IP_HEADER } from "#app/platform/http/request-origin.server.ts";
import { EDITOR_BODY_BYTES } from "#app/features/blog/editor-route-rules.ts";
import { siteRouteTable } from "#tests/helpers/route-table.ts";
import { createApp, MAX_BODY_BYTES } from "./app.ts";
import { PageCache } from "./page-cache.ts";
import sharp from "sharp";
import { uploadImage } from "#app/platform/images/image-store.server.ts";
import { imageFileUrl } from "#app/platform/images/image-url.ts";
import { authors, embedOrigins, posts } from "#app/platform/db/schema.ts";
import { drawPostShareCard } from "#app/features/blog/share-cards.server.ts";
import { shareCardUrl } from "#app/platform/share-cards/share-card-store.server.ts";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.mkdirSync(path.join(clientDir, "enterprise"));
fs.writeFileSync(path.join(clientDir, "index.html"), "<h1>home</h1>");
fs.writeFileSync(path.join(clientDir, "enterprise", "index.html"), "<h1>enterprise</h1>");
fs.writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
// A prerendered page as the build writes it: canonical URL, contact address
// and hydration data carry the stand-in origin.
fs.mkdirSync(path.join(clientDir, "privacy"));
fs.writeFileSync(
  path.join(clientDir, "privacy", "index.html"),
  `<link rel="canonical" href="${PRERENDER_ORIGIN}/privacy"><a href="mailto:privacy@${PRERENDER_HOST}">mail</a>` +
    `<script>window.__data = ${JSON.stringify({ publicUrl: PRERENDER_ORIGIN })};</script>`,
);
fs.writeFileSync(path.join(clientDir, "privacy.data"), JSON.stringify(["root", { publicUrl: PRERENDER_ORIGIN }]));

const servers: http.Server[] = [];
const routes = siteRouteTable();
type Render = (request: Request) => Promise<Response>;

async function serve(options: {
  database: DatabaseHandle;
  env?: Record<string, string>;
  render?: Render;
  pages?: PageCache;
  actions?: Record<string, Render>;
}) {
  let bodyBytesSeen = -1;
  const app = createApp({
    actions: options.actions,
    routes: await routes,
    config: parseConfig(options.env ?? {}),
    logger: pino({ level: "silent" }),
    database: options.database,
    clientDir,
    pages: options.pages,
    // Stands in for React Router: echoes the body length it read.
    render:
      options.render ??
      (async (request) => {
        const length = (await request.arrayBuffer()).byteLength;
        bodyBytesSeen = length;
        return Response.json({ path: new URL(request.url).pathname, length });
      }),
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, server, bodyBytesSeen: () => bodyBytesSeen };
}

/** A request sent as written: fetch would normalize `/\\`, `/./` and `/../` in the path first. */
function raw(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.request({ hostname, port, method, path, headers, agent: false }, (answer) => {
      let text = "";
      answer.on("data", (chunk) => (text += chunk));
      answer.on("end", () => resolve({ status: answer.statusCode!, headers: answer.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

afterAll(() => {
  for (const server of servers) server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe(`HTTP server on ${testDriver}`, () => {
  const database = useTestDatabase();
  let base: string;
  let bodyBytesSeen: () => number;
  beforeAll(async () => {
    ({ base, bodyBytesSeen } = await serve({ database: database.current }));
  });

  it("answers /healthz after a database round trip", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers /healthz with 503 when the database is down", async () => {
    const down = await serve({
      database: { ...database.current, ping: () => Promise.reject(new Error("connection refused")) },
    });
    const response = await fetch(`${down.base}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", db: "unavailable" });
  });

  it("sends the security headers on every response", async () => {
    const response = await fetch(`${base}/anything`);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("lets the embedded waitlist form, and only it, be framed by the sites an admin allowed", async () => {
    await database.current.db.insert(embedOrigins).values([{ origin: "https://partner.example" }, { origin: "http://127.0.0.1:4321" }]);
    try {
      const embedded = await fetch(`${base}/embed/waitlist?source=https%3A%2F%2Fpartner.example%2F`);
      expect(embedded.headers.get("content-security-policy")).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:4321 https:\/\/partner\.example(;|$)/);
      expect(embedded.headers.get("x-frame-options")).toBeNull();
      // Its data requests too (the form's answers with JavaScript).
      expect((await fetch(`${base}/embed/waitlist.data`)).headers.get("content-security-policy")).toContain("frame-ancestors 'self' http://127.0.0.1:4321");
      for (const page of ["/waitlist", "/embed", "/embed/waitlist/more", "/dashboard/waitlist/embed"]) {
        const response = await fetch(`${base}${page}`);
        expect(response.headers.get("content-security-policy"), page).toContain("frame-ancestors 'none'");
        expect(response.headers.get("x-frame-options"), page).toBe("DENY");
      }
    } finally {
      await database.current.db.delete(embedOrigins);
    }
    expect((await fetch(`${base}/embed/waitlist`)).headers.get("content-security-policy")).toMatch(/frame-ancestors 'self'(;|$)/);
  });

  it("adds HSTS in production", async () => {
    const production = await serve({ database: database.current, env: { NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(32) } });
    const response = await fetch(`${production.base}/healthz`);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("refuses a body over 64 KB with 413 before any route runs", async () => {
    const before = bodyBytesSeen();
    const response = await fetch(`${base}/api/anything`, { method: "POST", body: "x".repeat(100 * 1024) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
    expect(bodyBytesSeen()).toBe(before);
  });

  it("refuses a chunked body that grows over 64 KB", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/api/anything`, { method: "POST", headers: { "Transfer-Encoding": "chunked" } });
      request.on("response", (response) => resolve(response.statusCode!));
      request.on("error", reject);
      for (let i = 0; i < 20; i++) request.write("y".repeat(8 * 1024));
      request.end();
    });
    expect(status).toBe(413);
  });

  it("passes a body at the limit through", async () => {
    const response = await fetch(`${base}/api/anything`, { method: "POST", body: "z".repeat(MAX_BODY_BYTES) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: "/api/anything", length: MAX_BODY_BYTES });
  });

  it("serves prerendered pages by path, revalidated on every visit", async () => {
    for (const [url, text] of [
      ["/", "<h1>home</h1>"],
      ["/enterprise", "<h1>enterprise</h1>"],
    ] as const) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(text);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("puts the configured PUBLIC_URL into prerendered pages and their data, and hashes the scripts after that", async () => {
    const site = await serve({ database: database.current, env: { PUBLIC_URL: "https://www.droids.example" } });
    const response = await fetch(`${site.base}/privacy`);
    const html = await response.text();
    expect(html).toContain('<link rel="canonical" href="https://www.droids.example/privacy">');
    expect(html).toContain("mailto:privacy@droids.example");
    expect(html).not.toContain("invalid");
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(response.headers.get("content-security-policy")).toContain(hash);

    const data = await fetch(`${site.base}/privacy.data`);
    expect(await data.json()).toEqual(["root", { publicUrl: "https://www.droids.example" }]);

    // Revalidation: the same bytes answer 304 to their ETag. (node:http, since
    // fetch adds Cache-Control: no-cache to a conditional request.)
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${site.base}/privacy`, { headers: { "if-none-match": response.headers.get("etag")! } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode!);
        })
        .on("error", reject);
    });
    expect(status).toBe(304);
  });

  it("draws a prerendered page per request for a visitor with a session cookie; other cookies, data requests and assets still get the built files", async () => {
    for (const cookie of ["better-auth.session_token=abc.def", "theme=dark; __Secure-better-auth.session_token=abc.def"]) {
      const response = await fetch(`${base}/enterprise`, { headers: { cookie } });
      expect(await response.json()).toEqual({ path: "/enterprise", length: 0 });
    }
    const anonymous = await fetch(`${base}/enterprise`, { headers: { cookie: "theme=dark; better-auth.session_token_x=1" } });
    expect(await anonymous.text()).toBe("<h1>enterprise</h1>");
    const data = await fetch(`${base}/privacy.data`, { headers: { cookie: "better-auth.session_token=abc.def" } });
    expect(await data.json()).toEqual(["root", { publicUrl: "http://localhost:3000" }]);
    const asset = await fetch(`${base}/assets/entry-abc123.js`, { headers: { cookie: "better-auth.session_token=abc.def" } });
    expect(await asset.text()).toBe("console.log(1)");
  });

  it("renders a prerendered path on the server when it has a query string", async () => {
    const response = await fetch(`${base}/?prompt=Chase%20invoices`);
    expect(await response.json()).toEqual({ path: "/", length: 0 });
  });

  it("serves hashed assets as immutable for a year, compressed when asked", async () => {
    const response = await fetch(`${base}/assets/entry-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves uploaded images from the database like the built assets: immutable for a year, an ETag and 304, 404 for any other name", async () => {
    const png = await sharp({ create: { width: 500, height: 250, channels: 3, background: "#4f46e5" } })
      .png()
      .toBuffer();
    const image = await uploadImage(database.current.db, new File([png], "mark.png"), null);
    const name = image.url.slice("/media/".length);
    for (const [path, type] of [
      [image.url, "image/jpeg"],
      [imageFileUrl(image.id, 400, "avif"), "image/avif"],
      [imageFileUrl(image.id, 500, "jpg"), "image/jpeg"],
    ] as const) {
      const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip, br" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-encoding")).toBeNull();
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
      expect((await sharp(bytes).metadata()).width).toBe(path.includes("-400.") ? 400 : 500);
    }
    const again = await fetch(`${base}${image.url}`, { headers: { "if-none-match": `"${name}"` } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(`"${name}"`);
    const head = await fetch(`${base}${image.url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const path of [`/media/${image.id}-300.avif`, `/media/${image.id}-500x251.jpg`, "/media/nothing.jpg", "/media/%2e%2e%2fetc"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("serves posts' share cards from the database as immutable PNGs, with an ETag and 304; 404 for any other name", async () => {
    await database.current.db.insert(authors).values({ id: "card-author", name: "Card Author", title: "", bio: "" });
    const [post] = await database.current.db
      .insert(posts)
      .values({ slug: "card-post", title: "A card", content: "x", authorId: "card-author", status: "published" })
      .returning({ id: posts.id });
    const url = shareCardUrl((await drawPostShareCard(database.current.db, post!.id))!);
    const response = await fetch(`${base}${url}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBeNull();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    const name = url.slice("/media/cards/".length);
    const again = await fetch(`${base}${url}`, { headers: { "if-none-match": `"${name}"` } });
    expect(again.status).toBe(304);
    const head = await fetch(`${base}${url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const path of [shareCardUrl("0".repeat(24)), "/media/cards/card.png", "/media/cards/%2e%2e%2fetc"]) {
      const missing = await fetch(`${base}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("remembers ?ref=CODE for 30 days and sends the visitor on to the same page without it", async () => {
    const response = await fetch(`${base}/enterprise?ref=0123456789ab&utm_source=mail`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/enterprise?utm_source=mail");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^droids_ref=[^;]+; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(await referralCookie.parse(cookie)).toBe("0123456789ab");

    const bad = await fetch(`${base}/?ref=%3Cscript%3E`, { redirect: "manual" });
    expect(bad.status).toBe(302);
    expect(bad.headers.get("location")).toBe("/");
    expect(bad.headers.get("set-cookie")).toBeNull();
    // The path it sends the visitor on to is parsed: one that a browser would read as another host becomes the home page.
    for (const path of [
      "/.//evil.example?ref=0123456789ab",
      "/..//evil.example?ref=1",
      "/%2e//evil.example?ref=1",
      "/./\\evil.example?ref=1",
      "/.%2F/evil.example?ref=1",
    ]) {
      const response = await raw(base, "GET", path);
      expect(response.status, path).toBe(302);
      expect(response.headers.location, path).toMatch(/^\/(?![/\\])/);
    }
    expect((await raw(base, "GET", "/.//evil.example?ref=1")).headers.location).toBe("/");
    expect((await raw(base, "GET", "/blog/./x?ref=1&a=%2F%2Fb")).headers.location).toBe("/blog/x?a=%2F%2Fb");
    // Only GETs, and only a parameter named ref.
    expect((await fetch(`${base}/?prefix=1`, { redirect: "manual" })).status).toBe(200);
  });

  it("hands everything else to the request handler", async () => {
    const response = await fetch(`${base}/blog/some-post`);
    expect(await response.json()).toEqual({ path: "/blog/some-post", length: 0 });
  });
});

describe("same-origin check", () => {
  const database = useTestDatabase();
  let base: string;
  beforeAll(async () => {
    ({ base } = await serve({ database: database.current }));
  });

  it("refuses a write that a browser says comes from another site, before any route runs", async () => {
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      const response = await fetch(`${base}/waitlist`, { method: "POST", body: "name=x", headers });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe("forbidden");
    }
  });

  it("passes our own origin, non-browser clients and reads", async () => {
    const port = new URL(base).port;
    const own = await fetch(`${base}/waitlist`, { method: "POST", body: "a", headers: { origin: `http://127.0.0.1:${port}` } });
    expect(own.status).toBe(200);
    expect((await fetch(`${base}/waitlist`, { method: "POST", body: "a" })).status).toBe(200);
    expect((await fetch(`${base}/waitlist`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });
});

describe("crafted requests", () => {
  const database = useTestDatabase();
  let base: string;
  beforeAll(async () => {
    ({ base } = await serve({
      database: database.current,
      // Echoes the body it read, to show it arrives whole after the check.
      render: async (request) => Response.json({ path: new URL(request.url).pathname, body: await request.text() }),
    }));
  });
  const invalid = { error: { code: "invalid_characters", message: "The request contains characters that are not allowed." } };

  it("answers methods other than GET, HEAD, POST, PATCH, DELETE and OPTIONS with 405 and Allow", async () => {
    for (const method of ["TRACE", "PUT", "PROPFIND", "PURGE"]) {
      const response = await new Promise<http.IncomingMessage & { body: string }>((resolve, reject) => {
        const request = http.request(`${base}/`, { method }, (answer) => {
          let body = "";
          answer.on("data", (chunk) => (body += chunk));
          answer.on("end", () => resolve(Object.assign(answer, { body })));
        });
        request.on("error", reject);
        request.end();
      });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST, PATCH, DELETE, OPTIONS");
      expect(JSON.parse(response.body).error.code).toBe("method_not_allowed");
    }
    for (const method of ["GET", "POST", "PATCH", "DELETE", "OPTIONS"]) {
      expect((await fetch(`${base}/api/x`, { method })).status, method).toBe(200);
    }
  });

  it("refuses a NUL in the path or query with 400: JSON for the API, a page with the message otherwise", async () => {
    for (const url of ["/api/v1/waitlist/%00", "/api/v1/waitlist?q=%00", "/blog.data?tag=a%00b"]) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(400);
      expect(await response.json(), url).toEqual(invalid);
    }
    for (const url of ["/blog/%00", "/author/%00", "/blog?tag=%00", "/blog?q=x%00y"]) {
      const response = await fetch(`${base}${url}`, { headers: { accept: "text/html" } });
      expect(response.status, url).toBe(400);
      expect(await response.text(), url).toMatch(/<div role="alert">The request contains characters that are not allowed\.<\/div>/);
    }
  });

  it("refuses NUL and lone surrogates in JSON, url-encoded and multipart text fields", async () => {
    const form = new FormData();
    form.append("name", "a\u0000b");
    const bodies: [string, BodyInit, Record<string, string>][] = [
      ["json NUL", JSON.stringify({ name: "a\u0000" }), { "content-type": "application/json" }],
      ["json surrogate", '{"name":"\\ud800"}', { "content-type": "application/json" }],
      ["json key", '{"\\udfff":"x"}', { "content-type": "application/json" }],
      ["json nested", JSON.stringify({ tags: [{ a: "\u0000" }] }), { "content-type": "application/json; charset=utf-8" }],
      ["form NUL", "email=a%40b.c&name=%00", { "content-type": "application/x-www-form-urlencoded" }],
      ["multipart NUL", form, {}],
    ];
    for (const [label, body, headers] of bodies) {
      const response = await fetch(`${base}/api/v1/demo-requests`, { method: "POST", body, headers });
      expect(response.status, label).toBe(400);
      expect(await response.json(), label).toEqual(invalid);
    }
  });

  it("hands a checked body on to the routes unchanged", async () => {
    const json = JSON.stringify({ name: "Ada 💥 \ud83d\udca5", company: "O'Reilly\r\n" });
    const form = "redirectTo=%2F%0D%0A&name=%F0%9F%92%A5";
    for (const [body, type] of [
      [json, "application/json"],
      [form, "application/x-www-form-urlencoded"],
      ["\u0000 not checked", "text/plain"],
    ]) {
      const response = await fetch(`${base}/sign-in`, { method: "POST", body, headers: { "content-type": type! } });
      expect(response.status, type).toBe(200);
      expect(await response.json()).toEqual({ path: "/sign-in", body });
    }
  });

  it("answers a path that starts with // or /\\ (read as a host by URL parsers) with 400, never 500", async () => {
    for (const path of ["//", "/\\", "//%20x", "//evil.example/x", "/\\evil.example", "///", "//?a=1"]) {
      for (const method of ["GET", "POST"]) {
        const response = await raw(base, method, path);
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(JSON.parse(response.body).error.message, path).toBe("The request could not be read.");
      }
    }
    // Empty segments further on are a path like any other.
    expect(await (await fetch(`${base}/blog//x`)).json()).toMatchObject({ path: "/blog//x" });
  });

  it("answers a forwarded protocol other than http or https, or an unreadable host, with 400, never 500", async () => {
    for (const proto of ["a b", "1x", "file", "javascript", "ftp", "http:", "*"]) {
      for (const [method, path] of [
        ["POST", "/api/v1/waitlist"],
        ["GET", "/blog/x"],
        ["POST", "/waitlist"],
      ]) {
        const response = await raw(base, method!, path!, { "x-forwarded-proto": proto, "content-type": "application/json" }, "{}");
        expect(response.status, `${proto} ${method} ${path}`).toBe(400);
        expect(JSON.parse(response.body).error.message).toBe("The request could not be read.");
      }
    }
    for (const host of ["a b", "[::1", "x:y:z"]) {
      const response = await raw(base, "GET", "/blog/x", { "x-forwarded-host": host });
      expect(response.status, host).toBe(400);
    }
    // A proxy's own spelling of the two it may send.
    for (const proto of ["https", "HTTP", "https, http"]) {
      const response = await raw(base, "GET", "/blog/x", { "x-forwarded-proto": proto });
      expect(response.status, proto).toBe(200);
    }
  });

  it("gives the post editor's routes room for a whole post, and keeps 64 KB elsewhere", async () => {
    // 100,000 four-byte characters, form-encoded: the editor's worst case.
    const content = new URLSearchParams({ content: "💥".repeat(50_000) + "é".repeat(0) }).toString();
    expect(content.length).toBeGreaterThan(MAX_BODY_BYTES);
    expect(EDITOR_BODY_BYTES).toBeGreaterThanOrEqual(new URLSearchParams({ content: "\u{10FFFF}".repeat(100_000) }).toString().length);
    for (const path of ["/blog/create", "/blog/create.data", "/blog/some-post/edit", "/blog/some-post/edit.data"]) {
      const response = await fetch(`${base}${path}`, { method: "POST", body: content, headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(response.status, path).toBe(200);
      expect((await response.json()).body.length).toBe(content.length);
    }
    for (const path of ["/blog/some-post", "/api/v1/waitlist", "/blog/a/b/edit"]) {
      const response = await fetch(`${base}${path}`, { method: "POST", body: content, headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(response.status, path).toBe(413);
    }
    const over = await fetch(`${base}/blog/create`, { method: "POST", body: "x".repeat(EDITOR_BODY_BYTES + 1) });
    expect(over.status).toBe(413);
    expect((await over.json()).error.message).toBe(`The request body is larger than ${Math.floor(EDITOR_BODY_BYTES / 1024)} KB.`);
  });
});

describe("TRUST_PROXY", () => {
  const database = useTestDatabase();
  // Echoes the client address the rate limiter would see.
  const echoIp: Render = async (request) => Response.json({ ip: request.headers.get(CLIENT_IP_HEADER) });
  const ipSeen = async (base: string, headers: Record<string, string> = {}) => (await (await fetch(`${base}/x`, { headers })).json()).ip;
  // The test connects from 127.0.0.1: a client that writes its own header in front of the real proxy's entry.
  const loopback = /^(::ffff:)?127\.0\.0\.1$/;
  const forged = { "x-forwarded-for": "6.6.6.6, 203.0.113.9", [CLIENT_IP_HEADER]: "7.7.7.7" };

  it("with one hop, takes the address the proxy added, not one the client wrote", async () => {
    const { base } = await serve({ database: database.current, env: { TRUST_PROXY: "1" }, render: echoIp });
    expect(await ipSeen(base, forged)).toBe("203.0.113.9");
  });

  it("off: the header is ignored and the connection's address counts", async () => {
    const { base } = await serve({ database: database.current, env: { TRUST_PROXY: "off" }, render: echoIp });
    expect(await ipSeen(base, forged)).toMatch(loopback);
    expect(await ipSeen(base)).toMatch(loopback);
  });

  it("a list: only the listed proxies may name the client", async () => {
    const notUs = await serve({ database: database.current, env: { TRUST_PROXY: "10.0.0.0/8" }, render: echoIp });
    expect(await ipSeen(notUs.base, forged)).toMatch(loopback);
    const us = await serve({ database: database.current, env: { TRUST_PROXY: "127.0.0.1,203.0.113.0/24" }, render: echoIp });
    expect(await ipSeen(us.base, forged)).toBe("6.6.6.6");
  });

  it("loopback by default: a proxy on this machine names the client", async () => {
    const { base } = await serve({ database: database.current, render: echoIp });
    expect(await ipSeen(base, forged)).toBe("203.0.113.9");
    expect(await ipSeen(base)).toMatch(loopback);
  });
});

describe("kept pages", () => {
  const database = useTestDatabase();
  let renders = 0;
  let comments = ["first"];
  let release: () => void = () => {};
  let hold: Promise<void> | undefined;
  const pages = new PageCache();
  let base: string;
  // Stands in for React Router: a public post page with an inline script under the request's nonce.
  const render: Render = async (request) => {
    const url = new URL(request.url);
    if (request.method === "POST") {
      if (url.pathname === "/waitlist") return new Response(null, { status: 303, headers: { location: "/waitlist" } });
      comments = [...comments, await request.text()];
      return new Response(null, { status: 303, headers: { location: url.pathname } });
    }
    renders++;
    const shown = comments.join(", ");
    await hold;
    if (url.pathname === "/private") return new Response("<p>mine</p>", { headers: { "content-type": "text/html" } });
    const nonce = request.headers.get(CSP_NONCE_HEADER);
    const html = `<!doctype html><p>${shown}</p>${"<p>text</p>".repeat(200)}<script nonce="${nonce}">window.__ctx = 1</script>`;
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0" } });
  };
  beforeAll(async () => {
    ({ base } = await serve({ database: database.current, render, pages }));
  });

  it("renders a public page once and answers the next anonymous visitors from memory, with a CSP by hash and a 304 by ETag", async () => {
    pages.invalidate();
    renders = 0;
    const first = await fetch(`${base}/blog/post`);
    const second = await fetch(`${base}/blog/post`, { method: "HEAD" });
    const third = await fetch(`${base}/blog/post`);
    expect(renders).toBe(1);
    const html = await third.text();
    expect(html).toContain("<p>first</p>");
    expect(html).toContain("<script>window.__ctx = 1</script>");
    const hash = `'sha256-${createHash("sha256").update("window.__ctx = 1").digest("base64")}'`;
    expect(third.headers.get("content-security-policy")).toContain(`script-src 'self' ${hash}`);
    expect(third.headers.get("content-security-policy")).not.toContain("nonce-");
    expect(third.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("etag")).toBe(third.headers.get("etag"));
    expect(second.status).toBe(200);
    expect((await fetch(`${base}/blog/post`, { headers: { "if-none-match": third.headers.get("etag")! } })).status).toBe(304);
  });

  it("renders a personal request every time and marks its answer private", async () => {
    pages.invalidate();
    renders = 0;
    await fetch(`${base}/blog/post`);
    const signedIn = await fetch(`${base}/blog/post`, { headers: { cookie: "better-auth.session_token=abc" } });
    expect(renders).toBe(2);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-cache");
    expect(signedIn.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
  });

  it("keeps only answers marked public", async () => {
    renders = 0;
    await fetch(`${base}/private`);
    await fetch(`${base}/private`);
    expect(renders).toBe(2);
  });

  it("a write through this server drops kept pages: the writer's next visit shows it", async () => {
    pages.invalidate();
    await fetch(`${base}/blog/post`);
    const posted = await fetch(`${base}/blog/post`, { method: "POST", body: "second", redirect: "manual" });
    expect(posted.status).toBe(303);
    expect(await (await fetch(`${base}/blog/post`)).text()).toContain("<p>first, second</p>");
  });

  it("a form on one post's page (a like, a comment) drops that post's kept pages only; the editor's and the dashboard's drop all", async () => {
    pages.invalidate();
    renders = 0;
    await fetch(`${base}/blog/post`);
    await fetch(`${base}/blog/other`);
    await fetch(`${base}/blog`);
    expect(renders).toBe(3);
    expect((await fetch(`${base}/blog/post.data`, { method: "POST", body: "like", redirect: "manual" })).status).toBe(303);
    expect(await (await fetch(`${base}/blog/post`)).text()).toContain(", like</p>");
    await fetch(`${base}/blog/other`);
    await fetch(`${base}/blog`);
    expect(renders).toBe(4);
    expect((await fetch(`${base}/dashboard/posts`, { method: "POST", body: "key=x", redirect: "manual" })).status).toBe(303);
    await fetch(`${base}/blog`);
    expect(renders).toBe(5);
  });

  it("a like (its writer has the visitor cookie, so never sees kept pages) refreshes the post's page: one visitor renders it, the others meanwhile get it as it was", async () => {
    pages.invalidate();
    renders = 0;
    await fetch(`${base}/blog/post`);
    const liked = await fetch(`${base}/blog/post.data`, { method: "POST", body: "liked", headers: { cookie: "droids_visitor=v1" }, redirect: "manual" });
    expect(liked.status).toBe(303);
    hold = new Promise((resolve) => (release = resolve));
    const rendering = fetch(`${base}/blog/post`).then((response) => response.text());
    await vi.waitFor(() => expect(renders).toBe(2));
    const meanwhile = await (await fetch(`${base}/blog/post`)).text();
    expect(meanwhile).not.toContain("liked");
    release();
    hold = undefined;
    expect(await rendering).toContain(", liked</p>");
    expect(await (await fetch(`${base}/blog/post`)).text()).toContain(", liked</p>");
    expect(renders).toBe(2);
  });

  it("a write that cannot change a kept page, such as joining the waitlist, keeps them", async () => {
    pages.invalidate();
    renders = 0;
    await fetch(`${base}/blog/post`);
    expect((await fetch(`${base}/waitlist`, { method: "POST", body: "email=a@example.com", redirect: "manual" })).status).toBe(303);
    await fetch(`${base}/blog/post`);
    expect(renders).toBe(1);
  });

  it("renders a page once for all the visitors who ask for it while it renders", async () => {
    pages.invalidate();
    renders = 0;
    hold = new Promise((resolve) => (release = resolve));
    const readers = Array.from({ length: 10 }, () => fetch(`${base}/blog/post`).then((response) => response.text()));
    await vi.waitFor(() => expect(renders).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    hold = undefined;
    const texts = await Promise.all(readers);
    expect(renders).toBe(1);
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain("<p>first");
  });

  it("a page rendered while a write went through is not kept", async () => {
    pages.invalidate();
    renders = 0;
    hold = new Promise((resolve) => (release = resolve));
    const reading = fetch(`${base}/blog/post`);
    await vi.waitFor(() => expect(renders).toBe(1));
    await fetch(`${base}/blog/post`, { method: "POST", body: "third", redirect: "manual" });
    release();
    hold = undefined;
    expect(await (await reading).text()).not.toContain("third");
    expect(await (await fetch(`${base}/blog/post`)).text()).toContain("third");
    expect(renders).toBe(2);
  });
});

describe("POSTs answered by a route handler directly", () => {
  const database = useTestDatabase();
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    ({ base } = await serve({
      database: database.current,
      render: async (request) => {
        const path = new URL(request.url).pathname;
        seen.push(`render ${request.method} ${path}`);
        return Response.json(path === "/big" ? { by: "render", text: "rendered ".repeat(500) } : { by: "render" });
      },
      actions: {
        "/api/v1/waitlist": async (request) => {
          seen.push(`action ${request.method} ${new URL(request.url).pathname}`);
          return Response.json(
            { by: "action", body: await request.text(), ip: request.headers.get(CLIENT_IP_HEADER) },
            { status: 201, headers: { "Cache-Control": "no-store" } },
          );
        },
      },
    }));
  });

  it("answers a POST to the path with its handler: the body whole, the client address set, the security headers on", async () => {
    seen.length = 0;
    const body = JSON.stringify({ name: "Ada 💥", email: "ada@example.com" });
    const response = await fetch(`${base}/api/v1/waitlist`, { method: "POST", body, headers: { "content-type": "application/json" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ by: "action", body, ip: "::ffff:127.0.0.1" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(seen).toEqual(["action POST /api/v1/waitlist"]);
  });

  it("compresses what React Router renders when asked, and sends a direct action's answer as it is", async () => {
    const gzip = { "accept-encoding": "gzip" };
    const rendered = await fetch(`${base}/big`, { headers: gzip });
    expect(rendered.headers.get("content-encoding")).toBe("gzip");
    expect((await rendered.json()).text).toContain("rendered rendered");
    const body = JSON.stringify({ name: "x".repeat(2000) });
    const answered = await fetch(`${base}/api/v1/waitlist`, { method: "POST", body, headers: { ...gzip, "content-type": "application/json" } });
    expect(answered.headers.get("content-encoding")).toBeNull();
    expect((await answered.json()).body).toBe(body);
  });

  it("keeps the boundary checks in front of it, and leaves other methods and paths to React Router", async () => {
    seen.length = 0;
    const post = (path: string, init: RequestInit) =>
      fetch(`${base}${path}`, { method: "POST", ...init, headers: { "content-type": "application/json", ...init.headers } });
    expect((await post("/api/v1/waitlist", { body: JSON.stringify({ name: "a\u0000" }) })).status).toBe(400);
    expect((await post("/api/v1/waitlist", { body: "{}", headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await post("/api/v1/waitlist", { body: "x".repeat(MAX_BODY_BYTES + 1) })).status).toBe(413);
    expect(seen).toEqual([]);
    expect(await (await fetch(`${base}/api/v1/waitlist`)).json()).toEqual({ by: "render" });
    expect(await (await post("/api/v1/demo-requests", { body: "{}" })).json()).toEqual({ by: "render" });
    expect(seen).toEqual(["render GET /api/v1/waitlist", "render POST /api/v1/demo-requests"]);
  });
});
