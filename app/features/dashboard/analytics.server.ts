import { sql } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { keptFigure } from "#app/platform/db/kept-figures.server.ts";
import type { DayCount } from "./analytics.ts";
import { promptCategoryLabel } from "#app/content/prompt-categories.ts";
import { ROLLUPS_FIGURE } from "./lead-rollups.server.ts";

// Everything here reads what the kept-figures job counted (lead-rollups.server.ts):
// a few dozen rows per view, whatever the number of leads.

const DAY_MS = 86_400_000;

/** The `days` UTC days up to the one holding `now`, as YYYY-MM-DD, oldest first. */
function lastDays(days: number, now: Date): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** Each day's waitlist rows are split once by referral, its demo rows once by category: either split sums to the day's count. */
const dayCounts = sql`((kind = 'waitlist' and facet = 'referral') or (kind = 'demo' and facet = 'category'))`;

/** Sign-ups and demo requests per UTC day for the last `days` days (today included), zeros kept. */
export async function leadsPerDay(db: Database, days = 30, now = new Date()): Promise<DayCount[]> {
  const window = lastDays(days, now);
  const rows = await selectRows<{ day: string; kind: "waitlist" | "demo"; n: number | string }>(
    db,
    sql`select day::text as day, kind, sum(joined) as n from lead_daily
        where day between ${window[0]}::date and ${window.at(-1)}::date and ${dayCounts} group by day, kind`,
  );
  const counts = new Map(window.map((day) => [day, { day, waitlist: 0, demos: 0 }]));
  for (const row of rows) counts.get(row.day)![row.kind === "waitlist" ? "waitlist" : "demos"] = Number(row.n);
  return [...counts.values()];
}

/** Totals, all time and over the last 30 days (the chart's 30 UTC days, today included). */
export async function leadTotals(db: Database, now = new Date()) {
  const [since] = lastDays(30, now);
  const rows = await selectRows<{ kind: "waitlist" | "demo"; total: number | string; recent: number | string }>(
    db,
    sql`select kind, sum(joined) filter (where recent) as recent, sum(joined) filter (where not recent) as total
        from (
          select kind, joined, true as recent from lead_daily where day >= ${since}::date and ${dayCounts}
          union all
          select kind, joined, false from lead_groups where kind in ('waitlist', 'demo') and facet = 'all'
        ) as counts group by kind`,
  );
  const of = (kind: string, key: "total" | "recent") => Number(rows.find((row) => row.kind === kind)?.[key] ?? 0);
  return { waitlist: of("waitlist", "total"), demos: of("demo", "total"), waitlistRecent: of("waitlist", "recent"), demosRecent: of("demo", "recent") };
}

/** The most asked-for kinds of work in the last 30 days' prompts (by words, else by page), waitlist and demos together. */
export async function topPromptCategories(db: Database, now = new Date(), limit = 5) {
  const [since] = lastDays(30, now);
  const rows = await selectRows<{ id: string; n: number | string }>(
    db,
    sql`select label as id, sum(joined) as n from lead_daily where day >= ${since}::date and facet = 'category' and label <> '' group by label`,
  );
  return rows
    .map((row) => ({ category: promptCategoryLabel(row.id), count: Number(row.n) }))
    .filter((entry): entry is { category: string; count: number } => entry.category !== null)
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category))
    .slice(0, limit);
}

/** When the analytics were counted (null before the job's first run). */
export async function analyticsAsOf(db: Database): Promise<Date | null> {
  return (await keptFigure(db, ROLLUPS_FIGURE))?.refreshedAt ?? null;
}
