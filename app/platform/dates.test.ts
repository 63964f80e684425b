import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate, formatShortDay } from "./dates.ts";

describe("dates", () => {
  it("formats in US English and UTC, whatever the machine's time zone", () => {
    expect(formatLongDate("2026-11-14T23:30:00Z")).toBe("November 14, 2026");
    expect(formatLongDate(new Date("2026-01-02T00:00:00Z"))).toBe("January 2, 2026");
    expect(formatShortDay("2026-11-14")).toBe("Nov 14");
    expect(formatDateTime("2026-11-14T09:05:30Z")).toBe("Nov 14, 2026, 9:05 AM");
    expect(formatDateTime("2026-11-14T09:05:30Z", { seconds: true })).toBe("Nov 14, 2026, 9:05:30 AM");
  });
});
