import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { openDatabase, selectRows, type Database } from "#app/platform/db/client.server.ts";
import { demoMeetings, demoRequests, mailOutbox, user } from "#app/platform/db/schema.ts";
import { claimTime, openMeeting } from "./meetings.server.ts";
import { queueDueReminders } from "./reminders.server.ts";

const publicUrl = "http://localhost:3000";
const hours = (from: Date, count: number) => new Date(from.getTime() + count * 3_600_000);

/** A second server's pool on the same database (PostgreSQL); PGlite has one connection, shared. */
async function withSecondServer<T>(db: Database, work: (otherDb: Database) => Promise<T>): Promise<T> {
  if (testDriver !== "postgres") return work(db);
  const [{ schema }] = (await selectRows<{ schema: string }>(db, sql`select current_schema() as schema`)) as [{ schema: string }];
  const second = await openDatabase({ url: process.env.TEST_DATABASE_URL!, searchPath: schema, poolSize: 4 }, { migrate: false });
  try {
    return await work(second.db);
  } finally {
    await second.close();
  }
}

describe(`demo reminders on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const base = new Date("2026-06-01T00:00:00Z");

  beforeEach(async () => {
    await db().insert(user).values({ id: "m-ada", name: "Ada", email: "ada@droids.test", role: "admin" });
  });

  /** Books `count` meetings, each at `startHours` (+ 1 h apart) after the base time, booked at the base time. */
  async function book(count: number, startHours: number) {
    const requests = await db()
      .insert(demoRequests)
      .values(Array.from({ length: count }, (_, index) => ({ name: `R${index}`, email: `r${index}@example.com`, company: "Acme" })))
      .returning({ id: demoRequests.id });
    for (const [index, request] of requests.entries()) {
      const meeting = await openMeeting(db(), request.id, "Europe/Berlin");
      expect(await claimTime(db(), { id: meeting.id, sequence: 0, status: "open" }, "m-ada", hours(base, startHours + index))).toBe("booked");
    }
    await db().update(demoMeetings).set({ updatedAt: base });
  }

  const reminderMails = async () =>
    (await db().select({ to: mailOutbox.to, subject: mailOutbox.subject }).from(mailOutbox)).filter((mail) => mail.subject?.startsWith("Reminder"));

  it("queues each reminder once, 24 hours and 1 hour before, even with two servers racing", async () => {
    await book(10, 48);
    // 25 hours after booking: nothing is due before the first meeting's 24-hour mark (48 h - 24 h).
    expect(await queueDueReminders(db(), { publicUrl, clock: hours(base, 23) })).toBe(0);
    await withSecondServer(db(), async (otherDb) => {
      // At 30 h, the first 7 meetings (48..54 h) are within 24 hours.
      const at30 = hours(base, 30);
      const counts = await Promise.all([
        queueDueReminders(db(), { publicUrl, clock: at30 }),
        queueDueReminders(otherDb, { publicUrl, clock: at30 }),
        queueDueReminders(otherDb, { publicUrl, clock: at30 }),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(7);
      // At 47.5 h: the rest get their 24-hour reminder; the first its 1-hour one.
      const at47 = hours(base, 47.5);
      const later = await Promise.all([queueDueReminders(db(), { publicUrl, clock: at47 }), queueDueReminders(otherDb, { publicUrl, clock: at47 })]);
      expect(later.reduce((sum, count) => sum + count, 0)).toBe(3 + 1);
    });
    const mails = await reminderMails();
    expect(mails.filter((mail) => mail.subject === "Reminder: your Droids demo in 24 hours")).toHaveLength(10);
    expect(mails.filter((mail) => mail.subject === "Reminder: demo with Acme in 24 hours")).toHaveLength(10);
    expect(mails.filter((mail) => mail.subject === "Reminder: your Droids demo in 1 hour").map((mail) => mail.to)).toEqual(["r0@example.com"]);
    expect(await queueDueReminders(db(), { publicUrl, clock: hours(base, 47.6) })).toBe(0);
  });

  it("skips a reminder whose time had passed when the meeting was booked, and sends none for a cancelled meeting", async () => {
    await book(2, 10);
    const [, cancelled] = await db().select().from(demoMeetings).orderBy(demoMeetings.startsAt);
    await db().update(demoMeetings).set({ status: "cancelled" }).where(eq(demoMeetings.id, cancelled!.id));
    expect(await queueDueReminders(db(), { publicUrl, clock: hours(base, 9.5) })).toBe(1);
    const mails = await reminderMails();
    expect(mails.map((mail) => mail.subject).sort()).toEqual(["Reminder: demo with Acme in 1 hour", "Reminder: your Droids demo in 1 hour"]);
  });
});
