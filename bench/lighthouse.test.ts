import { describe, expect, it } from "vitest";
import { worstOf, type LighthouseResult } from "./lighthouse.ts";

const run = (performance: number, tbtMs: number, lcpMs: number): LighthouseResult => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  tbtMs,
  cls: 0,
  mainThreadMs: tbtMs * 4,
  bootupMs: tbtMs * 2,
});

describe("worstOf", () => {
  it("takes the lowest score and the highest time of the runs, metric by metric", () => {
    const worst = worstOf([run(99, 20, 1900), run(94, 180, 1700), run(100, 0, 2100)]);
    expect(worst.performance).toBe(94);
    expect(worst.tbtMs).toBe(180);
    expect(worst.lcpMs).toBe(2100);
    expect(worst.mainThreadMs).toBe(720);
  });

  it("leaves out a metric a run could not measure (NaN)", () => {
    expect(worstOf([run(99, 20, NaN), run(98, 30, 1800)]).lcpMs).toBe(1800);
  });
});
