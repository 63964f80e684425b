import { sql } from "drizzle-orm";
import { selectRows, type Database } from "./client.server.ts";
import { keptFigures } from "./schema.ts";

/**
 * A figure kept from the lead tables instead of computed per view (places
 * in line, analytics rollups): recomputed by `refreshKeptFigures` when the
 * tables changed, and read by the pages from what it stored.
 */
export interface KeptFigure {
  /** Its row in kept_figures. */
  name: string;
  /** What it is computed with (e.g. the referral boost): when this changes, it is recomputed. */
  params: string;
  /** Recomputes it in the given transaction; what it returns is stored as the row's facts. */
  refresh(tx: Database): Promise<Record<string, unknown> | void>;
}

export interface KeptFiguresRun {
  /** The figures recomputed (none when nothing changed, or another process was at it). */
  refreshed: string[];
  /** Whether another process held the job (it does the work). */
  busy: boolean;
  /**
   * The other sessions' write transactions open when the run began ("pid:xid"):
   * one that moved the mark but commits after the snapshot is not in it, so
   * the keeper runs once more when they have ended.
   */
  openWriters: string[];
}

/** The one job at a time across every process on the database (per schema: each test file has its own). */
const JOB_LOCK = sql`hashtext('kept-figures:' || current_schema())`;

/** The change mark: moved by every statement that writes a lead table (migration 0017); it grows with each move. */
async function changeMark(db: Database): Promise<number> {
  const [row] = await selectRows<{ mark: string | number }>(db, sql`select last_value + is_called::int as mark from kept_figures_changes`);
  return Number(row!.mark);
}

/**
 * Other sessions' transactions that hold a transaction id (they wrote), as
 * "pid:xid". Sessions of other roles show none without pg_read_all_stats:
 * the keeper's timed second run covers those.
 */
export async function openWriters(db: Database): Promise<string[]> {
  const rows = await selectRows<{ writer: string }>(
    db,
    sql`select pid || ':' || backend_xid as writer from pg_stat_activity where backend_xid is not null and pid <> pg_backend_pid() and datname = current_database()`,
  );
  return rows.map((row) => row.writer);
}

/**
 * Recomputes the figures whose tables changed since they were kept (or whose
 * params changed; `force`: all of them), in one REPEATABLE READ transaction,
 * so every figure is computed from the same snapshot, and as of that
 * snapshot's time. The mark is read first, then the open writers, then the
 * snapshot is taken: a write that moved the mark before it was read is in
 * the snapshot, or was open when the writers were listed. One process at a
 * time does the work (a transaction-scoped advisory lock); the others find
 * it done.
 */
export async function refreshKeptFigures(db: Database, figures: readonly KeptFigure[], { force = false } = {}): Promise<KeptFiguresRun> {
  const mark = await changeMark(db);
  const kept = new Map((await db.select().from(keptFigures)).map((row) => [row.name, row]));
  const due = figures.filter((figure) => {
    const row = kept.get(figure.name);
    return force || !row || row.changeMark !== mark || row.params !== figure.params;
  });
  if (due.length === 0) return { refreshed: [], busy: false, openWriters: [] };
  const writers = await openWriters(db);
  return db.transaction(
    async (tx) => {
      const [state] = await selectRows<{ locked: boolean }>(tx as unknown as Database, sql`select pg_try_advisory_xact_lock(${JOB_LOCK}) as locked`);
      if (!state!.locked) return { refreshed: [], busy: true, openWriters: [] };
      // Ranking a million entries sorts in memory rather than on disk; no JIT for a query planned once.
      await tx.execute(sql`set local work_mem = '64MB'`);
      await tx.execute(sql`set local jit = off`);
      for (const figure of due) {
        const facts = (await figure.refresh(tx as unknown as Database)) ?? {};
        await tx
          .insert(keptFigures)
          .values({ name: figure.name, params: figure.params, changeMark: mark, refreshedAt: sql`now()`, facts })
          .onConflictDoUpdate({
            target: keptFigures.name,
            set: { params: figure.params, changeMark: mark, refreshedAt: sql`now()`, facts },
          });
      }
      return { refreshed: due.map((figure) => figure.name), busy: false, openWriters: writers };
    },
    { isolationLevel: "repeatable read" },
  );
}

/** One kept figure's row: as of when, and what its refresh stored; null before its first run. */
export async function keptFigure(db: Database, name: string) {
  const [row] = await db
    .select({ refreshedAt: keptFigures.refreshedAt, facts: keptFigures.facts })
    .from(keptFigures)
    .where(sql`${keptFigures.name} = ${name}`);
  return row ?? null;
}

export interface KeptFiguresOptions {
  /** How often the change mark is read (a cheap query). */
  pollMs?: number;
  /** A run that changed something is followed by one more at least this much later, once the writers open at its start have ended. */
  settleMs?: number;
  /** Runs are spaced at least this many times their own duration: the job takes at most a third of the database's time. */
  spacing?: number;
  /** The first run, this long after the start (see WorkerTiming). */
  firstRunMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * This process's keeper: reads the change mark every `pollMs` and
 * recomputes what changed, so kept figures are never more than a run's
 * length plus its spacing behind (seconds at a million entries; see
 * BENCHMARKS.md). Writes the site did not make itself (psql, a restore) move
 * the mark too. A write that moved the mark but committed after a run's
 * snapshot is caught by a second run once the writers open at the first
 * run's start have ended (and at least `settleMs` after it).
 */
export function startKeptFigures(db: Database, figures: readonly KeptFigure[], options: KeptFiguresOptions = {}) {
  const { pollMs = 1_000, settleMs = 5_000, spacing = 3, firstRunMs = 0, onError } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  let notBefore = 0;
  let settle: { at: number; writers: string[] } | null = null;
  const settled = async () => {
    if (!settle || Date.now() < settle.at) return false;
    const open = new Set(await openWriters(db));
    return !settle.writers.some((writer) => open.has(writer));
  };
  const tick = async () => {
    if (Date.now() < notBefore) return;
    try {
      const force = await settled();
      const started = performance.now();
      const run = await refreshKeptFigures(db, figures, { force });
      if (run.busy) return;
      if (force) settle = null;
      if (run.refreshed.length > 0) {
        notBefore = Date.now() + (spacing - 1) * (performance.now() - started);
        if (!force) settle = { at: Date.now() + settleMs, writers: run.openWriters };
      }
    } catch (error) {
      // A run that lost a race with a concurrent write (a serialization failure) is simply run again.
      onError?.(error);
    }
  };
  const loop = () => {
    running = tick().finally(() => {
      running = null;
      if (stopped) return;
      timer = setTimeout(loop, pollMs);
      timer.unref();
    });
  };
  timer = setTimeout(loop, firstRunMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
