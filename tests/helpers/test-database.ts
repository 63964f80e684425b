import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDatabase, selectRows, type DatabaseHandle, type OpenOptions } from "#app/platform/db/client.server.ts";

/** "postgres" when this run targets the PostgreSQL server, else "pglite". */
export const testDriver = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * A fresh database for one test file: in-memory PGlite, or on PostgreSQL a
 * schema of its own (dropped afterwards), so files never share rows.
 */
export async function createTestDatabase(options: Pick<OpenOptions, "logQuery" | "onQuery"> = {}): Promise<DatabaseHandle> {
  if (testDriver === "pglite") return openDatabase({ memory: true }, options);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test");
  const schema = `test_${process.env.VITEST_POOL_ID ?? "0"}_${randomUUID().slice(0, 8)}`;
  const handle = await openDatabase({ url, searchPath: schema, poolSize: 20 }, options);
  return {
    ...handle,
    async close() {
      await handle.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await handle.close();
    },
  };
}

/** Every table of the public schema, emptied between tests. */
export async function truncateAll(handle: DatabaseHandle) {
  const rows = await selectRows<{ tablename: string }>(
    handle.db,
    sql`select tablename from pg_tables where schemaname = current_schema() and left(tablename, 2) <> '__'`,
  );
  const tables = rows.map((row) => `"${row.tablename}"`);
  if (tables.length) await handle.db.execute(sql.raw(`truncate ${tables.join(", ")} cascade`));
}

/** Opens a test database for the file and empties it before each test. */
export function useTestDatabase(options: Pick<OpenOptions, "logQuery"> = {}): { readonly current: DatabaseHandle } {
  const ref = {} as { current: DatabaseHandle };
  beforeAll(async () => {
    ref.current = await createTestDatabase(options);
  }, 60_000);
  beforeEach(async () => {
    await truncateAll(ref.current);
  });
  afterAll(async () => {
    await ref.current?.close();
  });
  return ref;
}
