import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#app/config.server.ts";
import type { DatabaseHandle } from "#app/db/client.server.ts";
import { testDriver, useTestDatabase } from "../tests/helpers/test-database.ts";
import { createApp, MAX_BODY_BYTES } from "./app.ts";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.mkdirSync(path.join(clientDir, "enterprise"));
fs.writeFileSync(path.join(clientDir, "index.html"), "<h1>home</h1>");
fs.writeFileSync(path.join(clientDir, "enterprise", "index.html"), "<h1>enterprise</h1>");
fs.writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");

const servers: http.Server[] = [];
async function serve(options: { database: DatabaseHandle; env?: Record<string, string> }) {
  let bodyBytesSeen = -1;
  const app = createApp({
    config: parseConfig(options.env ?? {}),
    logger: pino({ level: "silent" }),
    database: options.database,
    clientDir,
    // Stands in for React Router: echoes the body length it read.
    handleRequest: async (req, res) => {
      let length = 0;
      for await (const chunk of req) length += (chunk as Buffer).length;
      bodyBytesSeen = length;
      res.status(200).json({ path: req.path, length });
    },
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, server, bodyBytesSeen: () => bodyBytesSeen };
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
    for (const [url, text] of [["/", "<h1>home</h1>"], ["/enterprise", "<h1>enterprise</h1>"]] as const) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(text);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
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

  it("remembers ?ref=CODE for 30 days and sends the visitor on to the same page without it", async () => {
    const response = await fetch(`${base}/enterprise?ref=0123456789ab&utm_source=mail`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/enterprise?utm_source=mail");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^droids_ref=0123456789ab; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);

    const bad = await fetch(`${base}/?ref=%3Cscript%3E`, { redirect: "manual" });
    expect(bad.status).toBe(302);
    expect(bad.headers.get("location")).toBe("/");
    expect(bad.headers.get("set-cookie")).toBeNull();
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
