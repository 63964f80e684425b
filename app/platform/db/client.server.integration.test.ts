import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { isInvalidTextError, openDatabase, selectRows } from "./client.server.ts";
import { demoRequests, waitlistEntries } from "./schema.ts";

describe(`database on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("applies every migration to an empty database", async () => {
    const rows = await selectRows<{ tablename: string }>(
      database.current.db,
      sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`,
    );
    expect(rows.map((row) => row.tablename)).toEqual(expect.arrayContaining(["demo_requests", "waitlist_entries"]));
  });

  it("names the refusal of a NUL in text, and only that, as invalid text", async () => {
    const { db } = database.current;
    const refused = await db
      .insert(waitlistEntries)
      .values({ email: "nul@example.com", name: "a\u0000b" })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(Error);
    expect(isInvalidTextError(refused)).toBe(true);
    const queried = await db
      .select()
      .from(waitlistEntries)
      .where(sql`${waitlistEntries.email} = ${"x\u0000"}`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isInvalidTextError(queried)).toBe(true);
    await db.insert(waitlistEntries).values({ email: "twice@example.com", name: "A" });
    const duplicate = await db
      .insert(waitlistEntries)
      .values({ email: "twice@example.com", name: "A" })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(duplicate).toBeInstanceOf(Error);
    expect(isInvalidTextError(duplicate)).toBe(false);
    expect(isInvalidTextError(new Error("connection refused"))).toBe(false);
  });

  it("reads back a row it wrote, with defaults filled in", async () => {
    const { db } = database.current;
    await db.insert(waitlistEntries).values({ email: "ada@example.com", name: "Ada Lovelace", prompt: "Chase invoices" });
    const [entry] = await db.select().from(waitlistEntries);
    expect(entry).toMatchObject({
      email: "ada@example.com",
      name: "Ada Lovelace",
      company: "",
      prompt: "Chase invoices",
      status: "pending",
    });
    expect(entry!.createdAt).toBeInstanceOf(Date);
  });

  it("enforces the allowed demo team sizes and statuses", async () => {
    const { db } = database.current;
    const [request] = await db
      .insert(demoRequests)
      .values({ name: "Grace", email: "grace@example.com", company: "Navy", teamSize: "11-50", timeSlot: "morning" })
      .returning();
    expect(request).toMatchObject({ status: "new", teamSize: "11-50", timeSlot: "morning" });
    await expect(db.execute(sql`insert into demo_requests (name, email, company, team_size) values ('a', 'b', 'c', '7')`)).rejects.toThrow();
  });

  it("answers a ping", async () => {
    await expect(database.current.ping()).resolves.toBeUndefined();
  });
});

describe(`query timing on ${testDriver}`, () => {
  it("tells each round trip's time, inside transactions too on PostgreSQL, and counts none twice", async () => {
    const timed: [string, number][] = [];
    const handle = await createTestDatabase({ onQuery: (driver, seconds) => timed.push([driver, seconds]) });
    try {
      timed.length = 0;
      await handle.db.execute(sql`select pg_sleep(0.02)`);
      expect(timed).toHaveLength(1);
      expect(timed[0]![0]).toBe(testDriver);
      expect(timed[0]![1]).toBeGreaterThanOrEqual(0.019);
      await handle.db.select().from(waitlistEntries).limit(1);
      expect(timed).toHaveLength(2);
      // A transaction's queries are timed too (on PostgreSQL also its begin and commit).
      await handle.db.transaction((tx) => tx.execute(sql`select 1`));
      expect(timed.length).toBeGreaterThan(2);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(testDriver === "pglite")("embedded database on disk", () => {
  it("keeps its data for the next process, and locks its folder while open", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-test-"));
    const dataDir = path.join(root, "pglite");
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(waitlistEntries).values({ email: "kept@example.com", name: "Kept" });

      const clientModule = JSON.stringify(path.resolve("app/platform/db/client.server.ts"));
      const script = (body: string) => `
        import { openDatabase } from ${clientModule};
        try { ${body} } catch (e) { console.log(e.message); process.exit(0); }
      `;
      const whileOpen = execFileSync(process.execPath, ["--input-type=module", "-e", script(`await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });`)], {
        encoding: "utf8",
      });
      expect(whileOpen.trim()).toBe(`data directory ${dataDir} is in use by process ${process.pid} on host ${os.hostname()}`);
      await first.close();

      const read = execFileSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          script(`
            const db = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
            const { rows } = await db.db.execute("select email, name from waitlist_entries");
            console.log(JSON.stringify(rows));
            await db.close();
          `),
        ],
        { encoding: "utf8" },
      );
      expect(JSON.parse(read)).toEqual([{ email: "kept@example.com", name: "Kept" }]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDriver === "pglite")("embedded database durability", () => {
  it("runs with 32 MB of shared buffers, not PostgreSQL's 128 MB of memory never given back", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-buffers-"));
    try {
      const database = await openDatabase({ dataDir: path.join(root, "pglite") });
      const [settings] = await selectRows<{ shared_buffers: string }>(database.db, sql`select current_setting('shared_buffers') as shared_buffers`);
      expect(settings).toEqual({ shared_buffers: "32MB" });
      await database.close();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("runs with fsync on and flushes each commit to disk", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-fsync-"));
    const fsyncSync = vi.spyOn(fs, "fsyncSync");
    try {
      const database = await openDatabase({ dataDir: path.join(root, "pglite") });
      const [settings] = await selectRows<{ fsync: string; wal_sync_method: string }>(
        database.db,
        sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as wal_sync_method`,
      );
      expect(settings).toEqual({ fsync: "on", wal_sync_method: "fsync" });
      fsyncSync.mockClear();
      await database.db.insert(waitlistEntries).values({ email: "flushed@example.com", name: "Flushed" });
      expect(fsyncSync).toHaveBeenCalled();
      await database.close();
    } finally {
      fsyncSync.mockRestore();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
