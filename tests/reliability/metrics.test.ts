import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/e2e/support/spawn-server.ts";
import { createStore, driver, startServer, type RunningServer, type Store } from "./support/server.ts";

let store: Store;
let server: RunningServer;
let metricsPort: number;
beforeAll(async () => {
  store = await createStore();
  metricsPort = await freePort();
  server = await startServer(store, { METRICS_PORT: String(metricsPort) });
});
afterAll(async () => {
  await server?.stop();
  await store?.drop();
});

describe(`metrics on ${driver}`, () => {
  it("are on METRICS_PORT only, by route pattern, with the database's and the process's figures", async () => {
    // Not on the site's port (no METRICS_TOKEN): an ordinary missing page.
    expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
    const blog = await (await fetch(`${server.base}/blog`)).text();
    const slug = [...blog.matchAll(/href="\/blog\/([\w-]+)"/g)].map((match) => match[1]!).find((found) => found !== "create")!;
    // Each answer read to its end: an answer is counted when it is finished.
    for (let view = 0; view < 2; view++) expect(await (await fetch(`${server.base}/blog/${slug}`)).text()).toContain("</html>");

    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toMatch(/^droids_http_requests_total\{route="\/blog\/:slug",method="GET",status_class="2xx"\} 2$/m);
    expect(text).toMatch(/^droids_http_requests_total\{route="\/blog",method="GET",status_class="2xx"\} 1$/m);
    expect(text).not.toContain(`/blog/${slug}"`);
    expect(text).toMatch(/^droids_kept_pages_total\{result="hit"\} [1-9]/m);
    expect(text).toMatch(new RegExp(`^droids_db_query_duration_seconds_count\\{driver="${driver}"\\} [1-9]`, "m"));
    for (const series of [
      "droids_mail_outbox_queued",
      "droids_mail_outbox_oldest_age_seconds",
      'droids_webhook_deliveries{state="failed"}',
      "droids_feed_streams",
      "droids_backup_last_success_timestamp_seconds",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(text).toContain(`\n${series} `);
    }
  });
});
