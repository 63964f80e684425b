import { afterEach, describe, expect, it } from "vitest";
import { createStore, driver, mapConcurrent, startServer, type RunningServer, type Store, altcha } from "./support/server.ts";

/** The waitlist form's JSON body with a given e-mail. */
const join = async (base: string, email: string, name = "Rel Join") =>
  fetch(`${base}/api/v1/waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ altcha: await altcha(), name, email, company: "", phone: "", teamSize: "", timeSlot: "", message: "" }),
  });

let store: Store | undefined;
let servers: RunningServer[] = [];
afterEach(async () => {
  for (const server of servers) await server.stop();
  servers = [];
  await store?.drop();
  store = undefined;
});

describe(`waitlist joins under load on ${driver}`, () => {
  it("100 concurrent joins with one e-mail: 100 successes, one row", async () => {
    store = await createStore();
    const server = await startServer(store);
    servers.push(server);
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => join(server.base, i % 2 ? "Same@Example.com" : " same@example.com ").then((r) => r.status)),
    );
    expect(statuses.filter((status) => status >= 200 && status < 300)).toHaveLength(100);
    await server.stop();
    servers = [];
    const rows = await store.query<{ email: string }>("select email from waitlist_entries");
    expect(rows).toEqual([{ email: "same@example.com" }]);
  });

  it("10,000 distinct joins at concurrency 100 over HTTP: 10,000 rows, no 5xx", async () => {
    store = await createStore();
    const server = await startServer(store);
    servers.push(server);
    const emails = Array.from({ length: 10_000 }, (_, i) => `load-${i}@example.com`);
    const statuses = await mapConcurrent(emails, 100, (email) => join(server.base, email).then((r) => r.status));
    const byStatus = Object.groupBy(statuses, (status) => String(status));
    expect(Object.keys(byStatus)).toEqual(["200"]);
    await server.stop();
    servers = [];
    const [row] = await store.query<{ count: number }>("select count(*)::int as count from waitlist_entries");
    expect(row!.count).toBe(10_000);
  }, 300_000);
});

describe(`durability on ${driver}`, () => {
  it("every join answered 2xx before a SIGKILL is there after the restart", async () => {
    store = await createStore();
    const server = await startServer(store);
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    // A steady stream: 20 clients joining one after another until the kill.
    const stream = Promise.all(
      Array.from({ length: 20 }, async () => {
        while (!stop) {
          const email = `durable-${sent++}@example.com`;
          try {
            const response = await join(server.base, email);
            if (response.ok) acknowledged.push(email);
          } catch {
            // The connection died with the server: not acknowledged.
          }
        }
      }),
    );
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.kill();
    stop = true;
    await stream;

    // The restarted server recovers the data and takes new joins.
    const restarted = await startServer(store);
    servers.push(restarted);
    expect((await join(restarted.base, "after-restart@example.com")).status).toBe(200);
    await restarted.stop();
    servers = [];
    const rows = await store.query<{ email: string }>("select email from waitlist_entries");
    const present = new Set(rows.map((row) => row.email));
    expect(present.has("after-restart@example.com")).toBe(true);
    const missing = acknowledged.filter((email) => !present.has(email));
    console.info(
      `durability on ${driver}: ${sent} sent, ${acknowledged.length} acknowledged, ${acknowledged.length - missing.length} present after SIGKILL and restart`,
    );
    expect(missing).toEqual([]);
  });
});
