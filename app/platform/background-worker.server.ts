import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** When a background job runs by itself. */
export interface WorkerTiming {
  /** Between runs (retries, and what another process left). */
  intervalMs?: number;
  /**
   * The first run (what a run before a restart left), this long after the
   * start: the server starting with the embedded database, which runs on
   * its thread, answers its first requests before catching up.
   */
  firstRunMs?: number;
}

/**
 * A process's worker for one outbox (webhook deliveries, mail): runs
 * `sendDue` until it finds nothing due, when kicked (something was queued)
 * and every `intervalMs` (retries, and what another process or a run before
 * a restart left). One run at a time; a kick during a run makes it go once
 * more. It never throws: errors go to `onError` and the next tick tries again.
 */
export function startWorker(sendDue: () => Promise<number>, options: WorkerTiming & { onError?: (error: unknown) => void } = {}) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await sendDue()) > 0) {
            // keep going while there is work
          }
        } while (again);
      } catch (error) {
        try {
          options.onError?.(error);
        } catch {
          // a failing error handler must not end the process either
        }
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(run, options.intervalMs ?? 5_000);
  timer.unref();
  // A kick before then runs at once: that is work asked for, not a catch-up.
  let firstRan!: () => void;
  const firstRun = new Promise<void>((resolve) => (firstRan = resolve));
  const first = setTimeout(() => void run().finally(firstRan), options.firstRunMs ?? 0);
  first.unref();
  return {
    kick: run,
    /** Resolves once the first run has been and no run is under way. */
    idle: async () => {
      await firstRun;
      while (running) await running;
    },
    /** Stops the timer and waits (at most `stopWaitMs`) for the run under way; leased work left behind is retried later. */
    async stop(stopWaitMs = 3_000) {
      clearInterval(timer);
      clearTimeout(first);
      firstRan();
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, stopWaitMs)))]);
      clearTimeout(timeout);
    },
  };
}

/** The wait before retry n (1-based): base × 2^(n-1), never more than the cap. */
export const retryDelayMs = (retry: number, baseMs: number, capMs = 5 * 60_000) => Math.min(baseMs * 2 ** (retry - 1), capMs);

/**
 * A worker's "due now" test for its claim query: by the database's clock,
 * which stamped the rows. A row committed a moment ago has a next_attempt_at
 * in microseconds that a JavaScript clock (milliseconds) can read as still
 * ahead, so a kick right after the commit would find nothing due. A test
 * that moves time on passes its own clock, which then decides.
 */
export const isDue = (column: AnyColumn, clock?: Date): SQL => (clock ? sql`${column} <= ${clock.toISOString()}::timestamptz` : sql`${column} <= now()`);
