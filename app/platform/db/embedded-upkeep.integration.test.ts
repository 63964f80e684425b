import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { selectRows } from "./client.server.ts";
import { upkeepTables } from "./embedded-upkeep.server.ts";

// PostgreSQL's own autovacuum would race this test there (and the site runs the upkeep on the embedded database only).
describe.runIf(testDriver === "pglite")("embedded database upkeep", () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const planOf = async (query: string) =>
    (await selectRows<Record<string, string>>(db(), sql.raw(`explain ${query}`))).map((row) => Object.values(row)[0]).join("\n");

  it("gathers statistics and marks pages all-visible for a table that grew, once, as autovacuum would", async () => {
    // Tables under the minimum size are left alone.
    expect(await upkeepTables(db())).toEqual([]);
    await db().execute(sql`
      insert into waitlist_entries (email, name, created_at, confirmed_at)
      select 'grown' || n || '@example.com', 'Grown ' || n, timestamptz '2026-01-01' + n * interval '1 second', timestamptz '2026-01-01' + n * interval '1 second'
      from generate_series(1, 20000) as n`);
    expect(await upkeepTables(db())).toContain("waitlist_entries");
    const [table] = await selectRows<{ reltuples: number; allvisible: number; relpages: number }>(
      db(),
      sql`select reltuples, relallvisible as allvisible, relpages from pg_class where oid = 'waitlist_entries'::regclass`,
    );
    expect(Number(table!.reltuples)).toBe(20000);
    expect(Number(table!.allvisible)).toBe(Number(table!.relpages));
    // The planner now knows how few entries confirmed after a moment, and finds them by the index.
    expect(await planOf(`select email from waitlist_entries where confirmed_at > timestamptz '2026-01-01 05:00'`)).not.toMatch(/Seq Scan/);
    // Nothing grew since: nothing to do.
    expect(await upkeepTables(db())).toEqual([]);
  });

  it("vacuums a table that was loaded and analyzed but never vacuumed, once", async () => {
    await db().execute(sql`
      insert into waitlist_entries (email, name, created_at)
      select 'loaded' || n || '@example.com', 'Loaded ' || n, timestamptz '2026-01-01' + n * interval '1 second'
      from generate_series(1, 20000) as n`);
    await db().execute(sql`analyze waitlist_entries`);
    const lookedAfter = new Map<string, number>();
    expect(await upkeepTables(db(), {}, lookedAfter)).toContain("waitlist_entries");
    const [table] = await selectRows<{ allvisible: number; relpages: number }>(
      db(),
      sql`select relallvisible as allvisible, relpages from pg_class where oid = 'waitlist_entries'::regclass`,
    );
    expect(Number(table!.allvisible)).toBe(Number(table!.relpages));
    expect(await upkeepTables(db(), {}, lookedAfter)).toEqual([]);
  });
});
