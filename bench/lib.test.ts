import { describe, expect, it } from "vitest";
import { median } from "./lib.ts";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("leaves out runs that measured nothing (a Lighthouse run without an LCP)", () => {
    expect(median([2500, NaN, 2600])).toBe(2550);
    expect(median([NaN, 2400, NaN])).toBe(2400);
    expect(median([NaN, NaN])).toBeNaN();
  });
});
