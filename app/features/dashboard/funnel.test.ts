import { describe, expect, it } from "vitest";
import { formatDuration, formatRate, funnelSteps, utcWeekStart } from "./funnel.ts";

describe("the waitlist funnel's rules", () => {
  it("gives each stage its rate from the stage before and from joining", () => {
    const steps = funnelSteps({ joined: 8, confirmed: 6, invited: 3, accounts: 1, medianConfirmSeconds: null });
    expect(steps.map((step) => [step.label, step.count, step.fromPrevious, step.fromJoined])).toEqual([
      ["Joined", 8, "100%", "100%"],
      ["Confirmed", 6, "75%", "75%"],
      ["Invited", 3, "50%", "38%"],
      ["Account made", 1, "33%", "13%"],
    ]);
  });

  it("shows no rate when there is nothing to divide by", () => {
    expect(formatRate(0, 0)).toBe("–");
    expect(funnelSteps({ joined: 0, confirmed: 0, invited: 0, accounts: 0, medianConfirmSeconds: null }).map((step) => step.fromPrevious)).toEqual([
      "–",
      "–",
      "–",
      "–",
    ]);
    expect(formatRate(2, 3)).toBe("67%");
  });

  it("writes durations in the unit people read", () => {
    expect(formatDuration(null)).toBe("–");
    expect(formatDuration(42)).toBe("42 s");
    expect(formatDuration(45 * 60)).toBe("45 min");
    expect(formatDuration(3 * 3600)).toBe("3 h");
    expect(formatDuration(3.5 * 3600)).toBe("3.5 h");
    expect(formatDuration(30 * 3600)).toBe("30 h");
    expect(formatDuration(3.25 * 86_400)).toBe("3.3 days");
    expect(formatDuration(12 * 86_400)).toBe("12 days");
  });

  it("starts weeks on Monday 00:00 UTC", () => {
    expect(utcWeekStart(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23");
    expect(utcWeekStart(new Date("2026-11-22T23:59:59Z"))).toBe("2026-11-16");
    expect(utcWeekStart(new Date("2026-11-29T23:59:59Z"))).toBe("2026-11-23");
    // Monday 00:30 in Berlin is still Sunday in UTC: UTC decides.
    expect(utcWeekStart(new Date("2026-11-23T00:30:00+01:00"))).toBe("2026-11-16");
  });
});
