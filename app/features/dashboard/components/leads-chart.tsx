import { formatShortDay } from "#app/platform/dates.ts";
import type { DayCount } from "#app/features/dashboard/analytics.ts";

const width = 720;
const height = 240;
const pad = { top: 16, right: 12, bottom: 28, left: 36 };

/** A clean upper bound for the y axis: 1, 2, 5 × 10ⁿ. */
export function niceMax(value: number) {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value)!;
}

/** The room an x-axis label ("Nov 28" at 11 px) needs, with a gap to its neighbour, in the charts' units. */
const LABEL_ROOM = 46;

/**
 * Whether the bar group at `index` (of `count`, each `slot` wide) gets its
 * x-axis label: every n-th, counted back from the last (the latest day is
 * always named), with n the fewest slots that hold a label, so labels never
 * overlap however many bars there are.
 */
export function hasAxisLabel(index: number, count: number, slot: number) {
  return (count - 1 - index) % Math.ceil(LABEL_ROOM / slot) === 0;
}

/** The y axis of the dashboard's bar charts: a dashed line and its value at each tick (solid at zero). */
export function ChartGrid({ ticks, y, left, right }: { ticks: number[]; y: (value: number) => number; left: number; right: number }) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeDasharray={tick ? "3 3" : undefined} />
      <text x={left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" className="fill-muted-foreground text-[11px]">
        {tick}
      </text>
    </g>
  ));
}

/**
 * Waitlist sign-ups and demo requests per day as grouped bars, drawn as SVG
 * on the server (no JavaScript needed). The numbers are also in a table for
 * screen readers and for reading exact values.
 */
export function LeadsChart({ days }: { days: DayCount[] }) {
  const max = niceMax(Math.max(0, ...days.flatMap((day) => [day.waitlist, day.demos])));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const bar = Math.max(1, (slot - 2) / 2);
  const y = (value: number) => pad.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, max / 2, max];
  const waitlistTotal = days.reduce((sum, day) => sum + day.waitlist, 0);
  const demoTotal = days.reduce((sum, day) => sum + day.demos, 0);
  return (
    <figure className="grid gap-3">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Waitlist sign-ups and demo requests per day, last ${days.length} days: ${waitlistTotal} sign-ups and ${demoTotal} demo requests.`}
        className="h-auto w-full"
      >
        <ChartGrid ticks={ticks} y={y} left={pad.left} right={width - pad.right} />
        {days.map((day, index) => {
          const x = pad.left + index * slot + 1;
          return (
            <g key={day.day} data-day={day.day}>
              <rect x={x} y={y(day.waitlist)} width={bar} height={y(0) - y(day.waitlist)} className="fill-indigo-600" rx={1} />
              <rect x={x + bar} y={y(day.demos)} width={bar} height={y(0) - y(day.demos)} className="fill-emerald-500" rx={1} />
              {hasAxisLabel(index, days.length, slot) ? (
                <text x={x + bar} y={height - 8} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                  {formatShortDay(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-indigo-600" /> Waitlist sign-ups ({waitlistTotal})
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-emerald-500" /> Demo requests ({demoTotal})
        </span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Show the numbers</summary>
        <table className="mt-2 w-full max-w-md text-left">
          <caption className="sr-only">Sign-ups and demo requests per day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 font-medium">
                Sign-ups
              </th>
              <th scope="col" className="py-1 font-medium">
                Demo requests
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t">
                <td className="py-1">{formatShortDay(day.day)}</td>
                <td className="py-1 tabular-nums">{day.waitlist}</td>
                <td className="py-1 tabular-nums">{day.demos}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
