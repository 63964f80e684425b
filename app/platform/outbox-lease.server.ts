import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#app/platform/db/client.server.ts";
import { isDue } from "#app/platform/background-worker.server.ts";

/** An outbox table: rows waiting ("pending") until their next_attempt_at. */
type Outbox = PgTable & { id: PgColumn; status: PgColumn; nextAttemptAt: PgColumn };

export interface LeaseOptions {
  /** How long a claimed row is the claimer's: its next_attempt_at moves this far past `now`. */
  leaseMs: number;
  /** At most this many rows per claim. */
  limit: number;
  /** The clock (tests move it); without it the database's clock decides what is due. */
  now?: Date;
  /** A further condition on the rows claimed (e.g. only for enabled endpoints). */
  where?: SQL;
  /** Which due rows go first. */
  orderBy: (PgColumn | SQL)[];
}

/**
 * Claims the due pending rows of an outbox (mail, webhook deliveries): they
 * are picked with FOR UPDATE SKIP LOCKED and leased in one statement
 * (next_attempt_at moved past the send), so several processes share the
 * work and never take one row together; a process that dies mid-send leaves
 * its rows to be claimed again after the lease. Returns the claimed rows.
 */
export async function leaseDue<T extends Outbox>(db: Database, table: T, options: LeaseOptions): Promise<T["$inferSelect"][]> {
  const leaseEnds = new Date((options.now ?? new Date()).getTime() + options.leaseMs);
  const due = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.status, "pending"), isDue(table.nextAttemptAt, options.now), options.where))
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const leased = await db
    .update(table as PgTable)
    .set({ nextAttemptAt: leaseEnds } as never)
    .where(inArray(table.id, due))
    .returning();
  return leased as T["$inferSelect"][];
}
