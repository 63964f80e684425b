import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN, createStore, driver, signIn, signUp, startServer, type RunningServer, type Store, altcha } from "./support/server.ts";

/**
 * Two server processes on one PostgreSQL (the embedded database belongs to
 * one process, so this runs on PostgreSQL only): whatever one writes, the
 * other sees — sessions, rate-limit counters and leads.
 */
describe.skipIf(driver !== "postgres")("two servers on one PostgreSQL", () => {
  let store: Store;
  let first: RunningServer;
  let second: RunningServer;
  let adminSignedUp: Promise<string> | undefined;
  /** The site admin's session on `base`: signed up (through the first server) once. */
  const adminCookie = async (base: string) => {
    await (adminSignedUp ??= signUp(first.base, ADMIN));
    return signIn(base, ADMIN);
  };
  beforeAll(async () => {
    store = await createStore();
    // The first server migrates and seeds; the second starts on the same database.
    first = await startServer(store, { RATE_LIMIT_DEMO: "3/10m" });
    second = await startServer(store, { RATE_LIMIT_DEMO: "3/10m" });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await store?.drop();
  });

  it("a session made through one server is valid on the other, and signing out on one ends it on both", async () => {
    const cookie = await signUp(first.base, { email: "scale@example.com", password: "Sc4le!out", name: "Sam Scale" });
    const whoAmI = async (server: RunningServer) => (await (await fetch(`${server.base}/api/v1/session`, { headers: { cookie } })).json()).user;
    expect(await whoAmI(second)).toMatchObject({ name: "Sam Scale", email: "scale@example.com" });

    const signOut = await fetch(`${second.base}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    expect(await whoAmI(first)).toBeNull();
  });

  it("rate-limit counters are shared: the fourth demo request is refused whichever server gets it", async () => {
    const request = async (server: RunningServer, i: number) =>
      fetch(`${server.base}/api/v1/demo-requests`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          altcha: await altcha(),
          name: "Dee Mo",
          email: `demo-${i}@example.com`,
          company: "Acme",
          teamSize: "1-10",
          timeSlot: "morning",
          message: "",
        }),
      });
    const statuses = [];
    for (const [i, server] of [first, second, first, second].entries()) statuses.push((await request(server, i)).status);
    expect(statuses.slice(0, 3).every((status) => status >= 200 && status < 300)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it("an image uploaded through one server is served by the other", async () => {
    const admin = await adminCookie(first.base);
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#4f46e5" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("image", new File([png], "both.png", { type: "image/png" }));
    const uploaded = await fetch(`${first.base}/uploads`, { method: "POST", body: form, headers: { cookie: admin, origin: first.base } });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(/^\/media\/[0-9a-f]{24}-900x500\.jpg$/);
    for (const path of [url, url.replace("-900x500.jpg", "-400.avif")]) {
      const served = await fetch(`${second.base}${path}`);
      expect(served.status, path).toBe(200);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(path.endsWith(".avif") ? 400 : 900);
    }
  });

  it("a lead written through one server is listed by the other", async () => {
    const joined = await fetch(`${first.base}/api/v1/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ altcha: await altcha(), name: "Lena Lead", email: "lena@example.com", company: "Two Ports Ltd" }),
    });
    expect(joined.ok).toBe(true);
    const admin = await adminCookie(second.base);
    const listed = await fetch(`${second.base}/api/v1/waitlist?q=lena`, { headers: { cookie: admin } });
    expect(listed.status).toBe(200);
    const body = await listed.json();
    expect(body.data).toEqual([expect.objectContaining({ email: "lena@example.com", name: "Lena Lead", company: "Two Ports Ltd" })]);
  });

  it("a comment posted through one server shows at once on the page the other had kept", async () => {
    const feed = await (await fetch(`${second.base}/blog/rss.xml`)).text();
    const path = new URL(/<link>([^<]+\/blog\/[^<]+)<\/link>/.exec(feed)![1]!).pathname;
    const page = async (server: RunningServer) => (await fetch(`${server.base}${path}`)).text();
    const kept = await fetch(`${second.base}${path}`);
    expect(kept.headers.get("cache-control")).toContain("public");
    expect(await page(second)).not.toContain("Seen on both servers");

    const posted = await fetch(`${first.base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "comment", authorName: "Sam Scale", content: "Seen on both servers", altcha: await altcha() }),
      redirect: "manual",
    });
    expect(posted.status).toBeLessThan(400);
    await vi.waitFor(async () => expect(await page(second)).toContain("Seen on both servers"), { timeout: 1000, interval: 50 });
  });
});
