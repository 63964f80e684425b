import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createStore, driver, signUp, startServer, type RunningServer, type Store } from "./support/server.ts";

const ENTRIES = 50_000;

/**
 * The waitlist's CSV export over HTTP on the production build, compressed
 * as a browser asks for it: every row arrives, and the server's output has
 * no MaxListenersExceededWarning (each wait for the socket used to leave a
 * 'drain' listener on the compressor).
 */
describe(`CSV export, production server on ${driver}`, () => {
  let store: Store;
  let server: RunningServer;
  let admin: string;
  beforeAll(async () => {
    store = await createStore();
    const fill = () =>
      store.query(`insert into waitlist_entries (email, name, company, created_at)
        select 'user' || n || '@example.com', 'User ' || n, 'Company ' || (n % 100), timestamptz '2026-01-01' + n * interval '1 second'
        from generate_series(1, ${ENTRIES}) as n`);
    // The embedded database is filled before the server holds it (opening it migrates); PostgreSQL once the server migrated it.
    if (driver === "pglite") await fill();
    server = await startServer(store, { LOG_LEVEL: "warn" });
    if (driver === "postgres") await fill();
    admin = await signUp(server.base, ADMIN);
  });
  afterAll(async () => {
    await server?.stop();
    await store?.drop();
  });

  it(`sends all ${ENTRIES.toLocaleString("en")} entries gzipped, with no listener warning`, async () => {
    const response = await fetch(`${server.base}/dashboard/waitlist/export.csv`, { headers: { cookie: admin, "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const lines = (await response.text()).split("\r\n");
    expect(lines.length).toBe(1 + ENTRIES + 1);
    expect(lines[1]).toBe(",user1@example.com,User 1,Company 1,pending,,0,,false,,,2026-01-01T00:00:01.000Z");
    expect(lines.at(-2)).toMatch(/^,user50000@example\.com,User 50000,Company 0,pending,/);
    expect(server.output()).not.toContain("MaxListenersExceededWarning");
  });
});
