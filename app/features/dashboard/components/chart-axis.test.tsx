import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FunnelWeeksChart } from "./funnel-chart.tsx";
import { LeadsChart } from "./leads-chart.tsx";

const dayAfter = (start: string, days: number) => new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The x-axis labels of a chart's SVG: their x and text (the y axis's labels end at its left edge). */
function axisLabels(html: string) {
  return [...html.matchAll(/<text x="([\d.]+)" y="232" text-anchor="middle"[^>]*>([^<]+)<\/text>/g)].map(([, x, text]) => ({ x: Number(x), text }));
}

describe("the charts' x axes", () => {
  for (const count of [1, 7, 14, 29, 30, 31, 60, 90, 120]) {
    it(`never put two labels closer than one label's room, and always name the last bar (${count} bars)`, () => {
      const days = Array.from({ length: count }, (_, index) => ({ day: dayAfter("2026-08-01", index), waitlist: index % 5, demos: index % 3 }));
      const weeks = Array.from({ length: count }, (_, index) => ({
        week: dayAfter("2024-01-01", index * 7),
        joined: 5,
        confirmed: 4,
        invited: 3,
        accounts: 2,
        medianConfirmSeconds: null,
      }));
      for (const [html, last] of [
        [renderToStaticMarkup(<LeadsChart days={days} />), days.at(-1)!.day],
        [renderToStaticMarkup(<FunnelWeeksChart weeks={weeks} />), weeks.at(-1)!.week],
      ] as const) {
        const labels = axisLabels(html);
        expect(labels.length).toBeGreaterThan(0);
        for (let index = 1; index < labels.length; index++) expect(labels[index]!.x - labels[index - 1]!.x).toBeGreaterThanOrEqual(46);
        const lastLabel = new Date(`${last}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
        expect(labels.at(-1)!.text).toBe(lastLabel);
      }
    });
  }

  it("labels a 30-day chart every other day or so, not once a week", () => {
    const days = Array.from({ length: 30 }, (_, index) => ({ day: dayAfter("2026-08-01", index), waitlist: 1, demos: 1 }));
    expect(axisLabels(renderToStaticMarkup(<LeadsChart days={days} />)).length).toBeGreaterThanOrEqual(10);
  });
});
