import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "#app/platform/db/client.server.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { fillWaitlist } from "./scale-data.ts";

describe(`the scale bench's waitlist on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("has the issue's mix: 70 % confirmed, 10 % referred by an earlier entry, every status, a demo request per hundred", async () => {
    await fillWaitlist(database.current.db, 2000, new Date("2026-11-27T00:00:00Z"));
    const [figures] = await selectRows<Record<string, number>>(
      database.current.db,
      sql`select count(*)::int as entries, count(e.confirmed_at)::int as confirmed, count(e.referred_by)::int as referred,
        count(*) filter (where e.referral_counts)::int as counting, count(distinct e.status)::int as statuses,
        count(*) filter (where r.created_at >= e.created_at)::int as "referrerNotEarlier",
        count(*) filter (where e.confirmed_at < e.created_at)::int as "confirmedBeforeJoining",
        (select count(*)::int from demo_requests) as demos,
        count(distinct e.created_at::date)::int as days
      from waitlist_entries e left join waitlist_entries r on r.email = e.referred_by`,
    );
    expect(figures).toMatchObject({ entries: 2000, confirmed: 1400, referred: 199, statuses: 4, referrerNotEarlier: 0, confirmedBeforeJoining: 0, demos: 20 });
    expect(figures!.counting).toBeGreaterThan(150);
    expect(figures!.days).toBeGreaterThanOrEqual(90);
  });
});
