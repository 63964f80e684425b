import { describe, expect, it } from "vitest";
import { parseRateLimit } from "./rate-limit-rules.ts";

describe("parseRateLimit", () => {
  it.each([
    ["5/10m", { count: 5, windowMs: 600_000 }],
    ["100/1h", { count: 100, windowMs: 3_600_000 }],
    ["3/30s", { count: 3, windowMs: 30_000 }],
    [" 7/2m ", { count: 7, windowMs: 120_000 }],
  ])("reads %s", (value, expected) => {
    expect(parseRateLimit(value)).toEqual(expected);
  });

  it("reads off as no limit", () => {
    expect(parseRateLimit("off")).toBeNull();
    expect(parseRateLimit("OFF")).toBeNull();
  });

  it.each(["5", "5/10", "five/10m", "5/10d", "0/10m", "5/0s", ""])("refuses %j", (value) => {
    expect(() => parseRateLimit(value)).toThrow(/count\/window|at least/);
  });
});
