import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { createStore, driver, startServer, type RunningServer, type Store } from "./support/server.ts";

/**
 * What every public POST answers to a malformed request: 400, 413, 415, 403
 * and 429 (with Retry-After), each with a message a person can act on.
 */
const slug = samplePosts[0]!.slug;
const jsonEndpoints = ["/api/v1/waitlist", "/api/v1/demo-requests", "/api/auth/sign-up/email", "/api/auth/sign-in/email", "/api/auth/request-password-reset"];
const formEndpoints = ["/waitlist", "/demo", `/blog/${slug}`, "/sign-in", "/sign-up", "/forgot-password", "/reset-password"];
const form = { "content-type": "application/x-www-form-urlencoded" };
const json = { "content-type": "application/json" };

/** A clear message: a non-empty sentence in the JSON error, or the page's alert text. */
async function messageOf(response: Response): Promise<string> {
  const text = await response.text();
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    const body = JSON.parse(text);
    return String(body.error?.message ?? body.message ?? body.description ?? "");
  }
  return /role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(text)?.[1]?.replace(/<[^>]+>/g, " ").trim() ?? text.slice(0, 200);
}

let store: Store;
let server: RunningServer;
beforeAll(async () => {
  store = await createStore();
  server = await startServer(store, {
    RATE_LIMIT_WAITLIST: "2/10m",
    RATE_LIMIT_DEMO: "2/10m",
    RATE_LIMIT_COMMENTS: "2/10m",
    RATE_LIMIT_AUTH: "2/1m",
  });
});
afterAll(async () => {
  await server?.stop();
  await store?.drop();
});
const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
  fetch(`${server.base}${path}`, { method: "POST", body, headers: { "x-forwarded-for": "203.0.113.1", ...headers }, redirect: "manual" });

describe(`protocol errors on ${driver}`, () => {
  it("malformed JSON → 400 with a message", async () => {
    for (const path of jsonEndpoints) {
      const response = await post(path, '{"email": "ada@example.com", ', json);
      expect(response.status, path).toBe(400);
      expect(await messageOf(response), path).toMatch(/\w{3,}/);
    }
  });

  it("a body over 64 KB → 413 for every public POST", async () => {
    const huge = "x".repeat(70 * 1024);
    for (const path of jsonEndpoints) {
      const response = await post(path, JSON.stringify({ name: huge }), json);
      expect(response.status, path).toBe(413);
      expect(await messageOf(response)).toMatch(/64 KB|too large/i);
    }
    for (const path of formEndpoints) {
      const response = await post(path, new URLSearchParams({ name: huge }).toString(), form);
      expect(response.status, path).toBe(413);
    }
  });

  it("the wrong content type → 415 with a message", async () => {
    for (const path of ["/api/v1/waitlist", "/api/v1/demo-requests"]) {
      const response = await post(path, "name=Ada&email=ada%40example.com", form);
      expect(response.status, path).toBe(415);
      expect(await messageOf(response)).toBe("Send a JSON body (Content-Type: application/json).");
    }
    for (const path of ["/waitlist", "/demo"]) {
      const response = await post(path, JSON.stringify({ name: "Ada", email: "ada@example.com" }), json);
      expect(response.status, path).toBe(415);
      expect(await messageOf(response)).toContain("Please send the form as a web form.");
    }
  });

  it("a cross-origin POST → 403 before anything is read or stored", async () => {
    for (const path of [...jsonEndpoints, ...formEndpoints]) {
      const response = await post(path, JSON.stringify({ name: "Eve", email: "eve@example.com" }), { ...json, origin: "https://evil.example", "sec-fetch-site": "cross-site" });
      expect(response.status, path).toBe(403);
      expect(await messageOf(response)).toBe("This form can only be sent from our own site.");
    }
    await server.stop();
    expect(await store.query("select email from waitlist_entries where email = 'eve@example.com'")).toEqual([]);
    server = await startServer(store, { RATE_LIMIT_WAITLIST: "2/10m", RATE_LIMIT_DEMO: "2/10m", RATE_LIMIT_COMMENTS: "2/10m", RATE_LIMIT_AUTH: "2/1m" });
  });

  it("over the per-IP limit → 429 with Retry-After and a message saying when to try again", async () => {
    const ip = { "x-forwarded-for": "198.51.100.77" };
    const cases: [string, () => Promise<Response>][] = [
      ["/api/v1/waitlist", () => post("/api/v1/waitlist", JSON.stringify({ name: "Ada", email: `ada-${Math.random()}@example.com` }), { ...json, ...ip })],
      ["/waitlist", () => post("/waitlist", new URLSearchParams({ name: "Ada", email: `ada-${Math.random()}@example.com` }).toString(), { ...form, ...ip, "x-forwarded-for": "198.51.100.78" })],
      ["/api/v1/demo-requests", () => post("/api/v1/demo-requests", JSON.stringify({ name: "Ada", email: "ada@example.com", company: "Acme" }), { ...json, ...ip })],
      ["/demo", () => post("/demo", new URLSearchParams({ name: "Ada", email: "ada@example.com", company: "Acme" }).toString(), { ...form, "x-forwarded-for": "198.51.100.79" })],
      [`/blog/${slug}`, () => post(`/blog/${slug}`, new URLSearchParams({ intent: "comment", authorName: "Ada", content: "Nice" }).toString(), { ...form, ...ip })],
      ["/api/auth/sign-in/email", () => post("/api/auth/sign-in/email", JSON.stringify({ email: "nobody@example.com", password: "Wr0ng!pass" }), { ...json, ...ip })],
      ["/sign-in", () => post("/sign-in", new URLSearchParams({ email: "nobody@example.com", password: "Wr0ng!pass" }).toString(), { ...form, "x-forwarded-for": "198.51.100.80" })],
    ];
    for (const [path, send] of cases) {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 4; i++) {
        last = await send();
        statuses.push(last.status);
      }
      expect(statuses.at(-1), `${path}: ${statuses.join(",")}`).toBe(429);
      const retryAfter = Number(last!.headers.get("retry-after"));
      expect(retryAfter, path).toBeGreaterThan(0);
      expect(retryAfter, path).toBeLessThanOrEqual(600);
      expect(await messageOf(last!), path).toMatch(/try again/i);
    }
  });
});
