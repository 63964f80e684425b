import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleAuthors } from "#app/content/blog/sample-authors.ts";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { prerenderedPaths } from "#app/content/prerendered-pages.ts";
import { ADMIN, createStore, driver, signUp, startServer, type RunningServer, type Store } from "./support/server.ts";

/**
 * Every HTML page the server sends, prerendered or rendered per request,
 * signed in or not: the security headers, and no inline script that the
 * Content-Security-Policy does not name by nonce or hash.
 */
const publicPages = [
  ...prerenderedPaths,
  "/?prompt=Chase%20invoices",
  "/waitlist",
  "/demo",
  "/blog",
  "/blog?q=droid",
  `/blog/${samplePosts[0]!.slug}`,
  `/author/${sampleAuthors[0]!.id}`,
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password",
  "/email-verified",
  "/waitlist/status/0123456789ab.not-a-valid-token-at-all-000000",
  "/waitlist/confirm/not-a-token",
  "/waitlist/leaderboard",
  "/unsubscribe/not-a-token",
  "/no-such-page",
];
const adminPages = [
  "/dashboard",
  "/dashboard/projects",
  "/dashboard/analytics",
  "/dashboard/team",
  "/dashboard/settings",
  "/dashboard/waitlist",
  "/dashboard/demo-requests",
  "/dashboard/comments",
  "/dashboard/posts",
  "/dashboard/outbox",
  "/dashboard/webhooks",
  "/blog/create",
];

let store: Store;
let server: RunningServer;
let admin: string;
beforeAll(async () => {
  store = await createStore();
  server = await startServer(store);
  admin = await signUp(server.base, ADMIN);
});
afterAll(async () => {
  await server?.stop();
  await store?.drop();
});

function checkPage(path: string, headers: Headers, html: string) {
  expect(headers.get("content-type"), path).toMatch(/^text\/html/);
  const csp = headers.get("content-security-policy") ?? "";
  const directives = Object.fromEntries(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives["frame-ancestors"], path).toEqual(["'none'"]);
  expect(directives["object-src"], path).toEqual(["'none'"]);
  expect(directives["script-src"], path).not.toContain("'unsafe-inline'");
  expect(directives["script-src"], path).not.toContain("'unsafe-eval'");
  expect(headers.get("x-frame-options"), path).toBe("DENY");
  expect(headers.get("x-content-type-options"), path).toBe("nosniff");
  expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), path).toMatch(/camera=\(\)/);
  expect(headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);

  const allowed = new Set<string>(directives["script-src"]);
  let inline = 0;
  for (const [, attributes = "", content = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc\s*=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    inline++;
    const nonce = /\bnonce="([^"]+)"/.exec(attributes)?.[1];
    const hash = `'sha256-${createHash("sha256").update(content).digest("base64")}'`;
    expect(nonce ? allowed.has(`'nonce-${nonce}'`) : allowed.has(hash), `${path}: inline script ${content.slice(0, 60)}`).toBe(true);
  }
  return inline;
}

describe(`the site's icon on ${driver}`, () => {
  it("is at /favicon.ico too, where browsers and feed readers ask for it without reading the page", async () => {
    const response = await fetch(`${server.base}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = Buffer.from(await response.arrayBuffer());
    // An icon file (reserved 0, type 1) of 16, 32 and 48 px images.
    expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    expect((await fetch(`${server.base}/favicon.svg`)).headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });
});

describe(`security headers on ${driver}`, () => {
  it("every public page: CSP without unsafe-inline scripts, frame-ancestors 'none', nosniff, referrer and permissions policies", async () => {
    let inline = 0;
    for (const path of publicPages) {
      const response = await fetch(`${server.base}${path}`);
      expect([200, 404, 410], path).toContain(response.status);
      inline += checkPage(path, response.headers, await response.text());
    }
    // React Router's hydration scripts are there, and each was checked.
    expect(inline).toBeGreaterThan(publicPages.length * 2);
  });

  it("every page of the admin area, signed in as an admin", async () => {
    for (const path of adminPages) {
      const response = await fetch(`${server.base}${path}`, { headers: { cookie: admin } });
      expect(response.status, path).toBe(200);
      checkPage(path, response.headers, await response.text());
    }
  });

  it("a new nonce on every response rendered for its request; a kept page names its scripts by hash, with no nonce", async () => {
    const csp = async (path: string) => (await fetch(`${server.base}${path}`)).headers.get("content-security-policy")!;
    const nonces = await Promise.all([1, 2, 3].map(async () => /'nonce-([^']+)'/.exec(await csp("/waitlist"))![1]));
    expect(new Set(nonces).size).toBe(3);
    const kept = await csp("/blog");
    expect(kept).not.toContain("'nonce-");
    expect(kept).toMatch(/script-src 'self' 'sha256-/);
  });
});
