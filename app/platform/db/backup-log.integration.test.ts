import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/helpers/test-database.ts";
import { backupStatus, claimScheduledBackup, pruneBackups, recordedBackup, scheduledBackupName, startScheduledBackups } from "./backup-log.server.ts";
import { readBackupHeader } from "./backup.server.ts";

const HOUR = 3_600_000;
let folder: string | undefined;
afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});
const newFolder = () => (folder = fs.mkdtempSync(path.join(os.tmpdir(), "droids-backups-")));

describe("scheduled backups", () => {
  const database = useTestDatabase();
  const db = () => database.current.db;

  it("writes one into the folder when due, keeps the newest N, and Settings' status shows the last one", async () => {
    const dir = path.join(newFolder(), "backups");
    // Three old ones and a file of the operator's own.
    fs.mkdirSync(dir);
    for (const day of ["01", "02", "03"]) fs.writeFileSync(path.join(dir, scheduledBackupName(new Date(`2026-11-${day}T03:00:00Z`))), "old");
    fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
    expect(await backupStatus(db())).toEqual({ last: null, failed: null });

    const done: string[] = [];
    const schedule = startScheduledBackups(database.current, { dir, everyMs: 6 * HOUR, keep: 2, firstRunMs: 60_000, onDone: (file) => done.push(file) });
    try {
      await schedule.check();
      expect(done).toHaveLength(1);
      const header = await readBackupHeader(fs.createReadStream(done[0]!));
      expect(header.format).toBe("droids-backup");
      // The newest two of its kind, the operator's file untouched.
      expect(fs.readdirSync(dir).sort()).toEqual(
        [path.basename(scheduledBackupName(new Date("2026-11-03T03:00:00Z"))), path.basename(done[0]!), "notes.txt"].sort(),
      );

      const status = await backupStatus(db());
      expect(status.failed).toBeNull();
      expect(status.last).toMatchObject({ kind: "scheduled", file: path.basename(done[0]!), bytes: fs.statSync(done[0]!).size });
      expect(status.last!.rows).toBeGreaterThan(0);
      expect(Date.now() - status.last!.finishedAt.getTime()).toBeLessThan(60_000);

      // Not due again for six hours, restart or not.
      await schedule.check();
      expect(done).toHaveLength(1);
      await db().execute(sql`update backups set started_at = started_at - interval '7 hours'`);
      await schedule.check();
      expect(done).toHaveLength(2);
    } finally {
      await schedule.stop();
    }
  });

  it("of several servers checking at once, one makes it", async () => {
    const claims = await Promise.all(Array.from({ length: 5 }, (_, index) => claimScheduledBackup(db(), 6 * HOUR, `server-${index}`)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("records a failure, which Settings shows until a backup succeeds, and tries again at the next check", async () => {
    const dir = newFolder();
    // A file where the folder should be: the backup cannot be written.
    const blocked = path.join(dir, "blocked");
    fs.writeFileSync(blocked, "");
    const errors: unknown[] = [];
    const schedule = startScheduledBackups(database.current, {
      dir: blocked,
      everyMs: 6 * HOUR,
      keep: 2,
      firstRunMs: 60_000,
      onError: (error) => errors.push(error),
    });
    try {
      await schedule.check();
      expect(errors).toHaveLength(1);
      const status = await backupStatus(db());
      expect(status.last).toBeNull();
      expect(status.failed?.error).toMatch(/EEXIST|ENOTDIR/);
    } finally {
      await schedule.stop();
    }
    // A manual backup that works clears it.
    await recordedBackup(db(), { kind: "manual", file: "/somewhere/by-hand.backup.gz" }, async () => ({ tables: 3, rows: 10, bytes: 2048, ms: 5 }));
    expect(await backupStatus(db())).toMatchObject({ last: { kind: "manual", file: "by-hand.backup.gz", bytes: 2048, rows: 10 }, failed: null });
  });

  it("prunes only its own files, oldest first", () => {
    const dir = newFolder();
    const names = ["2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z", "2026-11-03T00:00:00Z"].map((at) => scheduledBackupName(new Date(at)));
    for (const name of [...names, "droids-custom.backup.gz"]) fs.writeFileSync(path.join(dir, name), "");
    expect(pruneBackups(dir, 1)).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(dir).sort()).toEqual(["droids-custom.backup.gz", names[2]!].sort());
  });
});
