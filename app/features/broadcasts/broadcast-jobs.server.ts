import type { Database } from "#app/platform/db/client.server.ts";
import { startWorker, type WorkerTiming } from "#app/platform/background-worker.server.ts";
import { pruneSentBroadcastMail, queueNextChunk } from "./broadcasts.server.ts";

/** How often pruning looks for broadcast mail past its retention (each server; a no-op when another just did). */
const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * A process's broadcast jobs: the queueing job, woken by `kick` (an update
 * was written) and every few seconds (what another process or a run before
 * a crash left), which queues chunk after chunk until no broadcast is
 * queueing and calls `onQueued` after each chunk that added mail (wake the
 * mail sender); and the pruning of sent broadcast mail, hourly. Every
 * server runs both: the chunks are claimed with row locks, so they share
 * the work.
 */
export function startBroadcastJobs(db: Database, options: WorkerTiming & { onQueued?: () => void; onError?: (error: unknown) => void; chunk?: number } = {}) {
  const queueing = startWorker(async () => {
    const step = await queueNextChunk(db, { chunk: options.chunk });
    if (step.queued > 0) options.onQueued?.();
    return step.worked ? 1 : 0;
  }, options);
  const pruning = startWorker(() => pruneSentBroadcastMail(db), { intervalMs: PRUNE_INTERVAL_MS, firstRunMs: options.firstRunMs, onError: options.onError });
  return {
    kick: queueing.kick,
    async stop() {
      await Promise.all([queueing.stop(), pruning.stop()]);
    },
  };
}
