import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, selectRows, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { sql } from "drizzle-orm";
import { tableContents } from "#tests/helpers/table-contents.ts";
import { runCommand } from "./support/commands.ts";
import { ADMIN, createStore, driver, signUp, startServer, type RunningServer, type Store, altcha } from "./support/server.ts";

const join = async (base: string, email: string) =>
  fetch(`${base}/api/v1/waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ altcha: await altcha(), name: "Backup Load", email, company: "Acme", phone: "", teamSize: "", timeSlot: "", message: "" }),
  });

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server (made by db:restore itself). */
function newPostgresUrl() {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/droids_restore_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  return url.toString();
}

async function dropDatabase(url: string) {
  const admin = new pg.Client(process.env.TEST_DATABASE_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await admin.end();
}

let store: Store | undefined;
let server: RunningServer | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await server?.stop();
  server = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
  await store?.drop();
  store = undefined;
});

describe.runIf(process.env.TEST_DATABASE_URL)(`backups on ${driver}`, () => {
  it("backs up while serving a join load; restored into a new folder and a new PostgreSQL database, it holds every join acknowledged before it began, row for row", async () => {
    store = await createStore();
    server = await startServer(store);
    const base = server.base;
    // Accounts and sessions, besides the sample posts and the joins.
    await signUp(base, ADMIN);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "droids-backup-"));
    cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));

    // Twenty clients join one after another, each noting when its join was acknowledged.
    const acknowledged: { email: string; at: number }[] = [];
    let stop = false;
    let sent = 0;
    const load = Promise.all(
      Array.from({ length: 20 }, async () => {
        while (!stop) {
          const email = `backup-load-${sent++}@example.com`;
          const response = await join(base, email);
          if (response.ok) acknowledged.push({ email, at: performance.now() });
          else throw new Error(`a join failed during the backup: ${response.status}`);
        }
      }),
    );
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 10));

    const underLoad = path.join(folder, "under-load.backup.gz");
    const startedAt = performance.now();
    const backup = await runCommand("db-backup.ts", [underLoad], store.env);
    const endedAt = performance.now();
    expect(backup.output).toMatch(/^Backed up \d+ tables, [\d,]+ rows \([\d.]+ MB\) to .*under-load\.backup\.gz/);
    // The embedded database is held by the server: the server made it.
    if (driver === "pglite") expect(backup.output).toContain("through the running server");
    expect(backup.code).toBe(0);
    // The load went on during the backup, and after it.
    const duringBackup = acknowledged.filter((join) => join.at > startedAt && join.at < endedAt).length;
    const countAtEnd = acknowledged.length;
    while (acknowledged.length < countAtEnd + 100) await new Promise((resolve) => setTimeout(resolve, 10));
    stop = true;
    await load;

    await server.stop();
    server = undefined;
    // With the server stopped (its background jobs done), a second backup: it must match the source row for row.
    const idle = path.join(folder, "idle.backup.gz");
    expect((await runCommand("db-backup.ts", [idle], store.env)).code).toBe(0);

    const restoreInto = async (file: string, env: Record<string, string>) => {
      const restored = await runCommand("db-restore.ts", [file], env);
      expect(restored.output).toMatch(/^Restored \d+ tables, [\d,]+ rows from /);
      expect(restored.code).toBe(0);
    };
    const open = async (options: Parameters<typeof openDatabase>[0]) => {
      const handle = await openDatabase(options);
      cleanups.unshift(() => handle.close());
      return handle;
    };

    // The backup made under load, into a new folder and a new PostgreSQL database.
    const restoredDir = path.join(folder, "restored");
    const restoredUrl = newPostgresUrl();
    cleanups.push(() => dropDatabase(restoredUrl));
    await restoreInto(underLoad, { DATA_DIR: restoredDir });
    await restoreInto(underLoad, { DATA_DIR: path.join(folder, "unused"), DATABASE_URL: restoredUrl });
    const inFolder = await open({ dataDir: path.join(restoredDir, "pglite") });
    const inPostgres = await open({ url: restoredUrl });
    const restoredContents = await tableContents(inFolder.db);
    expect(await tableContents(inPostgres.db)).toEqual(restoredContents);

    const emails = new Set((await selectRows<{ email: string }>(inFolder.db, sql`select email from waitlist_entries`)).map((row) => row.email));
    const before = acknowledged.filter((join) => join.at < startedAt);
    expect(before.filter((join) => !emails.has(join.email))).toEqual([]);
    // One snapshot: joins acknowledged after the backup ended are not in it.
    expect(acknowledged.filter((join) => join.at > endedAt && emails.has(join.email))).toEqual([]);
    expect(restoredContents.user!.length).toBe(1);
    expect(restoredContents.session!.length).toBeGreaterThan(0);
    expect(restoredContents.posts!.length).toBeGreaterThan(0);
    console.log(`backup under load: ${before.length} joins before it, ${duringBackup} acknowledged while it ran, ${emails.size} entries in it`);

    // The idle backup against the source itself.
    const idleDir = path.join(folder, "idle-restored");
    await restoreInto(idle, { DATA_DIR: idleDir });
    const source: DatabaseHandle = await open(store.env.DATABASE_URL ? { url: store.env.DATABASE_URL } : { dataDir: path.join(store.env.DATA_DIR!, "pglite") });
    const idleRestored = await open({ dataDir: path.join(idleDir, "pglite") });
    const sourceContents = await tableContents(source.db);
    // The source also records the idle backup's own end, after its snapshot (its row in the backup has none yet).
    const withoutLastBackup = (contents: Record<string, string[]>) => ({ ...contents, backups: contents.backups!.length });
    expect(withoutLastBackup(await tableContents(idleRestored.db))).toEqual(withoutLastBackup(sourceContents));
  }, 240_000);
});

describe(`the control socket on ${driver}`, () => {
  it("a DATA_DIR too long for a socket's path still serves; db:backup then says the folder is in use", async () => {
    // A Unix socket's path holds at most 107 bytes.
    const deep = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "droids-long-")), "a-data-folder-with-a-name-long-enough".repeat(3));
    cleanups.push(async () => fs.rmSync(path.dirname(deep), { recursive: true, force: true }));
    store = await createStore();
    server = await startServer(store, { DATA_DIR: deep });
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    if (driver === "pglite") {
      const backup = await runCommand("db-backup.ts", [path.join(path.dirname(deep), "b.backup.gz")], { DATA_DIR: deep });
      expect(backup.code).toBe(1);
      expect(backup.output).toMatch(/^The backup failed: .*in use/);
    }
  });
});
