import { sql, type SQL } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";

export interface Place {
  email: string;
  /** 1 = first in line. */
  place: number;
  /** Confirmed entries in line. */
  total: number;
  /** Confirmed referrals that count. */
  referrals: number;
}

/**
 * Places in line, computed and never stored: confirmed entries ordered by
 * confirmation time, each counting referral (confirmed, and allowed by the
 * referral rules) moving its referrer `boost` places up. On equal scores the
 * entry that confirmed first goes first.
 */
export function placesQuery(boost: number, emails?: string[]): SQL {
  return sql`
    with refs as (
      select referred_by as email, count(*)::int as n
      from waitlist_entries
      where referred_by is not null and referral_counts and confirmed_at is not null
      group by referred_by
    ), ranked as (
      select e.email, coalesce(r.n, 0) as referrals,
             row_number() over (order by e.confirmed_at, e.email) as joined
      from waitlist_entries e left join refs r on r.email = e.email
      where e.confirmed_at is not null
    ), placed as (
      select email, referrals::int,
             (row_number() over (order by joined - ${boost}::int * referrals, joined))::int as place,
             (count(*) over ())::int as total
      from ranked
    )
    select email, place, total, referrals from placed
    ${
      emails
        ? sql`where email in (${sql.join(
            emails.map((email) => sql`${email}`),
            sql`, `,
          )})`
        : sql``
    }
    order by place`;
}

/** Places of the given entries (those not confirmed have none). */
export async function placesOf(db: Database, emails: string[], boost: number): Promise<Map<string, Place>> {
  if (emails.length === 0) return new Map();
  const rows = await selectRows<Place>(db, placesQuery(boost, emails));
  return new Map(rows.map((row) => [row.email, row]));
}

/** The whole line, first place first. */
export const allPlaces = (db: Database, boost: number) => selectRows<Place>(db, placesQuery(boost));
