import { formatShortDay } from "#app/platform/dates.ts";
import { formatDuration, formatRate, funnelStages, funnelSteps, type FunnelCounts, type FunnelGroup, type FunnelWeek } from "#app/features/dashboard/funnel.ts";
import { ChartGrid, hasAxisLabel, niceMax } from "./leads-chart.tsx";

// One colour per stage, dark enough for 3:1 against the card (and against a dark one).
const stageColours = {
  joined: { fill: "fill-sky-600", swatch: "bg-sky-600" },
  confirmed: { fill: "fill-indigo-600", swatch: "bg-indigo-600" },
  invited: { fill: "fill-amber-600", swatch: "bg-amber-600" },
  accounts: { fill: "fill-emerald-600", swatch: "bg-emerald-600" },
} as const;

/** The whole funnel as bars whose widths are shares of the joined, with counts and rates written out. */
export function FunnelSteps({ counts }: { counts: FunnelCounts }) {
  return (
    <ol className="grid gap-3" aria-label="Waitlist funnel, all entries">
      {funnelSteps(counts).map((step, index) => (
        <li key={step.key} className="grid gap-1 text-sm" data-stage={step.key}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="font-medium">{step.label}</span>
            <span className="tabular-nums">
              <span className="text-base font-semibold" data-testid={`funnel-${step.key}`}>
                {step.count.toLocaleString("en-US")}
              </span>
              {index > 0 ? (
                <span className="text-muted-foreground">
                  {" "}
                  · {index > 1 ? `${step.fromPrevious} of ${funnelStages[index - 1]!.label.toLowerCase()}, ` : ""}
                  {step.fromJoined} of joined
                </span>
              ) : null}
            </span>
          </div>
          <div className="h-3 rounded-full bg-muted" aria-hidden="true">
            <div
              className={`h-3 rounded-full ${stageColours[step.key].swatch}`}
              style={{ width: counts.joined ? `${(step.count / counts.joined) * 100}%` : 0 }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

const width = 720;
const height = 240;
const pad = { top: 16, right: 12, bottom: 28, left: 36 };

/**
 * Join-week cohorts as grouped bars (one per stage), drawn as SVG on the
 * server. The image's name summarises it; the table below gives every number.
 */
export function FunnelWeeksChart({ weeks }: { weeks: FunnelWeek[] }) {
  const max = niceMax(Math.max(0, ...weeks.map((week) => week.joined)));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const bar = Math.max(1, (slot - 8) / funnelStages.length);
  const y = (value: number) => pad.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, max / 2, max];
  const totals = Object.fromEntries(funnelStages.map((stage) => [stage.key, weeks.reduce((sum, week) => sum + week[stage.key], 0)]));
  const first = weeks[0];
  const last = weeks.at(-1);
  const summary =
    first && last
      ? `Waitlist funnel per join week, ${weeks.length} weeks from the week of ${formatShortDay(first.week)} to the week of ${formatShortDay(last.week)}: ` +
        funnelStages.map((stage) => `${totals[stage.key]} ${stage.label.toLowerCase()}`).join(", ") +
        ". Every week's numbers are in the table below."
      : "Waitlist funnel per join week: no weeks.";
  return (
    <figure className="grid gap-3">
      {/* Below 36rem the chart scrolls sideways instead of shrinking its labels out of reading size. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Chart of the funnel per join week">
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} className="h-auto w-full min-w-xl">
          <ChartGrid ticks={ticks} y={y} left={pad.left} right={width - pad.right} />
          {weeks.map((week, index) => {
            const x = pad.left + index * slot + 4;
            return (
              <g key={week.week} data-week={week.week}>
                {funnelStages.map((stage, stageIndex) => (
                  <rect
                    key={stage.key}
                    data-stage={stage.key}
                    x={x + stageIndex * bar}
                    y={y(week[stage.key])}
                    width={Math.max(1, bar - 1)}
                    height={y(0) - y(week[stage.key])}
                    className={stageColours[stage.key].fill}
                    rx={1}
                  >
                    <title>{`Week of ${formatShortDay(week.week)}: ${week[stage.key]} ${stage.label.toLowerCase()}`}</title>
                  </rect>
                ))}
                {hasAxisLabel(index, weeks.length, slot) ? (
                  <text x={x + (bar * funnelStages.length) / 2} y={height - 8} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                    {formatShortDay(week.week)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="flex flex-wrap gap-4 text-sm">
        {funnelStages.map((stage) => (
          <span key={stage.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 rounded-sm ${stageColours[stage.key].swatch}`} /> {stage.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** Rows of funnel counts, each stage with its rate from the stage before, and the median time to confirm. */
export function FunnelTable({ caption, rowHeader, rows }: { caption: string; rowHeader: string; rows: (FunnelGroup & { key?: string })[] }) {
  return (
    // Below 40rem a card per row (app.css, `.admin-table`); focusable so keyboard users can scroll it, should it still be too wide.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table w-full text-left text-sm sm:min-w-xl">
        <caption className="sr-only">{caption}; each rate is of the stage before</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {rowHeader}
            </th>
            {funnelStages.map((stage) => (
              <th key={stage.key} scope="col" className="py-1.5 pr-3 text-right font-medium">
                {stage.label}
              </th>
            ))}
            <th scope="col" className="py-1.5 text-right font-medium">
              Median to confirm
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key ?? row.label} className="border-t" data-row={row.key ?? row.label}>
              <th scope="row" className="py-1.5 pr-3 font-medium">
                {row.label}
              </th>
              {funnelStages.map((stage, index) => (
                <td key={stage.key} data-label={stage.label} className="py-1.5 pr-3 text-right tabular-nums">
                  {row[stage.key].toLocaleString("en-US")}
                  {index > 0 ? <span className="text-muted-foreground"> ({formatRate(row[stage.key], row[funnelStages[index - 1]!.key])})</span> : null}
                </td>
              ))}
              <td data-label="Median to confirm" className="py-1.5 text-right tabular-nums">
                {formatDuration(row.medianConfirmSeconds)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
