import { sql, type SQL } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { waitlistEntries } from "#app/platform/db/schema.ts";
import { utcWeekStart, type FunnelCounts, type FunnelGroup, type FunnelWeek, type WaitlistFunnel } from "./funnel.ts";

// Each stage counts the entries that reached it or a later one, so the funnel
// never widens: an entry invited (or given an account) before confirming still
// counts as confirmed. invited_at is cleared when an invitation is revoked.
const stageColumns = sql`
  count(*)::int as joined,
  count(*) filter (where confirmed_at is not null or invited_at is not null or joined_at is not null)::int as confirmed,
  count(*) filter (where invited_at is not null or joined_at is not null)::int as invited,
  count(*) filter (where joined_at is not null)::int as accounts,
  percentile_cont(0.5) within group (order by extract(epoch from confirmed_at - created_at)) as median_confirm_seconds`;

interface CountsRow {
  joined: number | string | null;
  confirmed: number | string | null;
  invited: number | string | null;
  accounts: number | string | null;
  median_confirm_seconds: number | string | null;
}

const countsOf = (row: CountsRow | undefined): FunnelCounts => ({
  joined: Number(row?.joined ?? 0),
  confirmed: Number(row?.confirmed ?? 0),
  invited: Number(row?.invited ?? 0),
  accounts: Number(row?.accounts ?? 0),
  medianConfirmSeconds: row?.median_confirm_seconds == null ? null : Number(row.median_confirm_seconds),
});

/**
 * Join-week cohorts for the last `weeks` UTC weeks (the current one
 * included), weeks without joins as zeros. Weeks are computed on UTC wall
 * time (timestamp without time zone), so the session's time zone and its
 * daylight-saving changes cannot move a boundary.
 */
async function funnelPerWeek(db: Database, weeks: number, now: Date): Promise<FunnelWeek[]> {
  const last = utcWeekStart(now);
  const first = new Date(`${last}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - (weeks - 1) * 7);
  const rows = await selectRows<CountsRow & { week: string }>(
    db,
    sql`
      with weeks as (
        select generate_series(${first.toISOString().slice(0, 10)}::timestamp, ${last}::timestamp, interval '7 days') as week
      ),
      cohorts as (
        select date_trunc('week', created_at at time zone 'UTC') as week, ${stageColumns}
        from ${waitlistEntries}
        where created_at >= ${first.toISOString()}::timestamptz
        group by 1
      )
      select to_char(weeks.week, 'YYYY-MM-DD') as week, cohorts.joined, cohorts.confirmed, cohorts.invited, cohorts.accounts, cohorts.median_confirm_seconds
      from weeks left join cohorts on cohorts.week = weeks.week
      order by weeks.week`,
  );
  return rows.map((row) => ({ week: row.week, ...countsOf(row) }));
}

async function funnelGroups(db: Database, label: SQL, order: SQL, limit: number): Promise<FunnelGroup[]> {
  const rows = await selectRows<CountsRow & { label: string }>(
    db,
    sql`select ${label} as label, ${stageColumns} from ${waitlistEntries} group by 1 order by ${order} limit ${limit}`,
  );
  return rows.map((row) => ({ label: row.label, ...countsOf(row) }));
}

/**
 * The waitlist funnel, all counted in SQL: over all entries, per join week
 * (cohorts), per source page (the `sourceLimit` pages with most joins) and
 * referred (a referral that counts) vs not referred.
 */
export async function waitlistFunnel(db: Database, { weeks = 12, now = new Date(), sourceLimit = 10 } = {}): Promise<WaitlistFunnel> {
  const [[overall], perWeek, bySource, byReferral] = await Promise.all([
    selectRows<CountsRow>(db, sql`select ${stageColumns} from ${waitlistEntries}`),
    funnelPerWeek(db, weeks, now),
    funnelGroups(db, sql`coalesce(source_page, 'Unknown')`, sql`joined desc, label`, sourceLimit),
    funnelGroups(db, sql`case when referral_counts then 'Referred' else 'Not referred' end`, sql`label`, 2),
  ]);
  // Both referral groups are always shown, zeros included.
  const referral = (label: string) => byReferral.find((group) => group.label === label) ?? { label, ...countsOf(undefined) };
  return { overall: countsOf(overall), weeks: perWeek, bySource, byReferral: [referral("Referred"), referral("Not referred")] };
}
