import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { solvePow } from "#tests/helpers/proof-of-work.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { ADMIN, createStore, driver, signIn, signUp, startServer, type RunningServer, type Store } from "./support/server.ts";

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
  return (
    /role="alert"[^>]*>([\s\S]*?)<\/div>/
      .exec(text)?.[1]
      ?.replace(/<[^>]+>/g, " ")
      .trim() ?? text.slice(0, 200)
  );
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
    RATE_LIMIT_LIKES: "2/10m",
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
      const response = await post(path, JSON.stringify({ name: "Eve", email: "eve@example.com" }), {
        ...json,
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      });
      expect(response.status, path).toBe(403);
      expect(await messageOf(response)).toBe("This form can only be sent from our own site.");
    }
    await server.stop();
    expect(await store.query("select email from waitlist_entries where email = 'eve@example.com'")).toEqual([]);
    server = await startServer(store, {
      RATE_LIMIT_WAITLIST: "2/10m",
      RATE_LIMIT_DEMO: "2/10m",
      RATE_LIMIT_COMMENTS: "2/10m",
      RATE_LIMIT_AUTH: "2/1m",
      RATE_LIMIT_LIKES: "2/10m",
    });
  });

  it("over the per-IP limit → 429 with Retry-After and a message saying when to try again", async () => {
    const ip = { "x-forwarded-for": "198.51.100.77" };
    // The lead API needs a solved proof-of-work challenge (docs/decisions/0053-proof-of-work.md).
    const altcha = async () => solvePow(await (await fetch(`${server.base}/api/v1/pow-challenge`)).json());
    const cases: [string, () => Promise<Response>][] = [
      [
        "/api/v1/waitlist",
        async () =>
          post("/api/v1/waitlist", JSON.stringify({ name: "Ada", email: `ada-${Math.random()}@example.com`, altcha: await altcha() }), { ...json, ...ip }),
      ],
      [
        "/waitlist",
        async () =>
          post("/waitlist", new URLSearchParams({ name: "Ada", email: `ada-${Math.random()}@example.com`, altcha: await altcha() }).toString(), {
            ...form,
            ...ip,
            "x-forwarded-for": "198.51.100.78",
          }),
      ],
      [
        "/api/v1/demo-requests",
        async () =>
          post("/api/v1/demo-requests", JSON.stringify({ name: "Ada", email: "ada@example.com", company: "Acme", altcha: await altcha() }), { ...json, ...ip }),
      ],
      [
        "/demo",
        async () =>
          post("/demo", new URLSearchParams({ name: "Ada", email: "ada@example.com", company: "Acme", altcha: await altcha() }).toString(), {
            ...form,
            "x-forwarded-for": "198.51.100.79",
          }),
      ],
      [
        `/blog/${slug}`,
        async () =>
          post(`/blog/${slug}`, new URLSearchParams({ intent: "comment", authorName: "Ada", content: "Nice", altcha: await altcha() }).toString(), {
            ...form,
            ...ip,
          }),
      ],
      [
        "/api/auth/sign-in/email",
        () => post("/api/auth/sign-in/email", JSON.stringify({ email: "nobody@example.com", password: "Wr0ng!pass" }), { ...json, ...ip }),
      ],
      [
        "/sign-in",
        () =>
          post("/sign-in", new URLSearchParams({ email: "nobody@example.com", password: "Wr0ng!pass" }).toString(), {
            ...form,
            "x-forwarded-for": "198.51.100.80",
          }),
      ],
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

  it("likes without the visitor cookie from one address: at most RATE_LIMIT_LIKES, then 429 and the page says why", async () => {
    const like = (accept: string) => post(`/blog/${slug}`, "intent=like", { ...form, accept, "x-forwarded-for": "198.51.100.90" });
    const countOf = async () => Number(/data-testid="like-count">(\d+)</.exec(await (await fetch(`${server.base}/blog/${slug}`)).text())![1]);
    const before = await countOf();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await like("text/html")).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    expect(await countOf()).toBe(before + 2);
    // Without JavaScript the page comes back and says it under the button.
    const refused = await like("text/html");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/<p role="status"[^>]*>Too many likes from your network\. Please try again in \d+ (seconds|minutes?)\.<\/p>/);
  });
});

describe(`keep-alive on ${driver}`, () => {
  it("a connection idle for longer than Node's default 5 s is still open: a client (or proxy) reusing it gets its answer, not a reset", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const outgoing = request(`${server.base}/healthz`, { agent }, (answer) => {
          answer.resume();
          answer.on("end", () => resolve({ status: answer.statusCode!, socket: outgoing.socket }));
        });
        outgoing.on("error", reject).end();
      });
    const first = await get();
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const second = await get();
    expect(second.status).toBe(200);
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  }, 15_000);
});

describe(`crafted requests on ${driver}: a 4xx with a message, never a 5xx, and the server stays healthy`, () => {
  let craftedStore: Store;
  let crafted: RunningServer;
  let admin: string;
  beforeAll(async () => {
    craftedStore = await createStore();
    crafted = await startServer(craftedStore);
    await signUp(crafted.base, ADMIN);
    await crafted.stop();
    await craftedStore.query(`update "user" set role = 'admin', email_verified = true where email = '${ADMIN.email}'`);
    crafted = await startServer(craftedStore);
    admin = await signIn(crafted.base, ADMIN);
  });
  afterAll(async () => {
    await crafted?.stop();
    await craftedStore?.drop();
  });
  const invalid = "The request contains characters that are not allowed.";

  it("NUL in a path or a query → 400 with the message", async () => {
    for (const url of ["/blog/%00", "/author/%00", "/blog?tag=%00", "/blog?q=%00"]) {
      const response = await fetch(`${crafted.base}${url}`, { headers: { accept: "text/html" } });
      expect(response.status, url).toBe(400);
      expect(await messageOf(response), url).toBe(invalid);
    }
    for (const url of ["/api/v1/waitlist?q=%00", "/api/v1/waitlist/%00", "/api/v1/waitlist/export.csv?q=%00"]) {
      const response = await fetch(`${crafted.base}${url}`, { headers: { cookie: admin } });
      expect(response.status, url).toBe(400);
      expect(await response.json(), url).toEqual({ error: { code: "invalid_characters", message: invalid } });
    }
  });

  it("a lone surrogate in a JSON field → 400 with the message", async () => {
    const response = await fetch(`${crafted.base}/api/v1/demo-requests`, {
      method: "POST",
      headers: json,
      body: '{"name":"\\ud800","email":"ada@example.com","company":"Acme","teamSize":"1-10","timeSlot":"morning"}',
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(invalid);
  });

  it("TRACE → 405 with Allow", async () => {
    const answer = await new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      const sent = request(`${crafted.base}/`, { method: "TRACE" }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode!, allow: response.headers.allow }));
      });
      sent.on("error", reject);
      sent.end();
    });
    expect(answer).toEqual({ status: 405, allow: "GET, HEAD, POST, PATCH, DELETE, OPTIONS" });
  });

  it("CR/LF in redirectTo when signing in → the default page, no injected header", async () => {
    // A form sent by a browser without JavaScript (fetch would overwrite Sec-Fetch-Mode): the answer is a redirect.
    const body = new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo: "/\r\nSet-Cookie: injected=1" }).toString();
    const answer = await new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const sent = request(`${crafted.base}/sign-in`, { method: "POST", headers: { ...form, "sec-fetch-mode": "navigate" } }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers }));
      });
      sent.on("error", reject);
      sent.end(body);
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/");
    expect(answer.headers["set-cookie"]?.some((cookie) => cookie.startsWith("injected="))).toBe(false);
  });

  it("a huge page, a bad cursor and a huge limit → the last page or a 400 with a message", async () => {
    const page = await fetch(`${crafted.base}/dashboard/waitlist?page=99999999999999999999`, { headers: { cookie: admin } });
    expect(page.status).toBe(200);
    const cursor = await fetch(`${crafted.base}/api/v1/waitlist?cursor=AA`, { headers: { cookie: admin } });
    expect(cursor.status).toBe(400);
    expect((await cursor.json()).error).toMatchObject({ code: "invalid_cursor", message: expect.stringContaining("The cursor is not valid") });
    const limit = await fetch(`${crafted.base}/api/v1/waitlist?limit=99999999999999999999`, { headers: { cookie: admin } });
    expect(limit.status).toBe(400);
    expect(await messageOf(limit)).toMatch(/\w{3,}/);
  });

  it("still healthy afterwards", async () => {
    expect((await fetch(`${crafted.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${crafted.base}/blog/${slug}`)).status).toBe(200);
  });
});
