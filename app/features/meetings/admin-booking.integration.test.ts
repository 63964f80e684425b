import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { answerOf, formPost } from "#tests/helpers/requests.ts";
import { demoMeetings, demoRequests, mailOutbox, user } from "#app/platform/db/schema.ts";
import { adminBookingAction, meetingCells } from "./admin-booking.handlers.server.ts";
import { saveAvailability } from "./meetings.server.ts";
import { adminBookingTexts } from "./booking-texts.ts";

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
    expect(outside.data).toMatchObject({ ok: false, title: "No team member takes demos then. Choose a team member to see their hours, or another time." });
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

  /** The next date (UTC, "YYYY-MM-DD") on an ISO weekday (1 = Monday), two to eight days ahead: within the booking horizon. */
  const next = (weekday: number) => {
    const day = new Date(Date.now() + 2 * 86_400_000);
    while (((day.getUTCDay() + 6) % 7) + 1 !== weekday) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString().slice(0, 10);
  };
  const addMember = async (id: string, name: string, timeZone: string, windows: { day: number; start: string; end: string }[]) => {
    await db()
      .insert(user)
      .values({ id, name, email: `${id}@droids.test`, role: "author" });
    await saveAvailability(db(), id, { timeZone, windows });
  };
  const newRequest = async (name: string) =>
    (
      await db()
        .insert(demoRequests)
        .values({ name, email: `${name.toLowerCase()}@example.com`, company: "Acme", timeSlot: "morning" })
        .returning()
    )[0]!.id;
  const poster = (cookie: string) => (requestId: string, fields: Record<string, string>) =>
    adminBookingAction({
      request: formPost("/dashboard/demo-requests", { intent: "book-meeting", requestId, ...fields }, { cookie }),
      context,
    }).then(answerOf);

  it("books with the team member the admin picks, refuses one who is busy then, and lets the database settle a race for them", async () => {
    const post = poster(await signedInAccount(context, { name: "Edna Admin", email: "edna-admin@example.com", role: "admin" }));
    await addMember(
      "m-ada",
      "Ada Lovelace",
      "UTC",
      [1, 2, 3, 4, 5].map((day) => ({ day, start: "09:00", end: "17:00" })),
    );
    await addMember(
      "m-bea",
      "Bea Bauer",
      "Europe/Berlin",
      [1, 2, 3, 4, 5].map((day) => ({ day, start: "09:00", end: "17:00" })),
    );
    const [first, second, third] = [await newRequest("Grace"), await newRequest("Hedy"), await newRequest("Joan")];
    const tuesday = next(2);

    // Round robin would give Ada (no bookings, first by id): the admin picks Bea.
    const picked = await post(first, { start: `${tuesday}T12:00`, timeZone: "UTC", memberId: "m-bea" });
    expect(picked.data).toMatchObject({ ok: true, title: expect.stringMatching(/^Booked: Grace's demo with Bea Bauer, .* 12:00–12:30 \(UTC\)\.$/) });
    const busy = await post(second, { start: `${tuesday}T12:00`, timeZone: "UTC", memberId: "m-bea" });
    expect(busy.init?.status).toBe(409);
    expect(busy.data).toMatchObject({ ok: false, title: "Bea Bauer already has a demo at that time. Please choose another time or team member." });
    // Whoever is free: Ada.
    const anyone = await post(second, { start: `${tuesday}T12:00`, timeZone: "UTC", memberId: "" });
    expect(anyone.data).toMatchObject({ ok: true, title: expect.stringContaining("Hedy's demo with Ada Lovelace") });
    const nobodyFree = await post(third, { start: `${tuesday}T12:00`, timeZone: "UTC" });
    expect(nobodyFree.data).toMatchObject({ ok: false, title: adminBookingTexts.teamBusy });

    // A move to another member at another time.
    const moved = await post(first, { start: `${tuesday}T13:00`, timeZone: "UTC", memberId: "m-ada" });
    expect(moved.data).toMatchObject({ ok: true, title: expect.stringMatching(/^Moved: Grace's demo with Ada Lovelace, .* 13:00–13:30 \(UTC\)\.$/) });
    expect((await db().select().from(demoMeetings).where(eq(demoMeetings.demoRequestId, first)))[0]).toMatchObject({
      memberId: "m-ada",
      sequence: 1,
      startsAt: new Date(`${tuesday}T13:00:00Z`),
    });

    const unknown = await post(third, { start: `${tuesday}T14:00`, timeZone: "UTC", memberId: "m-nobody" });
    expect(unknown.init?.status).toBe(400);
    expect(unknown.data).toMatchObject({ ok: false, title: "That team member takes no demos: they have no hours in Settings → Availability." });

    // Five admins book five requests with Bea at one time at once: one booking, four refusals naming her.
    const racers = await Promise.all(["Ida", "Kay", "Lise", "Mae", "Nell"].map(newRequest));
    const raced = await Promise.all(racers.map((id) => post(id, { start: `${tuesday}T14:00`, timeZone: "UTC", memberId: "m-bea" })));
    expect(raced.filter((answer) => answer.data.ok)).toHaveLength(1);
    expect(raced.filter((answer) => !answer.data.ok).map((answer) => answer.data.title)).toEqual(
      Array(4).fill("Bea Bauer already has a demo at that time. Please choose another time or team member."),
    );
    const beas = await db()
      .select()
      .from(demoMeetings)
      .where(and(eq(demoMeetings.memberId, "m-bea"), eq(demoMeetings.status, "booked")));
    expect(beas.map((meeting) => meeting.startsAt!.toISOString()).sort()).toEqual([`${tuesday}T14:00:00.000Z`]);
  });

  it("says in plain words why a time cannot be booked", async () => {
    const post = poster(await signedInAccount(context, { name: "Eve Admin", email: "eve-admin@example.com", role: "admin" }));
    const requestId = await newRequest("Grace");
    const berlin = { timeZone: "Europe/Berlin" };
    expect((await post(requestId, { start: `${next(2)}T10:00`, ...berlin })).data).toMatchObject({ ok: false, title: adminBookingTexts.noTeam });
    await addMember("m-bea", "Bea Bauer", "Europe/Berlin", [{ day: 2, start: "09:00", end: "17:00" }]);
    const tuesday = next(2);
    const refusal = async (fields: Record<string, string>) => {
      const answer = await post(requestId, { ...berlin, ...fields });
      expect(answer.init?.status, JSON.stringify(answer.data)).toBe(409);
      return answer.data.title;
    };

    expect(await refusal({ start: `${tuesday}T10:10`, memberId: "m-bea" })).toBe("Pick a time on the hour or half hour.");
    expect(await refusal({ start: `${tuesday}T10:10` })).toBe("Pick a time on the hour or half hour.");
    expect(await refusal({ start: `${tuesday}T18:00`, memberId: "m-bea" })).toBe(
      "Bea Bauer is not available then: their hours on Tuesdays are 09:00–17:00 (Europe/Berlin).",
    );
    // The last half hour of the day starts at 16:30; 17:00 would end after it.
    expect(await refusal({ start: `${tuesday}T17:00`, memberId: "m-bea" })).toBe(
      "Bea Bauer is not available then: their hours on Tuesdays are 09:00–17:00 (Europe/Berlin).",
    );
    expect(await refusal({ start: `${next(6)}T10:00`, memberId: "m-bea" })).toBe(
      "Bea Bauer is not available then: they take no demos on Saturdays (Europe/Berlin).",
    );
    expect(await refusal({ start: `${tuesday}T18:00` })).toBe("No team member takes demos then. Choose a team member to see their hours, or another time.");
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await refusal({ start: `${yesterday}T10:00`, memberId: "m-bea" })).toBe("Pick a time at least an hour from now.");
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    expect(await refusal({ start: `${later}T10:00`, memberId: "m-bea" })).toBe("Pick a time within the next 14 days.");

    // A member whose hours start on a quarter hour: their own half hours.
    await addMember("m-cy", "Cy Quarter", "Europe/Berlin", [{ day: 2, start: "09:15", end: "12:15" }]);
    expect(await refusal({ start: `${tuesday}T10:00`, memberId: "m-cy" })).toBe(
      "Pick a time on Cy Quarter's half hours: their hours start at 09:15 (Europe/Berlin), and demos follow every 30 minutes.",
    );
    expect((await post(requestId, { start: `${tuesday}T10:45`, memberId: "m-cy", ...berlin })).data).toMatchObject({
      ok: true,
      title: expect.stringContaining("Grace's demo with Cy Quarter"),
    });
    expect(await db().select({ id: mailOutbox.id }).from(mailOutbox)).not.toHaveLength(0);
  });
});
