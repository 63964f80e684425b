import { sql } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { keptFigure, type KeptFigure } from "#app/platform/db/kept-figures.server.ts";

export interface Place {
  email: string;
  /** 1 = first in line. */
  place: number;
  /** Confirmed entries in line. */
  total: number;
  /** Confirmed referrals that count. */
  referrals: number;
  /** Rank among the referrers (1 + those with more referrals; equal counts share it); null without referrals, or not ranked yet. */
  referralRank: number | null;
}

/** A place as a page shows it: kept by the job, as of `asOf` (null before the job's first run). */
export interface KeptPlace extends Place {
  asOf: Date | null;
}

/** The kept_figures row of the places in line. */
export const PLACES_FIGURE = "waitlist-places";

/**
 * The line, ranked in full: confirmed entries ordered by confirmation time,
 * each counting referral (confirmed, and allowed by the referral rules)
 * moving its referrer `boost` places up. On equal scores the entry that
 * confirmed first goes first (and on equal confirmation times, the address
 * in byte order). Costs a sort of every confirmed entry: the places job runs
 * it, pages read what it kept (waitlist_places).
 *
 * The referral rank (the leaderboard's) is 1 + the entries in line with more
 * counting referrals: equal counts share a rank and the next rank skips
 * (1, 2, 2, 4); entries without referrals have none.
 */
function rankedLine(boost: number) {
  return sql`
    with joined as (
      select e.email, row_number() over (order by e.confirmed_at, e.email collate "C") as joined
      from waitlist_entries e where e.confirmed_at is not null
    ), refs as (
      select referred_by as email, count(*)::int as n
      from waitlist_entries
      where referred_by is not null and referral_counts and confirmed_at is not null
      group by referred_by
    )
    select j.email, coalesce(r.n, 0) as referrals,
           (row_number() over (order by j.joined - ${boost}::int * coalesce(r.n, 0), j.joined))::int as place,
           case when r.n > 0 then (rank() over (order by coalesce(r.n, 0) desc))::int end as referral_rank
    from joined j left join refs r on r.email = j.email`;
}

/** The whole line ranked now, first place first: what the kept places must equal (tests compare them). */
export async function rankWholeLine(db: Database, boost: number): Promise<Place[]> {
  const rows = await selectRows<{ email: string; referrals: number; place: number; referral_rank: number | null }>(
    db,
    sql`select * from (${rankedLine(boost)}) as line order by place`,
  );
  return rows.map(({ referral_rank, ...row }) => ({ ...row, referralRank: referral_rank, total: rows.length }));
}

/**
 * Ranks the line and writes each entry's place where it changed (an entry
 * joining at the end changes one row; an erasure near the front, every row
 * behind it), then drops the places of entries no longer confirmed. One
 * statement compares the ranking with what is kept; runs in the kept-figures
 * job's transaction.
 */
async function refreshPlaces(tx: Database, boost: number) {
  const [result] = await selectRows<{ total: number; kept: number; added: number; referrers: number }>(
    tx,
    sql`
      with line as materialized (${rankedLine(boost)}),
      diff as materialized (
        select l.email, l.place, l.referrals, l.referral_rank, p.email is null as added
        from line l left join waitlist_places p on p.email = l.email
        where p.email is null or (p.place, p.referrals, p.referral_rank) is distinct from (l.place, l.referrals, l.referral_rank)
      ),
      updated as (
        update waitlist_places p set place = d.place, referrals = d.referrals, referral_rank = d.referral_rank
        from diff d where not d.added and p.email = d.email
      ),
      inserted as (
        -- A new place of an entry that opted in already (before the job ranked it) is on the board.
        insert into waitlist_places (email, place, referrals, referral_rank, on_board)
        select d.email, d.place, d.referrals, d.referral_rank, exists (select 1 from waitlist_leaderboard b where b.email = d.email)
        from diff d where d.added
        returning 1
      )
      select (select count(*) from line)::int as total, (select count(*) from waitlist_places)::int as kept,
        (select count(*) from inserted)::int as added, (select count(*) from line where referral_rank is not null)::int as referrers`,
  );
  const total = Number(result!.total);
  // Kept before this statement, plus what it added: more than the line means some entry left it.
  if (Number(result!.kept) + Number(result!.added) > total) {
    await tx.execute(sql`
      delete from waitlist_places p
      where not exists (select 1 from waitlist_entries e where e.email = p.email and e.confirmed_at is not null)`);
  }
  return { total, referrers: Number(result!.referrers) };
}

/** The places job, for the kept-figures keeper (server/site.ts). */
export const placesFigure = (boost: number): KeptFigure => ({
  name: PLACES_FIGURE,
  // "rank": places kept before referral ranks were (migration 0029) are ranked again once.
  params: `boost=${boost};rank`,
  refresh: (tx) => refreshPlaces(tx, boost),
});

/**
 * Entries confirmed but not ranked yet (`e` is waitlist_entries): those the
 * places job has not seen, confirmed since its last run, or up to a minute
 * before it (a confirmation committed just after the run's snapshot, or
 * stamped by a server whose clock is behind). A bounded look at the newest
 * confirmations, whatever the line's length: each is looked up in the kept
 * places by its address. (`offset 0` keeps the lookup a lookup: as a plain
 * `not exists` the planner made it an anti-join and, for a few hundred new
 * confirmations, hashed every kept place, 37 ms of a status page at 100,000
 * entries and ten times that at a million.)
 */
export const unrankedEntry = sql`e.confirmed_at > coalesce((select refreshed_at from kept_figures where name = ${PLACES_FIGURE}), '-infinity') - interval '1 minute'
  and not exists (select 1 from waitlist_places p where p.email = e.email offset 0)`;

interface PlaceRow {
  email: string;
  kept_place: number | null;
  as_of: Date | string | null;
  kept_total: number;
  newer: number | string;
  newer_up_to_me: number | string | null;
  referrals: number | string;
  referral_rank: number | null;
}

/**
 * The places of the given entries (those not confirmed have none), as kept
 * by the job, with their referrals counted now. An entry confirmed since the
 * job's last run is not ranked yet: it stands behind the kept line, in the
 * order of confirmation, until the next run places it (new confirmations
 * have no referrals yet, so this is their place). The total adds those
 * not ranked yet. Costs index lookups only, whatever the line's length.
 */
export async function placesOf(db: Database, emails: string[]): Promise<Map<string, KeptPlace>> {
  if (emails.length === 0) return new Map();
  // The job's last run, read first and repeated below as a value: from the subquery alone the planner
  // guesses that a third of the table confirmed since, and at a million entries hashes every kept place
  // (300 ms and more) to find none. A run that ends in between leaves this bound the earlier, wider one.
  const lastRun = (await keptFigure(db, PLACES_FIGURE))?.refreshedAt;
  const since = lastRun ? new Date(lastRun.getTime() - 60_000).toISOString() : "-infinity";
  const rows = await selectRows<PlaceRow>(
    db,
    sql`
      with line as (
        select max(refreshed_at) as as_of, coalesce(max((facts ->> 'total')::int), 0) as total
        from kept_figures where name = ${PLACES_FIGURE}
      ), unranked as materialized (
        select e.email, e.confirmed_at from waitlist_entries e where ${unrankedEntry} and e.confirmed_at > ${since}::timestamptz
      )
      select me.email, p.place as kept_place, p.referral_rank, line.as_of, line.total as kept_total,
        (select count(*) from unranked) as newer,
        case when p.place is null then
          (select count(*) from unranked u where (u.confirmed_at, u.email collate "C") <= (me.confirmed_at, me.email collate "C"))
        end as newer_up_to_me,
        (select count(*) from waitlist_entries r where r.referred_by = me.email and r.referral_counts and r.confirmed_at is not null) as referrals
      from waitlist_entries me
      cross join line
      left join waitlist_places p on p.email = me.email
      where me.confirmed_at is not null and me.email in (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )})`,
  );
  return new Map(
    rows.map((row) => {
      const keptTotal = Number(row.kept_total);
      const place = row.kept_place ?? keptTotal + Math.max(1, Number(row.newer_up_to_me ?? 0));
      const total = Math.max(place, keptTotal + Number(row.newer));
      const asOf = row.as_of === null ? null : new Date(row.as_of);
      const referralRank = row.referral_rank === null ? null : Number(row.referral_rank);
      return [row.email, { email: row.email, place, total, referrals: Number(row.referrals), referralRank, asOf }];
    }),
  );
}
