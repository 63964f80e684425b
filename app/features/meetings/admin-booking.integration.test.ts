import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { answerOf, formPost } from "#tests/helpers/requests.ts";
import { demoMeetings, demoRequests, mailOutbox, user } from "#app/platform/db/schema.ts";
import { adminBookingAction, meetingCells } from "./admin-booking.handlers.server.ts";
import { saveAvailability } from "./meetings.server.ts";

describe(`booking a demo by hand (Dashboard → Demo requests) on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  let context: ReturnType<typeof testLoadContext>;
  beforeAll(() => {
    context = testLoadContext(database.current);
  });

  /** A weekday at least two days ahead, as "YYYY-MM-DD". */
  const weekdayAhead = () => {
    const day = new Date(Date.now() + 2 * 86_400_000);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString().slice(0, 10);
  };

  it("books a request made before meetings existed, moves it, and shows it in the table; the requester gets new links", async () => {
    const cookie = await signedInAccount(context, { name: "Edith Admin", email: "edith-admin@example.com", role: "admin" });
    await db().insert(user).values({ id: "m-ada", name: "Ada Lovelace", email: "ada@droids.test", role: "author" });
    await saveAvailability(db(), "m-ada", { timeZone: "UTC", windows: [1, 2, 3, 4, 5].map((day) => ({ day, start: "09:00", end: "17:00" })) });
    // A request without a meeting row, and outside the requester's preferred evening: an admin may leave it.
    const [request] = await db().insert(demoRequests).values({ name: "Grace", email: "grace@example.com", company: "Navy", timeSlot: "evening" }).returning();
    const day = weekdayAhead();
    const post = (fields: Record<string, string>) =>
      adminBookingAction({
        request: formPost("/dashboard/demo-requests", { intent: "book-meeting", requestId: request!.id, ...fields }, { cookie }),
        context,
      }).then(answerOf);

    // 11:00 in Berlin is 10:00 or 09:00 UTC: within Ada's hours either way.
    const booked = await post({ start: `${day}T11:00`, timeZone: "Europe/Berlin" });
    expect(booked.data).toMatchObject({
      ok: true,
      title: expect.stringMatching(/^Booked: Grace's demo with Ada Lovelace, .* (09|10):00–(09|10):30 \(UTC\)\.$/),
    });
    const [meeting] = await db().select().from(demoMeetings);
    expect(meeting).toMatchObject({ status: "booked", memberId: "m-ada", sequence: 0 });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "grace@example.com")).orderBy(desc(mailOutbox.createdAt));
    const token = /\/demo\/book\/([\w-]{32})\?cancel=1/.exec(mail!.text!)![1]!;
    expect(meeting!.tokenHash).not.toBe("");
    expect(mail!.attachments[0]!.content).toContain("METHOD:REQUEST");

    const moved = await post({ start: `${day}T15:00`, timeZone: "UTC" });
    expect(moved.data).toMatchObject({ ok: true, title: expect.stringMatching(/^Moved: .* 15:00–15:30 \(UTC\)\.$/) });
    expect((await db().select().from(demoMeetings))[0]).toMatchObject({ sequence: 1, startsAt: new Date(`${day}T15:00:00Z`) });
    const [movedMail] = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, "Your Droids demo was moved"));
    expect(movedMail!.text).not.toContain(token);

    const outside = await post({ start: `${day}T20:00`, timeZone: "UTC" });
    expect(outside.init?.status).toBe(409);
    expect(outside.data).toMatchObject({ ok: false, title: "This time is not one we can offer. Please choose one of the times listed." });
    const bad = await post({ start: "soon" });
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, title: "Please give the meeting's date and time." });

    const cells = await meetingCells({ request: new Request("http://localhost:3000/dashboard/demo-requests"), context }, [request!.id]);
    expect(cells[request!.id]).toMatchObject({ status: "booked", memberName: "Ada Lovelace", when: expect.stringMatching(/^\d{1,2} \w{3} \d{4}, 15:00 UTC$/) });
  });

  it("is for admins only", async () => {
    const cookie = await signedInAccount(context, { name: "Al Author", email: "al-author@example.com", role: "author" });
    const answer = adminBookingAction({
      request: formPost("/dashboard/demo-requests", { intent: "book-meeting", requestId: crypto.randomUUID(), start: "2030-01-01T10:00" }, { cookie }),
      context,
    });
    await expect(answer).rejects.toMatchObject({ status: 403 });
  });
});
