import { analyticsAsOf, leadsPerDay, leadTotals, topPromptCategories } from "#app/features/dashboard/analytics.server.ts";
import { requireRole } from "#app/features/accounts/session.server.ts";
import { LeadsChart } from "#app/features/dashboard/components/leads-chart.tsx";
import { FunnelSteps, FunnelTable, FunnelWeeksChart } from "#app/features/dashboard/components/funnel-chart.tsx";
import { formatDuration, funnelStages } from "#app/features/dashboard/funnel.ts";
import { waitlistFunnel } from "#app/features/dashboard/funnel.server.ts";
import { formatDateTime, formatShortDay } from "#app/platform/dates.ts";
import { appContext } from "#app/platform/app-context.server.ts";
import type { Route } from "./+types/analytics";
import { Card } from "#app/ui/card.tsx";

export const handle = { title: "Analytics" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const { db } = context.get(appContext);
  const [days, totals, categories, funnel, asOf] = await Promise.all([
    leadsPerDay(db),
    leadTotals(db),
    topPromptCategories(db),
    waitlistFunnel(db),
    analyticsAsOf(db),
  ]);
  return { days, totals, categories, funnel, asOf };
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { days, totals, categories, funnel, asOf } = loaderData;
  const figures = [
    ["Waitlist sign-ups", totals.waitlist, totals.waitlistRecent],
    ["Demo requests", totals.demos, totals.demosRecent],
  ] as const;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground" data-testid="analytics-as-of">
        {asOf
          ? `Counted as of ${formatDateTime(asOf, { seconds: true })} UTC; brought up to date within a minute.`
          : "Not counted yet: the figures appear within a minute."}
      </p>
      <dl className="grid gap-4 sm:grid-cols-2">
        {figures.map(([label, all, recent]) => (
          <Card key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-3xl font-semibold tabular-nums" data-testid={label}>
              {all.toLocaleString("en-US")}
            </dd>
            <dd className="text-sm text-muted-foreground">{recent.toLocaleString("en-US")} in the last 30 days</dd>
          </Card>
        ))}
      </dl>
      <Card as="section" aria-labelledby="per-day">
        <h2 id="per-day" className="text-base font-semibold">
          Per day, last 30 days
        </h2>
        <div className="mt-4">
          <LeadsChart days={days} />
        </div>
      </Card>
      <Card as="section" aria-labelledby="funnel" className="grid gap-5">
        <div>
          <h2 id="funnel" className="text-base font-semibold">
            Waitlist funnel
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Joined → confirmed → invited → account made, over every entry on the list now. Each stage counts the entries that reached it or a later one; rates
            are of the stage before.
          </p>
        </div>
        <FunnelSteps counts={funnel.overall} />
        <p className="text-sm">
          Median time from joining to confirming: <strong data-testid="funnel-median">{formatDuration(funnel.overall.medianConfirmSeconds)}</strong>
          <span className="text-muted-foreground"> (of the entries that confirmed)</span>
        </p>
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">What each stage counts</summary>
          <dl className="mt-2 grid gap-1">
            {funnelStages.map((stage) => (
              <div key={stage.key}>
                <dt className="inline font-medium">{stage.label}: </dt>
                <dd className="inline">{stage.definition}</dd>
              </div>
            ))}
          </dl>
        </details>
        <div className="grid gap-3">
          <h3 id="funnel-weeks" className="text-sm font-semibold">
            Per join week
          </h3>
          <p className="text-sm text-muted-foreground">
            Cohorts: the entries that joined in each week (Monday to Sunday, UTC), last {funnel.weeks.length} weeks. A recent week&apos;s later stages still
            grow as its people confirm, get invited and make accounts.
          </p>
          <FunnelWeeksChart weeks={funnel.weeks} />
          <FunnelTable
            caption="Waitlist funnel per join week"
            rowHeader="Week of"
            rows={funnel.weeks.map((week) => ({ ...week, key: week.week, label: formatShortDay(week.week) }))}
          />
        </div>
        <div className="grid gap-3">
          <h3 className="text-sm font-semibold">By source page</h3>
          <p className="text-sm text-muted-foreground">
            The page people joined from, all time ({funnel.bySource.length < 10 ? "every page" : "the 10 with most joins"}).
          </p>
          {funnel.bySource.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody has joined yet.</p>
          ) : (
            <FunnelTable caption="Waitlist funnel by source page" rowHeader="Page" rows={funnel.bySource} />
          )}
        </div>
        <div className="grid gap-3">
          <h3 className="text-sm font-semibold">By referral</h3>
          <p className="text-sm text-muted-foreground">
            Referred: joined through someone&apos;s referral link, and the referral counts (not their own, not a throwaway address). All time.
          </p>
          <FunnelTable caption="Waitlist funnel by referral" rowHeader="Entries" rows={funnel.byReferral} />
        </div>
      </Card>
      <Card as="section" aria-labelledby="top-categories">
        <h2 id="top-categories" className="text-base font-semibold">
          What people want automated
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Prompts of the last 30 days by kind of work (their words, else the page they came from).</p>
        {categories.length === 0 ? (
          <p className="mt-4 text-muted-foreground">No prompts in the last 30 days.</p>
        ) : (
          <ol className="mt-4 grid gap-2">
            {categories.map((entry) => (
              <li key={entry.category} className="flex items-center gap-3 text-sm">
                <span className="w-36 shrink-0 font-medium">{entry.category}</span>
                <span className="h-2 rounded-full bg-indigo-600" style={{ width: `${(entry.count / categories[0]!.count) * 60}%` }} aria-hidden="true" />
                <span className="tabular-nums text-muted-foreground">{entry.count}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
