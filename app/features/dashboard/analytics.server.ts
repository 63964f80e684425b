import { count, gte, sql } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { demoRequests, waitlistEntries } from "#app/platform/db/schema.ts";
import type { DayCount } from "./analytics.ts";
import { categorizePrompt } from "#app/content/prompt-categories.ts";

/** Sign-ups and demo requests per UTC day for the last `days` days (today included), zeros kept. */
export async function leadsPerDay(db: Database, days = 30, now = new Date()): Promise<DayCount[]> {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  const rows = await selectRows<{ day: string; waitlist: number; demos: number }>(
    db,
    sql`
      with days as (select generate_series(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, interval '1 day') as day)
      select to_char(days.day at time zone 'UTC', 'YYYY-MM-DD') as day,
        (select count(*)::int from ${waitlistEntries} w where w.created_at >= days.day and w.created_at < days.day + interval '1 day') as waitlist,
        (select count(*)::int from ${demoRequests} d where d.created_at >= days.day and d.created_at < days.day + interval '1 day') as demos
      from days order by days.day`,
  );
  return rows.map((row) => ({ day: row.day, waitlist: Number(row.waitlist), demos: Number(row.demos) }));
}

/** Totals, all time and over the last 30 days. */
export async function leadTotals(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [[waitlist], [demos], [waitlistRecent], [demosRecent]] = await Promise.all([
    db.select({ n: count() }).from(waitlistEntries),
    db.select({ n: count() }).from(demoRequests),
    db.select({ n: count() }).from(waitlistEntries).where(gte(waitlistEntries.createdAt, since)),
    db.select({ n: count() }).from(demoRequests).where(gte(demoRequests.createdAt, since)),
  ]);
  return { waitlist: waitlist!.n, demos: demos!.n, waitlistRecent: waitlistRecent!.n, demosRecent: demosRecent!.n };
}

/** The most asked-for kinds of work in the last 30 days' prompts (by words, else by page). */
export async function topPromptCategories(db: Database, now = new Date(), limit = 5) {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const rows = await selectRows<{ prompt: string | null; source_page: string | null }>(
    db,
    sql`select prompt, source_page from ${waitlistEntries} where created_at >= ${since.toISOString()}::timestamptz
        union all
        select prompt, source_page from ${demoRequests} where created_at >= ${since.toISOString()}::timestamptz`,
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    const category = categorizePrompt(row.prompt, row.source_page);
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts]
    .map(([category, n]) => ({ category, count: n }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category))
    .slice(0, limit);
}
