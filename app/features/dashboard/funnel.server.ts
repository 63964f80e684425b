import { sql } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { utcWeekStart, type FunnelCounts, type FunnelGroup, type FunnelWeek, type WaitlistFunnel } from "./funnel.ts";

// Each stage counts the entries that reached it or a later one, so the funnel
// never widens: an entry invited (or given an account) before confirming still
// counts as confirmed. invited_at is cleared when an invitation is revoked.
// The kept-figures job counts them (lead-rollups.server.ts); this reads lead_groups.

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

const columns = sql`facet, label, joined, confirmed, invited, accounts, median_confirm_seconds`;

/**
 * The waitlist funnel: over all entries, per join week (cohorts: the
 * entries that joined in each UTC week, Monday to Sunday, the last `weeks`
 * up to the current one, empty weeks as zeros), per source page (the
 * `sourceLimit` pages with most joins) and referred (a referral that
 * counts) vs not referred.
 */
export async function waitlistFunnel(db: Database, { weeks = 12, now = new Date(), sourceLimit = 10 } = {}): Promise<WaitlistFunnel> {
  const last = new Date(`${utcWeekStart(now)}T00:00:00Z`);
  const weekStarts = Array.from({ length: weeks }, (_, index) => {
    const week = new Date(last);
    week.setUTCDate(week.getUTCDate() - (weeks - 1 - index) * 7);
    return week.toISOString().slice(0, 10);
  });
  const [groups, sources] = await Promise.all([
    selectRows<CountsRow & { facet: string; label: string }>(
      db,
      sql`select ${columns} from lead_groups where kind = 'waitlist' and facet in ('all', 'referral', 'week') and (facet <> 'week' or label in (${sql.join(
        weekStarts.map((week) => sql`${week}`),
        sql`, `,
      )}))`,
    ),
    selectRows<CountsRow & { facet: string; label: string }>(
      db,
      sql`select ${columns} from lead_groups where kind = 'waitlist' and facet = 'source' order by joined desc, label limit ${sourceLimit}`,
    ),
  ]);
  const group = (facet: string, label: string) => groups.find((row) => row.facet === facet && row.label === label);
  const perWeek: FunnelWeek[] = weekStarts.map((week) => ({ week, ...countsOf(group("week", week)) }));
  const bySource: FunnelGroup[] = sources.map((row) => ({ label: row.label, ...countsOf(row) }));
  // Both referral groups are always shown, zeros included.
  const byReferral = ["Referred", "Not referred"].map((label) => ({ label, ...countsOf(group("referral", label)) }));
  return { overall: countsOf(group("all", "")), weeks: perWeek, bySource, byReferral };
}
