import { leadsPerDay, leadTotals, topPromptCategories } from "../../features/dashboard/analytics.server.ts";
import { requireRole } from "../../features/accounts/session.server.ts";
import { LeadsChart } from "../../features/dashboard/components/leads-chart.tsx";
import { appContext } from "../../platform/app-context.server.ts";
import type { Route } from "./+types/analytics";

export const handle = { title: "Analytics" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const { db } = context.get(appContext);
  const [days, totals, categories] = await Promise.all([leadsPerDay(db), leadTotals(db), topPromptCategories(db)]);
  return { days, totals, categories };
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { days, totals, categories } = loaderData;
  const figures = [
    ["Waitlist sign-ups", totals.waitlist, totals.waitlistRecent],
    ["Demo requests", totals.demos, totals.demosRecent],
  ] as const;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        {figures.map(([label, all, recent]) => (
          <div key={label} className="rounded-2xl border bg-card p-5 shadow-xs">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-3xl font-semibold tabular-nums" data-testid={label}>
              {all.toLocaleString("en-US")}
            </dd>
            <dd className="text-sm text-muted-foreground">{recent.toLocaleString("en-US")} in the last 30 days</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="per-day" className="rounded-2xl border bg-card p-5 shadow-xs">
        <h2 id="per-day" className="text-base font-semibold">
          Per day, last 30 days
        </h2>
        <div className="mt-4">
          <LeadsChart days={days} />
        </div>
      </section>
      <section aria-labelledby="top-categories" className="rounded-2xl border bg-card p-5 shadow-xs">
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
      </section>
    </div>
  );
}
