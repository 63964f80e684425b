import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { demoMeetings, demoRequests, user } from "#app/platform/db/schema.ts";
import {
  bookingRefusals,
  bookMeeting,
  cancelMeeting,
  claimTime,
  meetingById,
  meetingByToken,
  offeredTimes,
  openMeeting,
  saveAvailability,
} from "./meetings.server.ts";

const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: "00:00", end: "24:00" }));

describe(`demo meetings on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;

  async function member(id: string, windows = allWeek, timeZone = "UTC") {
    await db()
      .insert(user)
      .values({ id, name: id, email: `${id}@droids.test`, role: "admin" });
    await saveAvailability(db(), id, { timeZone, windows });
  }

  async function requests(count: number, timeZone = "UTC") {
    const rows = await db()
      .insert(demoRequests)
      .values(
        Array.from({ length: count }, (_, index) => ({
          name: `Requester ${index}`,
          email: `r${index}@example.com`,
          company: "Acme",
          timeSlot: "flexible" as const,
        })),
      )
      .returning({ id: demoRequests.id });
    return Promise.all(rows.map((row) => openMeeting(db(), row.id, timeZone)));
  }

  beforeEach(async () => {
    await member("m-ada");
  });

  it("books a time raced by 20 requesters exactly once; the others hear it was just taken", async () => {
    const meetings = await requests(20);
    const [slot] = await offeredTimes(db(), { timeSlot: null, timeZone: "UTC" });
    const outcomes = await Promise.all(meetings.map((meeting) => bookMeeting(db(), meeting.id, slot!.start)));
    const booked = outcomes.filter((outcome) => outcome.booked);
    expect(booked).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.booked && outcome.reason === "taken")).toHaveLength(19);
    expect(bookingRefusals.taken).toBe("This time was just taken. Please choose another one.");
    const rows = await db().select().from(demoMeetings).where(eq(demoMeetings.status, "booked"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: "m-ada", startsAt: slot!.start, sequence: 0 });
  });

  it("lets the database refuse all but one of 20 simultaneous claims on a member's time (the constraint, not a check before)", async () => {
    const meetings = await requests(20);
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const results = await Promise.all(meetings.map((meeting) => claimTime(db(), { id: meeting.id, sequence: 0, status: "open" }, "m-ada", start)));
    expect(results.filter((result) => result === "booked")).toHaveLength(1);
    expect(results.filter((result) => result === "taken")).toHaveLength(19);
    // An overlapping half hour is refused too; the next half hour is free.
    const [other] = await requests(1);
    expect(await claimTime(db(), { id: other!.id, sequence: 0, status: "open" }, "m-ada", new Date(start.getTime() + 15 * 60_000))).toBe("taken");
    expect(await claimTime(db(), { id: other!.id, sequence: 0, status: "open" }, "m-ada", new Date(start.getTime() + 30 * 60_000))).toBe("booked");
  });

  it("gives the next booking of a time two members share to the one with fewer recent bookings", async () => {
    await member("m-bea");
    const [first, second, third] = await requests(3);
    const slots = await offeredTimes(db(), { timeSlot: null, timeZone: "UTC" });
    const one = await bookMeeting(db(), first!.id, slots[0]!.start);
    const two = await bookMeeting(db(), second!.id, slots[4]!.start);
    const three = await bookMeeting(db(), third!.id, slots[4]!.start);
    expect(one.booked && one.meeting.memberId).toBe("m-ada");
    expect(two.booked && two.meeting.memberId).toBe("m-bea");
    // The same time again: Bea is busy then, Ada is free.
    expect(three.booked && three.meeting.memberId).toBe("m-ada");
  });

  it("moves a meeting with the same UID and a higher SEQUENCE, frees its old time, and cancels it", async () => {
    const [meeting, rival] = await requests(2);
    const slots = await offeredTimes(db(), { timeSlot: null, timeZone: "UTC" });
    const booked = await bookMeeting(db(), meeting!.id, slots[0]!.start);
    expect(booked.booked).toBe(true);
    const uid = (await meetingById(db(), meeting!.id))!.uid;
    const moved = await bookMeeting(db(), meeting!.id, slots[2]!.start);
    expect(moved).toMatchObject({ booked: true, moved: true, meeting: { uid, sequence: 1, memberId: "m-ada", status: "booked" } });
    expect(await bookMeeting(db(), rival!.id, slots[0]!.start)).toMatchObject({ booked: true });
    expect(await cancelMeeting(db(), meeting!.id)).toMatchObject({ status: "cancelled", sequence: 2 });
    expect(await meetingById(db(), meeting!.id)).toMatchObject({ status: "cancelled", sequence: 2, uid });
    expect(await cancelMeeting(db(), meeting!.id)).toBeNull();
    expect(await bookMeeting(db(), meeting!.id, slots[3]!.start)).toEqual({ booked: false, reason: "closed" });
  });

  it("refuses a time the team does not offer, and finds a meeting by its link's token only", async () => {
    await db().delete(user).where(eq(user.id, "m-ada"));
    await member("m-ada", [{ day: 1, start: "09:00", end: "10:00" }], "Europe/Berlin");
    const [meeting] = await requests(1, "Asia/Tokyo");
    const notOffered = new Date(Date.now() + 2 * 86_400_000);
    notOffered.setUTCHours(3, 17, 0, 0);
    expect(await bookMeeting(db(), meeting!.id, notOffered)).toEqual({ booked: false, reason: "not-offered" });
    expect(await meetingByToken(db(), meeting!.token)).toMatchObject({ id: meeting!.id, timeZone: "Asia/Tokyo", status: "open" });
    expect(await meetingByToken(db(), "x".repeat(32))).toBeNull();
    expect(await meetingByToken(db(), "../etc")).toBeNull();
  });

  describe("the demo request's status", () => {
    const statusOf = async (meetingId: string) =>
      (
        await db()
          .select({ status: demoRequests.status })
          .from(demoRequests)
          .innerJoin(demoMeetings, eq(demoMeetings.demoRequestId, demoRequests.id))
          .where(eq(demoMeetings.id, meetingId))
      )[0]!.status;
    const setStatus = (meetingId: string, status: "new" | "scheduled" | "done" | "cancelled") =>
      db()
        .update(demoRequests)
        .set({ status })
        .where(eq(demoRequests.id, db().select({ id: demoMeetings.demoRequestId }).from(demoMeetings).where(eq(demoMeetings.id, meetingId))));

    it("becomes scheduled when its meeting is booked, stays so when it moves, and is new again when it is cancelled", async () => {
      const [meeting] = await requests(1);
      const slots = await offeredTimes(db(), { timeSlot: null, timeZone: "UTC" });
      expect(await statusOf(meeting!.id)).toBe("new");
      await bookMeeting(db(), meeting!.id, slots[0]!.start);
      expect(await statusOf(meeting!.id)).toBe("scheduled");
      await bookMeeting(db(), meeting!.id, slots[2]!.start);
      expect(await statusOf(meeting!.id)).toBe("scheduled");
      await cancelMeeting(db(), meeting!.id);
      expect(await statusOf(meeting!.id)).toBe("new");
    });

    it("leaves done and cancelled alone, on booking and on cancelling", async () => {
      const [done, dropped, handled] = await requests(3);
      const slots = await offeredTimes(db(), { timeSlot: null, timeZone: "UTC" });
      await setStatus(done!.id, "done");
      await setStatus(dropped!.id, "cancelled");
      await bookMeeting(db(), done!.id, slots[0]!.start);
      await bookMeeting(db(), dropped!.id, slots[1]!.start);
      expect([await statusOf(done!.id), await statusOf(dropped!.id)]).toEqual(["done", "cancelled"]);
      await cancelMeeting(db(), done!.id);
      await cancelMeeting(db(), dropped!.id);
      expect([await statusOf(done!.id), await statusOf(dropped!.id)]).toEqual(["done", "cancelled"]);
      // Booked, then marked done by an admin: cancelling the meeting afterwards leaves it done.
      await bookMeeting(db(), handled!.id, slots[2]!.start);
      await setStatus(handled!.id, "done");
      await cancelMeeting(db(), handled!.id);
      expect(await statusOf(handled!.id)).toBe("done");
    });

    it("changes in the booking's transaction: a booking that fails after the claim leaves the request new", async () => {
      const [meeting] = await requests(1);
      const [slot] = await offeredTimes(db(), { timeSlot: null, timeZone: "UTC" });
      const failing = async () => {
        throw new Error("the mail could not be queued");
      };
      await expect(bookMeeting(db(), meeting!.id, slot!.start, { after: failing })).rejects.toThrow("the mail could not be queued");
      expect(await meetingById(db(), meeting!.id)).toMatchObject({ status: "open" });
      expect(await statusOf(meeting!.id)).toBe("new");
      await bookMeeting(db(), meeting!.id, slot!.start);
      await expect(cancelMeeting(db(), meeting!.id, failing)).rejects.toThrow("the mail could not be queued");
      expect(await meetingById(db(), meeting!.id)).toMatchObject({ status: "booked" });
      expect(await statusOf(meeting!.id)).toBe("scheduled");
    });
  });
});
