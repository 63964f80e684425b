import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it, vi } from "vitest";
import { isDue, startWorker } from "./background-worker.server.ts";
import { mailOutbox } from "./db/schema.ts";

const render = (query: ReturnType<typeof isDue>) => new PgDialect().sqlToQuery(query);

describe("a worker's due test", () => {
  it("asks the database's clock, which stamped the rows (a JavaScript clock reads milliseconds and can lag a fresh row)", () => {
    expect(render(isDue(mailOutbox.nextAttemptAt))).toEqual({ sql: '"mail_outbox"."next_attempt_at" <= now()', params: [] });
  });

  it("uses a clock a test passes in", () => {
    const { sql, params } = render(isDue(mailOutbox.nextAttemptAt, new Date("2026-01-02T03:04:05.000Z")));
    expect(sql).toBe('"mail_outbox"."next_attempt_at" <= $1::timestamptz');
    expect(params).toEqual(["2026-01-02T03:04:05.000Z"]);
  });
});

describe("a worker's first run", () => {
  it("comes firstRunMs after the start (a server answers first, then catches up); a kick before then runs at once", async () => {
    vi.useFakeTimers();
    try {
      const runs: number[] = [];
      const worker = startWorker(async () => (runs.push(Date.now()), 0), { firstRunMs: 2_000, intervalMs: 60_000 });
      const started = Date.now();
      await vi.advanceTimersByTimeAsync(1_999);
      expect(runs).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toEqual([started + 2_000]);
      await worker.stop();

      const kicked: number[] = [];
      const eager = startWorker(async () => (kicked.push(Date.now()), 0), { firstRunMs: 2_000, intervalMs: 60_000 });
      await vi.advanceTimersByTimeAsync(10);
      await eager.kick();
      expect(kicked).toEqual([started + 2_010]);
      await eager.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("is idle only after its first run (a test waiting for quiet must not see the first run later)", async () => {
    vi.useFakeTimers();
    try {
      const runs: string[] = [];
      const worker = startWorker(async () => (runs.push("run"), 0), { firstRunMs: 1_000, intervalMs: 60_000 });
      let idle = false;
      void worker.idle().then(() => (idle = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(idle).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toEqual(["run"]);
      expect(idle).toBe(true);
      await worker.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("runs at once by default", async () => {
    const runs: string[] = [];
    const worker = startWorker(async () => (runs.push("run"), 0), { intervalMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toEqual(["run"]);
    await worker.stop();
  });
});
