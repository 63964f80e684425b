import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { answerOf, formPost, pageRequest } from "#tests/helpers/requests.ts";
import { demoMeetings, mailOutbox, user } from "#app/platform/db/schema.ts";
import { submitDemoRequestForm } from "#app/features/leads/demo/demo-submit.handlers.server.ts";
import { bookingAction, loadBookingPage } from "./booking-page.handlers.server.ts";
import { saveAvailability } from "./meetings.server.ts";

/** The lines of an .ics that name the method, UID, SEQUENCE and status. */
const inviteLines = (ics: string) => ics.split(/\r?\n/).filter((line) => /^(METHOD|UID|SEQUENCE|STATUS):/.test(line));

describe(`booking a demo from the request's mail on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  let context: ReturnType<typeof testLoadContext>;
  beforeEach(async () => {
    context = testLoadContext(database.current);
    await db().insert(user).values({ id: "m-ada", name: "Ada Lovelace", email: "ada@droids.test", role: "admin" });
    await saveAvailability(db(), "m-ada", { timeZone: "Europe/Berlin", windows: [1, 2, 3, 4, 5].map((day) => ({ day, start: "09:00", end: "17:00" })) });
  });

  /** The newest mail to each of the addresses (one transaction's mails share their time: told apart by address). */
  const latest = async (...to: string[]) => {
    const rows = await outbox();
    return to.map((address) => rows.find((row) => row.to === address)!);
  };
  const outbox = () => db().select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  const page = (token: string, query = "") => loadBookingPage({ request: pageRequest(`/demo/book/${token}${query}`), context, params: { token } });
  const post = (token: string, fields: Record<string, string>) =>
    bookingAction({ request: formPost(`/demo/book/${token}`, fields), context, params: { token } }).then(answerOf);

  async function requestDemo(email: string, timeZone: string) {
    const answer = await submitDemoRequestForm({
      request: formPost("/demo", { name: "Grace Hopper", email, company: "Navy", timeSlot: "morning", timeZone }),
      context,
    });
    expect(answer.status).toBe(201);
    const [mail] = (await outbox()).filter((row) => row.to === email);
    const links = [...mail!.text!.matchAll(/\/demo\/book\/([\w-]{32})\?start=([^\s]+)/g)].map((match) => ({
      token: match[1]!,
      start: decodeURIComponent(match[2]!),
    }));
    return { mail: mail!, links };
  }

  it("offers times in the requester's zone within their preferred hours, and books, moves and cancels with matching invites", async () => {
    const { mail, links } = await requestDemo("grace@example.com", "America/New_York");
    expect(mail.subject).toBe("Your Droids demo request: pick a time");
    expect(mail.text).toContain("Pick a time for your demo (times in America/New_York)");
    expect(mail.attachments).toEqual([]);
    expect(links.length).toBeGreaterThanOrEqual(4);
    // Their morning (9-12 in New York) within Ada's 9-17 in Berlin: 09:00 to 10:30 New York time.
    expect(mail.text).toMatch(/\d{2} \w+ \d{4}, (09:00|09:30|10:00|10:30)–\d\d:\d\d \(America\/New_York\)/);
    const { token, start } = links[0]!;

    const opened = await page(token, `?start=${encodeURIComponent(start)}`);
    expect(opened).toMatchObject({ meeting: { status: "open", timeZone: "America/New_York" }, chosen: { start } });

    const booked = await post(token, { intent: "book", start });
    expect(booked.data).toMatchObject({ ok: true, title: "Booked! We sent you a calendar invite." });
    expect(context.kicks.mail).toBeGreaterThan(1);
    const [meeting] = await db().select().from(demoMeetings);
    expect(meeting).toMatchObject({ status: "booked", memberId: "m-ada", sequence: 0, startsAt: new Date(start) });
    const [toMember, toRequester] = await latest("ada@droids.test", "grace@example.com");
    expect(toRequester).toMatchObject({ to: "grace@example.com", subject: "Your Droids demo is booked" });
    expect(toMember).toMatchObject({ to: "ada@droids.test", subject: "Demo booked: Navy (Grace Hopper)" });
    expect(toRequester!.text).toContain(`/demo/book/${token}\n`);
    expect(toRequester!.text).toContain(`/demo/book/${token}?cancel=1`);
    for (const sent of [toRequester!, toMember!]) {
      expect(sent.attachments[0]!.contentType).toBe("text/calendar; method=REQUEST");
      expect(inviteLines(sent.attachments[0]!.content)).toEqual(["METHOD:REQUEST", `UID:${meeting!.uid}`, "SEQUENCE:0", "STATUS:CONFIRMED"]);
    }

    const other = links[1]!.start;
    const moved = await post(token, { intent: "book", start: other });
    expect(moved.data).toMatchObject({ ok: true, title: "Moved! We sent you an updated calendar invite." });
    const [movedToMember, movedToRequester] = await latest("ada@droids.test", "grace@example.com");
    expect(movedToRequester!.subject).toBe("Your Droids demo was moved");
    expect(inviteLines(movedToRequester!.attachments[0]!.content)).toEqual(["METHOD:REQUEST", `UID:${meeting!.uid}`, "SEQUENCE:1", "STATUS:CONFIRMED"]);
    expect(inviteLines(movedToMember!.attachments[0]!.content)).toContain("SEQUENCE:1");

    expect(await page(token, "?cancel=1")).toMatchObject({ meeting: { status: "booked" }, cancelAsk: true });
    const cancelled = await post(token, { intent: "cancel" });
    expect(cancelled.data).toMatchObject({ ok: true, title: "This demo is cancelled. We sent you a calendar update." });
    const [cancelToMember, cancelToRequester] = await latest("ada@droids.test", "grace@example.com");
    expect(cancelToRequester!.subject).toBe("Your Droids demo is cancelled");
    expect(cancelToMember!.subject).toBe("Demo cancelled: Navy (Grace Hopper)");
    expect(inviteLines(cancelToRequester!.attachments[0]!.content)).toEqual(["METHOD:CANCEL", `UID:${meeting!.uid}`, "SEQUENCE:2", "STATUS:CANCELLED"]);
    expect((await post(token, { intent: "cancel" })).init?.status).toBe(409);
  });

  it("tells the second requester of a time it was just taken, and refuses bad links and times with reasons", async () => {
    const first = await requestDemo("one@example.com", "UTC");
    const second = await requestDemo("two@example.com", "UTC");
    const start = first.links[0]!.start;
    expect(second.links[0]!.start).toBe(start);
    expect((await post(first.links[0]!.token, { intent: "book", start })).data).toMatchObject({ ok: true });
    const taken = await post(second.links[0]!.token, { intent: "book", start });
    expect(taken.init?.status).toBe(409);
    expect(taken.data).toMatchObject({ ok: false, title: "Not booked", description: "This time was just taken. Please choose another one." });
    const bad = await post(second.links[0]!.token, { intent: "book", start: "tomorrow" });
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toMatchObject({ description: "Please choose one of the times listed." });
    const unknown = await post("x".repeat(32), { intent: "book", start });
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data).toMatchObject({ description: "Please use the link in your latest e-mail, or request a new demo." });
    expect(answerOf(await page("x".repeat(32))).init?.status).toBe(404);
    expect(await db().select().from(demoMeetings).where(eq(demoMeetings.status, "booked"))).toHaveLength(1);
  });

  it("keeps the tentative invite while the team has set no hours", async () => {
    await db().delete(user).where(eq(user.id, "m-ada"));
    const { mail, links } = await requestDemo("solo@example.com", "Europe/Paris");
    expect(links).toEqual([]);
    expect(mail.attachments[0]!.filename).toBe("droids-demo.ics");
    expect((await db().select().from(demoMeetings))[0]).toMatchObject({ status: "open", timeZone: "Europe/Paris" });
  });
});
