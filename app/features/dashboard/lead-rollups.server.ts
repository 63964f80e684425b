import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import type { KeptFigure } from "#app/platform/db/kept-figures.server.ts";
import { promptCategorySql } from "#app/content/prompt-categories.ts";
import { utcWeekStart } from "./funnel.ts";

/**
 * The analytics page's counts, kept rather than counted per view: per UTC
 * day in lead_daily, all-time per group (with the median time to confirm)
 * in lead_groups. The kept-figures job counts again only the days that
 * triggers noted as changed (lead_changed_days); the medians are offsets
 * into the confirmation times in index order. The database keeps each
 * row's prompt category and confirmation time (generated columns). What
 * the page shows equals a count of every row (the integration test
 * recounts). docs/decisions/0038-kept-analytics.md
 */

/** The kept_figures row of the rollups. */
export const ROLLUPS_FIGURE = "lead-rollups";

/**
 * What the rollups are made with: the prompt categories' rules. A migration
 * that changes them rewrites the generated column without writing rows (no
 * day is noted), so new rules mean counting every day again.
 */
const params = `categories=${createHash("sha256").update(promptCategorySql()).digest("hex").slice(0, 16)}`;

/** A UTC day's first moment. */
const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC')`;

/**
 * Counts the given days again (null: every day) into lead_daily, writing
 * only the rows that changed and removing those of groups now empty.
 */
async function countDays(tx: Database, days: string[] | null) {
  const scope = (alias: SQL) =>
    days === null
      ? sql``
      : sql`join changed on ${alias}.created_at >= ${dayStart(sql`changed.day`)} and ${alias}.created_at < ${dayStart(sql`changed.day + 1`)}`;
  await tx.execute(sql`
    with changed as (select distinct value::date as day from jsonb_array_elements_text(${JSON.stringify(days ?? [])}::jsonb)),
    entries as (
      select (e.created_at at time zone 'UTC')::date as day,
        coalesce(e.source_page, 'Unknown') as source,
        case when e.referral_counts then 'Referred' else 'Not referred' end as referral,
        e.prompt_category as category,
        (e.confirmed_at is not null or e.invited_at is not null or e.joined_at is not null) as confirmed,
        (e.invited_at is not null or e.joined_at is not null) as invited,
        e.joined_at is not null as account,
        e.confirmed_at is not null as timed
      from waitlist_entries e ${scope(sql`e`)}
    ),
    fresh as (
      select day, 'waitlist' as kind,
        case when grouping(source) = 0 then 'source' when grouping(referral) = 0 then 'referral' else 'category' end as facet,
        coalesce(source, referral, category) as label,
        count(*)::int as joined, count(*) filter (where confirmed)::int as confirmed, count(*) filter (where invited)::int as invited,
        count(*) filter (where account)::int as accounts, count(*) filter (where timed)::int as timed
      from entries group by grouping sets ((day, source), (day, referral), (day, category))
      union all
      select (d.created_at at time zone 'UTC')::date, 'demo', 'category', d.prompt_category, count(*)::int, 0, 0, 0, 0
      from demo_requests d ${scope(sql`d`)} group by 1, 4
    ),
    upserted as (
      insert into lead_daily as l (day, kind, facet, label, joined, confirmed, invited, accounts, timed)
      select day, kind, facet, label, joined, confirmed, invited, accounts, timed from fresh
      on conflict (day, kind, facet, label) do update
        set joined = excluded.joined, confirmed = excluded.confirmed, invited = excluded.invited, accounts = excluded.accounts, timed = excluded.timed
        where (l.joined, l.confirmed, l.invited, l.accounts, l.timed) is distinct from (excluded.joined, excluded.confirmed, excluded.invited, excluded.accounts, excluded.timed)
      returning 1
    ),
    removed as (
      delete from lead_daily l
      where ${days === null ? sql`true` : sql`l.day in (select day from changed)`}
        and not exists (select 1 from fresh f where (f.day, f.kind, f.facet, f.label) = (l.day, l.kind, l.facet, l.label))
      returning 1
    )
    select (select count(*) from upserted) as upserted, (select count(*) from removed) as removed`);
}

/** One group of lead_groups as counted from lead_daily. */
interface GroupRow {
  kind: "waitlist" | "demo";
  facet: "all" | "week" | "source" | "referral";
  label: string;
  joined: number;
  confirmed: number;
  invited: number;
  accounts: number;
  timed: number;
  /** What lead_groups holds now (kept for the weeks whose days did not change). */
  kept_median: number | string | null;
}

/**
 * The median of the `n` confirmation times `picked` selects (`confirm_seconds
 * as v`, none null), exactly as percentile_cont(0.5) computes it: the value
 * at the middle offset, or halfway between the two middle ones (lo + 0.5 ×
 * (hi − lo), its formula). With a group's own values (one statement per
 * group) the planner walks an index of confirmation times to the offset
 * and reads half of the group's index entries, no rows.
 */
async function medianOf(tx: Database, n: number, picked: SQL): Promise<number | null> {
  if (n === 0) return null;
  const [row] = await selectRows<{ median: number | string | null }>(
    tx,
    sql`select case when count(*) = 1 then min(v) else min(v) + 0.5::float8 * (max(v) - min(v)) end as median
        from (select v from (${picked}) as picked order by v offset ${Math.floor((n - 1) / 2)} limit ${2 - (n % 2)}) as middle`,
  );
  return row?.median == null ? null : Number(row.median);
}

const confirmTimes = (where: SQL) => sql`select confirm_seconds as v from waitlist_entries where confirm_seconds is not null and ${where}`;

/** A group's median: walked in index order, or for a join week sorted from its rows; demos have none. */
function groupMedian(tx: Database, group: GroupRow): Promise<number | null> {
  const { facet, label, timed } = group;
  if (group.kind === "demo") return Promise.resolve(null);
  if (facet === "all") return medianOf(tx, timed, confirmTimes(sql`true`));
  if (facet === "referral") return medianOf(tx, timed, confirmTimes(sql`referral_counts = ${label === "Referred"}`));
  if (facet === "source") {
    // "Unknown" is also the label of the entries without a page.
    const orNone = label === "Unknown" ? sql` union all ${confirmTimes(sql`source_page is null`)}` : sql``;
    return medianOf(tx, timed, sql`${confirmTimes(sql`source_page = ${label}`)}${orNone}`);
  }
  return selectRows<{ median: number | string | null }>(
    tx,
    sql`select percentile_cont(0.5) within group (order by confirm_seconds) as median from waitlist_entries
        where created_at >= ${dayStart(sql`${label}::date`)} and created_at < ${dayStart(sql`${label}::date + 7`)}`,
  ).then(([row]) => (row?.median == null ? null : Number(row.median)));
}

/**
 * Sums lead_daily into lead_groups (all-time groups and join weeks), each
 * with its median time to confirm: walked again for all, per referral and
 * per source page; for the join weeks whose days changed (`days`; null:
 * all) sorted again from the week's rows, for the others kept.
 */
async function countGroups(tx: Database, days: string[] | null) {
  const weekOf = (day: SQL) => sql`to_char(date_trunc('week', ${day}::timestamp), 'YYYY-MM-DD')`;
  const sums = sql`coalesce(sum(joined), 0)::int as joined, coalesce(sum(confirmed), 0)::int as confirmed, coalesce(sum(invited), 0)::int as invited,
    coalesce(sum(accounts), 0)::int as accounts, coalesce(sum(timed), 0)::int as timed`;
  const groups = await selectRows<GroupRow>(
    tx,
    sql`
    with counted as (
      select 'waitlist' as kind, 'all' as facet, '' as label, ${sums} from lead_daily where kind = 'waitlist' and facet = 'referral' having count(*) > 0
      union all
      select 'waitlist', 'week', ${weekOf(sql`day`)}, ${sums} from lead_daily where kind = 'waitlist' and facet = 'referral' group by 3
      union all
      select 'waitlist', facet, label, ${sums} from lead_daily where kind = 'waitlist' and facet in ('source', 'referral') group by facet, label
      union all
      select 'demo', 'all', '', ${sums} from lead_daily where kind = 'demo' and facet = 'category' having count(*) > 0
    )
    select c.*, old.median_confirm_seconds as kept_median
    from counted c left join lead_groups old on (old.kind, old.facet, old.label) = (c.kind, c.facet, c.label)`,
  );
  const changedWeeks = days && new Set(days.map((day) => utcWeekStart(new Date(`${day}T00:00:00Z`))));
  const fresh = [];
  for (const group of groups) {
    const keep = group.facet === "week" && changedWeeks && !changedWeeks.has(group.label);
    const median = keep ? (group.kept_median == null ? null : Number(group.kept_median)) : await groupMedian(tx, group);
    const { kept_median: _kept, ...counts } = group;
    fresh.push({ ...counts, median_confirm_seconds: median });
  }
  await tx.execute(sql`
    with fresh as (
      select * from jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) as f(kind text, facet text, label text,
        joined int, confirmed int, invited int, accounts int, timed int, median_confirm_seconds float8)
    ),
    upserted as (
      insert into lead_groups as g (kind, facet, label, joined, confirmed, invited, accounts, timed, median_confirm_seconds)
      select kind, facet, label, joined, confirmed, invited, accounts, timed, median_confirm_seconds from fresh
      on conflict (kind, facet, label) do update
        set joined = excluded.joined, confirmed = excluded.confirmed, invited = excluded.invited, accounts = excluded.accounts,
          timed = excluded.timed, median_confirm_seconds = excluded.median_confirm_seconds
        where (g.joined, g.confirmed, g.invited, g.accounts, g.timed, g.median_confirm_seconds)
          is distinct from (excluded.joined, excluded.confirmed, excluded.invited, excluded.accounts, excluded.timed, excluded.median_confirm_seconds)
      returning 1
    ),
    removed as (
      delete from lead_groups g where not exists (select 1 from fresh f where (f.kind, f.facet, f.label) = (g.kind, g.facet, g.label))
      returning 1
    )
    select (select count(*) from upserted) as upserted, (select count(*) from removed) as removed`);
}

/** The share of the lead rows, as last counted, that the given days hold. */
async function shareOf(tx: Database, days: string[]) {
  const [row] = await selectRows<{ part: number | string | null; whole: number | string | null }>(
    tx,
    sql`select sum(joined) filter (where day in (select value::date from jsonb_array_elements_text(${JSON.stringify(days)}::jsonb))) as part, sum(joined) as whole
        from lead_daily where facet = 'category'`,
  );
  return Number(row?.part ?? 0) / Math.max(1, Number(row?.whole ?? 0));
}

/**
 * In the job's snapshot: takes the notes of changed days, counts those
 * days again (every day on the first run, after a TRUNCATE, when the rules
 * changed, or when they are many) and then the groups.
 */
async function refreshRollups(tx: Database) {
  const [kept] = await selectRows<{ params: string }>(tx, sql`select params from kept_figures where name = ${ROLLUPS_FIGURE}`);
  // Notes written after the snapshot are not seen here, so not removed: the next run has them.
  const notes = await selectRows<{ day: string | null }>(
    tx,
    sql`with taken as (delete from lead_changed_days returning day) select distinct day::text as day from taken`,
  );
  let days = kept?.params !== params || notes.some((note) => note.day === null) ? null : notes.map((note) => note.day!);
  if (days?.length === 0) return { days: 0 };
  // Days holding more than a quarter of the rows are counted faster in one pass over the tables than day by day.
  if (days && (await shareOf(tx, days)) > 0.25) days = null;
  await countDays(tx, days);
  await countGroups(tx, days);
  return { days: days?.length ?? "all" };
}

/** The rollups job, for the kept-figures keeper (server/site.ts). */
export const leadRollupsFigure: KeptFigure = {
  name: ROLLUPS_FIGURE,
  params,
  refresh: refreshRollups,
};
