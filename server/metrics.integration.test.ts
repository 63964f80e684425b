import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "#app/platform/config.server.ts";
import { Metrics } from "#app/platform/metrics.server.ts";
import { siteRouteTable } from "#tests/helpers/route-table.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { createApp } from "./app.ts";
import { listenForMetrics } from "./metrics-server.ts";
import { PageCache } from "./page-cache.ts";

const TOKEN = "metrics-token-0123456789-abcdefghijklmnop";
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
const servers: http.Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function listening(server: http.Server) {
  servers.push(server);
  if (!server.listening) {
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  }
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A series' value in the exposition, by its labels (in any order). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-z_0-9]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe("metrics", () => {
  const database = useTestDatabase();

  async function site(env: Record<string, string> = {}) {
    const metrics = new Metrics();
    const pages = new PageCache({ onAnswer: (result) => metrics.keptPage(result) });
    metrics.attach(database.current, { streams: () => 2, keptPages: () => ({ pages: pages.size, bytes: pages.keptBytes }) });
    const app = createApp({
      routes: await siteRouteTable(),
      config: parseConfig(env),
      logger: pino({ level: "silent" }),
      database: database.current,
      clientDir,
      pages,
      metrics,
      // Stands in for React Router: a public page for the blog, 404 for the rest.
      render: async (request) => {
        const { pathname } = new URL(request.url);
        return pathname.startsWith("/blog/")
          ? new Response("<h1>post</h1>", { headers: { "content-type": "text/html", "cache-control": "public, max-age=0, s-maxage=60" } })
          : new Response("missing", { status: 404 });
      },
    });
    return { metrics, base: await listening(app) };
  }

  it("counts answers by route pattern, not by path, with kept-page hits and misses; /metrics needs the token", async () => {
    const { base } = await site({ METRICS_TOKEN: TOKEN });
    for (const slug of ["first-post", "second-post", "first-post"]) expect((await fetch(`${base}/blog/${slug}`)).status).toBe(200);
    expect((await fetch(`${base}/no/such/page`)).status).toBe(404);
    expect((await fetch(`${base}/assets/entry-abc123.js`)).status).toBe(200);

    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const refused = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer wrong" } });
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain("droids_");
    const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(valueOf(text, "droids_http_requests_total", { route: "/blog/:slug", method: "GET", status_class: "2xx" })).toBe(3);
    expect(valueOf(text, "droids_http_requests_total", { route: "/*", status_class: "4xx" })).toBe(1);
    expect(valueOf(text, "droids_http_requests_total", { route: "static", status_class: "2xx" })).toBe(1);
    expect(valueOf(text, "droids_http_requests_total", { route: "/metrics", status_class: "4xx" })).toBe(2);
    expect(text).not.toMatch(/route="\/blog\/first-post"/);
    expect(valueOf(text, "droids_http_request_duration_seconds_count", { route: "/blog/:slug" })).toBe(3);
    // Two posts and the missing page rendered, the third view answered from memory; the 404 is not kept.
    expect(valueOf(text, "droids_kept_pages_total", { result: "miss" })).toBe(3);
    expect(valueOf(text, "droids_kept_pages_total", { result: "hit" })).toBe(1);
    expect(valueOf(text, "droids_kept_pages")).toBe(2);
    expect(valueOf(text, "droids_kept_pages_bytes")).toBeGreaterThan(0);
    expect(valueOf(text, "droids_feed_streams")).toBe(2);
    // Node's own: memory and the event loop's delay.
    expect(valueOf(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(valueOf(text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("is not there without METRICS_TOKEN: /metrics is an ordinary unknown page", async () => {
    const { base } = await site();
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe("missing");
  });

  it("reads the outboxes and the last backup from the database when scraped, and serves METRICS_PORT", async () => {
    const { metrics } = await site();
    const db = database.current.db;
    await db.execute(sql`insert into mail_outbox ("to", subject, text, status, created_at) values
      ('a@example.com', 's', 't', 'pending', now() - interval '10 minutes'),
      ('b@example.com', 's', 't', 'pending', now()),
      ('c@example.com', 's', 't', 'failed', now())`);
    await db.execute(
      sql`insert into backups (kind, file, started_at, finished_at, bytes, rows) values ('manual', 'x', '2026-11-28T03:00:00Z', '2026-11-28T03:00:01Z', 10, 1)`,
    );
    metrics.mailDelivered("sent");
    const base = await listening(await listenForMetrics(metrics, 0, "127.0.0.1"));
    expect((await fetch(`${base}/`)).status).toBe(404);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(valueOf(text, "droids_mail_outbox_queued")).toBe(2);
    expect(valueOf(text, "droids_mail_outbox_oldest_age_seconds")).toBeGreaterThanOrEqual(599);
    expect(valueOf(text, "droids_mail_outbox_failed")).toBe(1);
    expect(valueOf(text, "droids_mail_deliveries_total", { result: "sent" })).toBe(1);
    expect(valueOf(text, "droids_webhook_deliveries", { state: "pending" })).toBe(0);
    expect(valueOf(text, "droids_backup_last_success_timestamp_seconds")).toBe(Date.parse("2026-11-28T03:00:01Z") / 1000);
    expect(valueOf(text, "droids_db_pool_connections", { state: "total" }) !== undefined).toBe(testDriver === "postgres");
  });
});
