import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableContents } from "#tests/helpers/table-contents.ts";
import { createTestDatabase, useTestDatabase } from "#tests/helpers/test-database.ts";
import { fillWaitlist } from "../../../bench/scale-data.ts";
import { loadSampleContent, migrationsFolderIn } from "../../../server/sample-content.ts";
import { BackupError, migrationLevelOf, restoreBackup, writeBackup } from "./backup.server.ts";
import { selectRows, type DatabaseHandle } from "./client.server.ts";

const rootDir = path.join(import.meta.dirname, "..", "..", "..");
const code = migrationLevelOf(migrationsFolderIn(rootDir));

async function backupOf(database: DatabaseHandle): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(database, out);
  return Buffer.concat(chunks);
}

/** The backup's lines, changed by `edit`, gzipped again. */
function edited(backup: Buffer, edit: (lines: string[]) => string[]): Buffer {
  const lines = zlib.gunzipSync(backup).toString("utf8").trimEnd().split("\n");
  return zlib.gzipSync(`${edit(lines).join("\n")}\n`);
}

describe("backups", () => {
  const source = useTestDatabase();
  let target: DatabaseHandle;
  beforeAll(async () => {
    target = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await target?.close();
  });
  const emptyTarget = async () => {
    const tables = Object.keys(await tableContents(target.db));
    await target.db.execute(sql.raw(`truncate ${tables.map((name) => `"${name}"`).join(", ")} cascade`));
    // What the tables' truncate triggers noted (a day to count again): a new database has none of it.
    for (const [name, rows] of Object.entries(await tableContents(target.db))) if (rows.length > 0) await target.db.execute(sql.raw(`delete from "${name}"`));
  };

  /** Sample posts, an author, comments with replies, likes, 2,000 entries (referrals, invitations, demo requests) and the figures kept from them. */
  async function fillSource() {
    const db = source.current.db;
    await loadSampleContent(db, rootDir);
    await fillWaitlist(db, 2_000);
    const [post] = await selectRows<{ id: string }>(db, sql`select id from posts order by slug limit 1`);
    // A reply stored before its parent (the parent's row rewritten after it): the file's order must not matter.
    const parent = "00000000-0000-4000-8000-000000000001";
    await db.execute(sql`insert into comments (id, post_id, author_name, content) values (${parent}, ${post!.id}, 'Ada', 'First')`);
    await db.execute(sql`insert into comments (post_id, parent_id, author_name, content) values (${post!.id}, ${parent}, 'Grace', 'A reply')`);
    await db.execute(sql`update comments set content = 'First, edited' where id = ${parent}`);
    return db;
  }

  it("restores every table row for row, with triggers' tables as they were and sequences where they were", async () => {
    const db = await fillSource();
    await db.execute(sql`insert into admin_events (name, body) values ('waitlist.joined', '{"email":"a@example.com"}'::jsonb)`);
    const before = await tableContents(db);
    expect(before.waitlist_entries).toHaveLength(2_000);
    expect(before.posts!.length).toBeGreaterThan(0);

    await emptyTarget();
    const summary = await restoreBackup(target, Readable.from(await backupOf(source.current)), code);
    expect(summary.rows).toBe(Object.values(before).reduce((sum, rows) => sum + rows.length, 0));
    expect(await tableContents(target.db)).toEqual(before);

    // Identity columns go on from where they were, not from 1.
    const [original] = await selectRows<{ id: string }>(db, sql`insert into admin_events (name, body) values ('x', '{}') returning id::text`);
    const [restored] = await selectRows<{ id: string }>(target.db, sql`insert into admin_events (name, body) values ('x', '{}') returning id::text`);
    expect(restored!.id).toBe(original!.id);
    // The triggers are on again: a new entry is counted by the restored database.
    const [changed] = await selectRows<{ count: string }>(target.db, sql`select count(*)::text as count from lead_changed_days`);
    await target.db.execute(sql`insert into waitlist_entries (email, name, created_at) values ('new@example.com', 'New', '2020-01-01')`);
    const [after] = await selectRows<{ count: string }>(target.db, sql`select count(*)::text as count from lead_changed_days`);
    expect(Number(after!.count)).toBeGreaterThan(Number(changed!.count));
  });

  it("refuses a database that is not empty, a cut or damaged file, and another version's backup, writing nothing", async () => {
    await fillSource();
    const backup = await backupOf(source.current);
    await emptyTarget();
    const refused = async (file: Buffer, message: RegExp) => {
      await expect(restoreBackup(target, Readable.from(file), code)).rejects.toThrow(message);
      const contents = await tableContents(target.db);
      return Object.entries(contents).filter(([, rows]) => rows.length > 0);
    };
    // Cut short: the last line missing, or the compressed data itself cut.
    expect(
      await refused(
        edited(backup, (lines) => lines.slice(0, -1)),
        /cut short/,
      ),
    ).toEqual([]);
    expect(await refused(backup.subarray(0, Math.floor(backup.length / 2)), /damaged or cut short/)).toEqual([]);
    // A row dropped from the middle: the table's count says so.
    const firstRow = (lines: string[]) => lines.findIndex((line) => line.startsWith('{"table":"waitlist_entries"')) + 1;
    expect(
      await refused(
        edited(backup, (lines) => lines.filter((_, index) => index !== firstRow(lines))),
        /says \d+ rows but holds/,
      ),
    ).toEqual([]);
    // A value that its column cannot take: the database refuses, the transaction writes nothing.
    const entriesAt = edited(backup, (lines) => {
      const table = lines.findIndex((line) => line.startsWith('{"table":"waitlist_entries"'));
      const columns = (JSON.parse(lines[table]!) as { columns: string[] }).columns;
      const row = lines[table + 1]!.split("\t");
      row[columns.indexOf("created_at")] = "not a time";
      return lines.map((line, index) => (index === table + 1 ? row.join("\t") : line));
    });
    await expect(restoreBackup(target, Readable.from(entriesAt), code)).rejects.toThrow(/timestamp|time zone/);
    expect(Object.values(await tableContents(target.db)).every((rows) => rows.length === 0)).toBe(true);
    // Not a backup at all.
    await expect(restoreBackup(target, Readable.from(zlib.gzipSync("hello\n")), code)).rejects.toThrow(/not a backup of this site/);
    await expect(restoreBackup(target, Readable.from(Buffer.from("plain text")), code)).rejects.toThrow(BackupError);
    // Made by another version.
    await expect(restoreBackup(target, Readable.from(backup), { ...code, count: code.count + 1 })).rejects.toThrow(/earlier version/);
    await expect(restoreBackup(target, Readable.from(backup), { ...code, count: code.count - 1 })).rejects.toThrow(/newer version/);

    // A database with rows is never written over.
    await restoreBackup(target, Readable.from(backup), code);
    await expect(restoreBackup(target, Readable.from(backup), code)).rejects.toThrow(/not empty \(table \w+ has rows\)/);
  });
});
