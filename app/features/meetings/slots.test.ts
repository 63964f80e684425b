import { describe, expect, it } from "vitest";
import { describeSlot, freeSlots, type MemberHours } from "./slots.ts";
import { isTimeZone, zonedInstant } from "./zoned-time.ts";

const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((day) => ({ day, start, end }));
const iso = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe("zoned wall-clock times", () => {
  it("turns a wall-clock time into the instant of its zone, on both sides of a DST change", () => {
    expect(zonedInstant({ year: 2026, month: 3, day: 27 }, 9 * 60, "Europe/Berlin").toISOString()).toBe("2026-03-27T08:00:00.000Z");
    expect(zonedInstant({ year: 2026, month: 3, day: 30 }, 9 * 60, "Europe/Berlin").toISOString()).toBe("2026-03-30T07:00:00.000Z");
    expect(zonedInstant({ year: 2026, month: 11, day: 2 }, 9 * 60, "America/New_York").toISOString()).toBe("2026-11-02T14:00:00.000Z");
    expect(zonedInstant({ year: 2026, month: 7, day: 1 }, 9 * 60 + 30, "Asia/Kolkata").toISOString()).toBe("2026-07-01T04:00:00.000Z");
  });

  it("moves a skipped time on by the gap and takes a repeated time's first occurrence", () => {
    expect(zonedInstant({ year: 2026, month: 3, day: 29 }, 2 * 60 + 30, "Europe/Berlin").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(zonedInstant({ year: 2026, month: 10, day: 25 }, 2 * 60 + 30, "Europe/Berlin").toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("knows IANA zone names and refuses others", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("free demo times", () => {
  const berlin: MemberHours = { memberId: "m-berlin", timeZone: "Europe/Berlin", windows: weekdays("09:00", "10:00") };

  it("offers each member's weekly hours in 30-minute times, following the member's clock across a DST change", () => {
    const slots = freeSlots({ now: new Date("2026-03-26T00:00:00Z"), members: [berlin], busy: [], preference: null, requesterZone: "UTC", days: 5 });
    expect(iso(slots)).toEqual([
      "2026-03-26T08:00:00.000Z",
      "2026-03-26T08:30:00.000Z",
      "2026-03-27T08:00:00.000Z",
      "2026-03-27T08:30:00.000Z",
      // Monday after the change to summer time: 09:00 in Berlin is 07:00 UTC.
      "2026-03-30T07:00:00.000Z",
      "2026-03-30T07:30:00.000Z",
    ]);
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 30 * 60_000)).toBe(true);
  });

  it("keeps to the preferred hours of the requester's own day, not the member's", () => {
    const member: MemberHours = { memberId: "m-berlin", timeZone: "Europe/Berlin", windows: weekdays("09:00", "17:00") };
    // January: New York is 6 hours behind Berlin. Its morning (9-12) is Berlin's 15:00-18:00; the member stops at 17:00.
    const slots = freeSlots({
      now: new Date("2026-01-12T00:00:00Z"),
      members: [member],
      busy: [],
      preference: "morning",
      requesterZone: "America/New_York",
      days: 1,
    });
    expect(iso(slots)).toEqual(["2026-01-12T14:00:00.000Z", "2026-01-12T14:30:00.000Z", "2026-01-12T15:00:00.000Z", "2026-01-12T15:30:00.000Z"]);
    expect(describeSlot(slots[0]!.start, slots[0]!.end, "America/New_York")).toBe("Monday, 12 January 2026, 09:00–09:30 (America/New_York)");
  });

  it("leaves out booked times, times within the notice, and times past the horizon", () => {
    const now = new Date("2026-01-12T07:15:00Z"); // 08:15 in Berlin: 09:00 is within the hour of notice, 09:30 not.
    const busy = [{ memberId: "m-berlin", start: new Date("2026-01-13T08:00:00Z"), end: new Date("2026-01-13T08:30:00Z") }];
    const slots = freeSlots({ now, members: [berlin], busy, preference: "flexible", requesterZone: "UTC", days: 2 });
    expect(iso(slots)).toEqual(["2026-01-12T08:30:00.000Z", "2026-01-13T08:30:00.000Z"]);
    const twoWeeks = freeSlots({ now, members: [berlin], busy: [], preference: null, requesterZone: "UTC" });
    expect(twoWeeks.at(-1)!.start.getTime()).toBeLessThan(now.getTime() + 14 * 86_400_000);
    expect(twoWeeks).toHaveLength(10 * 2 - 1);
  });

  it("names every member free at a time, so the booking can pick one", () => {
    const london: MemberHours = { memberId: "m-london", timeZone: "Europe/London", windows: weekdays("08:00", "08:30") };
    const slots = freeSlots({ now: new Date("2026-01-12T00:00:00Z"), members: [london, berlin], busy: [], preference: null, requesterZone: "UTC", days: 1 });
    expect(slots.map((slot) => [slot.start.toISOString(), slot.memberIds])).toEqual([
      ["2026-01-12T08:00:00.000Z", ["m-berlin", "m-london"]],
      ["2026-01-12T08:30:00.000Z", ["m-berlin"]],
    ]);
  });
});
