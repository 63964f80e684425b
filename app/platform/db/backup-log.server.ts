/**
 * The backups this site makes: recorded in the database (Settings shows the
 * last one), and on a schedule when BACKUP_DIR is set.
 */
import fs from "node:fs";
import path from "node:path";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { writeBackupFile, type BackupDatabase, type BackupSummary } from "./backup.server.ts";
import type { Database } from "./client.server.ts";
import { backups } from "./schema.ts";

export type BackupKind = "scheduled" | "manual";

/**
 * Makes a backup with `write` and records it: a row when it starts, its
 * size or its error when it ends. `id`: a row already claimed for it.
 */
export async function recordedBackup(
  db: Database,
  { kind, file, id }: { kind: BackupKind; file: string; id?: string },
  write: () => Promise<BackupSummary>,
): Promise<BackupSummary> {
  // The record is what Settings shows, not the backup: a database without the table (older than this version) is backed up unrecorded.
  const row =
    id ??
    (await db
      .insert(backups)
      .values({ kind, file: path.basename(file) })
      .returning({ id: backups.id })
      .then(([made]) => made?.id)
      .catch(() => undefined));
  try {
    const summary = await write();
    if (row) await finishBackupRecord(db, row, summary);
    return summary;
  } catch (error) {
    if (row) await finishBackupRecord(db, row, { error: (error as Error).message }).catch(() => {});
    throw error;
  }
}

/** Completes a backup's row with what it wrote, or why it failed. */
async function finishBackupRecord(db: Database, id: string, outcome: BackupSummary | { error: string }) {
  await db
    .update(backups)
    .set(
      "error" in outcome
        ? { finishedAt: sql`now()`, error: outcome.error.slice(0, 500) }
        : { finishedAt: sql`now()`, bytes: outcome.bytes, rows: outcome.rows },
    )
    .where(eq(backups.id, id));
}

export interface BackupStatus {
  /** The last backup that was written whole. */
  last: { finishedAt: Date; bytes: number; rows: number; kind: BackupKind; file: string } | null;
  /** The last attempt, when it failed after the last good one. */
  failed: { startedAt: Date; error: string } | null;
}

/** What Settings shows: the last good backup, and a failure since, if any. */
export async function backupStatus(db: Database): Promise<BackupStatus> {
  const [last] = await db
    .select({ finishedAt: backups.finishedAt, bytes: backups.bytes, rows: backups.rows, kind: backups.kind, file: backups.file })
    .from(backups)
    .where(and(isNotNull(backups.finishedAt), isNull(backups.error)))
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  const [failed] = await db
    .select({ startedAt: backups.startedAt, error: backups.error })
    .from(backups)
    .where(and(isNotNull(backups.error), last?.finishedAt ? sql`${backups.startedAt} > ${last.finishedAt.toISOString()}::timestamptz` : undefined))
    .orderBy(desc(backups.startedAt))
    .limit(1);
  return {
    last: last ? { finishedAt: last.finishedAt!, bytes: last.bytes ?? 0, rows: last.rows ?? 0, kind: last.kind, file: last.file } : null,
    failed: failed ? { startedAt: failed.startedAt, error: failed.error ?? "" } : null,
  };
}

/** A scheduled backup's file name: its time, sortable (`droids-2026-11-28T03-00-00Z.backup.gz`). */
export const scheduledBackupName = (at: Date) =>
  `droids-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.backup.gz`;
const scheduledBackupPattern = /^droids-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup\.gz$/;

/** Deletes all but the newest `keep` scheduled backups in `dir` (other files are left alone); returns the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = fs
    .readdirSync(dir)
    .filter((name) => scheduledBackupPattern.test(name))
    .sort()
    .slice(0, -keep);
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}

/**
 * Claims the scheduled backup that is due, if one is: a row of kind
 * "scheduled" that did not fail started less than `everyMs` ago means it is
 * not. Under a transaction-level advisory lock, so that of several servers
 * one makes it. Returns the claimed row's id.
 */
export async function claimScheduledBackup(db: Database, everyMs: number, file: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [recent] = await tx
      .select({ id: backups.id })
      .from(backups)
      .where(and(eq(backups.kind, "scheduled"), isNull(backups.error), sql`${backups.startedAt} > now() - ${everyMs} * interval '1 millisecond'`))
      .limit(1);
    if (recent) return null;
    const [row] = await tx.insert(backups).values({ kind: "scheduled", file }).returning({ id: backups.id });
    return row!.id;
  });
}

export interface ScheduleOptions {
  dir: string;
  everyMs: number;
  keep: number;
  /** How often to look whether one is due (default: a minute, or `everyMs` when shorter). */
  checkMs?: number;
  firstRunMs?: number;
  onDone?: (file: string, summary: BackupSummary) => void;
  onError?: (error: unknown) => void;
}

/**
 * Writes a backup into `dir` every `everyMs` (the first when none was made
 * for that long: a restart does not make one at once) and keeps the newest
 * `keep`. The database says when the last one was, so a restart, or
 * another server, goes on from there.
 */
export function startScheduledBackups(database: BackupDatabase & { db: Database }, options: ScheduleOptions) {
  const { dir, everyMs, keep, checkMs = Math.min(everyMs, 60_000), firstRunMs = 0 } = options;
  let running: Promise<void> | null = null;
  const run = () =>
    (running ??= (async () => {
      try {
        const name = scheduledBackupName(new Date());
        const id = await claimScheduledBackup(database.db, everyMs, name);
        if (!id) return;
        const file = path.join(dir, name);
        const summary = await recordedBackup(database.db, { kind: "scheduled", file, id }, async () => {
          fs.mkdirSync(dir, { recursive: true });
          return writeBackupFile(database, file);
        });
        pruneBackups(dir, keep);
        options.onDone?.(file, summary);
      } catch (error) {
        options.onError?.(error);
      } finally {
        running = null;
      }
    })());
  const first = setTimeout(run, firstRunMs);
  const timer = setInterval(run, checkMs);
  first.unref();
  timer.unref();
  return {
    /** Runs a check now (tests); resolves when it is done. */
    check: () => run(),
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
