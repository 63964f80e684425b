import { describe, expect, it } from "vitest";
import { editorTexts } from "./editor-texts.ts";
import { formatUtcOffset, instantToLocalInput, localInputToInstant, parseScheduleTime } from "./schedule-time.ts";

const now = new Date("2026-11-28T10:00:00.000Z");

describe("parseScheduleTime", () => {
  it.each([
    ["2026-11-28T10:05:00.000Z", "2026-11-28T10:05:00.000Z"],
    ["2026-11-28T11:05+01:00", "2026-11-28T10:05:00.000Z"],
    ["2026-11-28T05:05:30-05:00", "2026-11-28T10:05:30.000Z"],
    [String(now.getTime() + 60_000), "2026-11-28T10:01:00.000Z"],
    ["  2026-12-01T00:00Z  ", "2026-12-01T00:00:00.000Z"],
  ])("reads %j as %s", (value, expected) => {
    expect(parseScheduleTime(value, now)).toEqual({ ok: true, at: new Date(expected) });
  });

  it.each([
    [undefined, editorTexts.schedule.missing],
    ["   ", editorTexts.schedule.missing],
    // A local time without its zone: the server would have to guess whose.
    ["2026-11-28T11:05", editorTexts.schedule.unreadable],
    ["tomorrow", editorTexts.schedule.unreadable],
    ["2026-13-45T99:99Z", editorTexts.schedule.unreadable],
    ["1e15", editorTexts.schedule.unreadable],
    ["2026-11-28T10:00:00.000Z", editorTexts.schedule.past],
    ["2026-11-28T09:59Z", editorTexts.schedule.past],
    ["0", editorTexts.schedule.past],
    ["2027-11-30T10:00Z", editorTexts.schedule.tooFar],
    ["999999999999999", editorTexts.schedule.tooFar],
  ])("refuses %j: %s", (value, error) => {
    expect(parseScheduleTime(value, now)).toEqual({ ok: false, error });
  });
});

describe("the editor's field", () => {
  it("turns the local field's value into an instant and back", () => {
    const iso = localInputToInstant("2026-11-28T14:30");
    expect(iso).toMatch(/Z$/);
    expect(instantToLocalInput(new Date(iso))).toBe("2026-11-28T14:30");
    expect(localInputToInstant("")).toBe("");
    expect(localInputToInstant("2026-11-28")).toBe("");
  });

  it.each([
    [60, "UTC+01:00"],
    [0, "UTC+00:00"],
    [-330, "UTC-05:30"],
    [345, "UTC+05:45"],
  ])("names the offset %i as %s", (minutes, text) => {
    expect(formatUtcOffset(minutes)).toBe(text);
  });
});
