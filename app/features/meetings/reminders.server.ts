import { and, eq, gt, inArray, isNull, lte, sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { demoMeetings } from "#app/platform/db/schema.ts";
import { queueMail } from "#app/platform/mail/mail.server.ts";
import { startWorker, type WorkerTiming } from "#app/platform/background-worker.server.ts";
import { meetingById, type BookedMeeting } from "./meetings.server.ts";
import { reminderMails } from "./meeting-mails.server.ts";

/** How often each server looks for reminders that are due. */
const REMINDER_INTERVAL_MS = 30_000;
/** At most this many reminders are queued per kind and run (the rest on the next). */
const REMINDER_BATCH = 100;

/** The reminders: how long before the meeting, and the column that says it was queued. */
export const reminders = [
  { label: "24 hours", hours: 24, column: demoMeetings.reminded24hAt, key: "reminded24hAt" },
  { label: "1 hour", hours: 1, column: demoMeetings.reminded1hAt, key: "reminded1hAt" },
] as const;

const at = (clock?: Date) => (clock ? sql`${clock.toISOString()}::timestamptz` : sql`now()`);
const before = (column: AnyColumn, hours: number) => sql`${column} - make_interval(hours => ${hours})`;

/**
 * Queues the reminders that are due (by the database's clock, or `clock` in
 * tests): 24 hours and 1 hour before each booked meeting, to the requester
 * and the member, for a meeting booked (or moved) before that point. Each
 * kind is one transaction: a conditional UPDATE marks the meetings
 * (`reminded_…_at is null`, re-checked under the row lock), and their
 * mails are queued before the commit. Two servers running it at once: the
 * second finds the rows marked, so a reminder is never queued twice. A
 * move clears the marks (claimTime): the new time is reminded again.
 * Returns how many meetings were reminded.
 */
export async function queueDueReminders(db: Database, { publicUrl, clock }: { publicUrl: string; clock?: Date }): Promise<number> {
  let reminded = 0;
  for (const reminder of reminders) {
    reminded += await db.transaction(async (tx) => {
      const due = and(
        eq(demoMeetings.status, "booked"),
        isNull(reminder.column),
        gt(demoMeetings.startsAt, at(clock)),
        lte(before(demoMeetings.startsAt, reminder.hours), at(clock)),
        // A meeting booked within the reminder's time needs no reminder of it.
        lte(demoMeetings.updatedAt, before(demoMeetings.startsAt, reminder.hours)),
      );
      const picked = await tx
        .select({ id: demoMeetings.id })
        .from(demoMeetings)
        .where(due)
        .orderBy(demoMeetings.startsAt)
        .limit(REMINDER_BATCH)
        .for("update", { skipLocked: true });
      if (picked.length === 0) return 0;
      const marked = await tx
        .update(demoMeetings)
        .set({ [reminder.key]: clock ?? sql`now()` })
        .where(
          and(
            inArray(
              demoMeetings.id,
              picked.map((row) => row.id),
            ),
            isNull(reminder.column),
          ),
        )
        .returning({ id: demoMeetings.id });
      for (const { id } of marked) {
        const meeting = (await meetingById(tx, id)) as BookedMeeting;
        for (const mail of reminderMails(meeting, reminder.label, publicUrl)) await queueMail(tx, mail);
      }
      return marked.length;
    });
  }
  return reminded;
}

/**
 * A process's meeting reminders: at the start and every 30 s, on every
 * server; the conditional update decides which server queues each one.
 */
export function startMeetingReminders(
  db: Database,
  options: WorkerTiming & { publicUrl: string; onQueued?: () => void; onError?: (error: unknown) => void; clock?: () => Date },
) {
  return startWorker(
    async () => {
      const queued = await queueDueReminders(db, { publicUrl: options.publicUrl, clock: options.clock?.() });
      if (queued > 0) options.onQueued?.();
      return 0;
    },
    { intervalMs: REMINDER_INTERVAL_MS, ...options },
  );
}
