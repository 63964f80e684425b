import { count, gte, sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { seededRandom } from "#tests/helpers/random.ts";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { demoRequests, waitlistEntries } from "#app/platform/db/schema.ts";
import { refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { categorizePrompt } from "#app/content/prompt-categories.ts";
import { eraseWaitlistEntry, joinWaitlist } from "#app/features/leads/waitlist/waitlist.server.ts";
import { requestDemo } from "#app/features/leads/demo/demo.server.ts";
import { revokeInvitation } from "#app/features/leads/waitlist/invitations.server.ts";
import { leadsPerDay, leadTotals, topPromptCategories } from "./analytics.server.ts";
import { waitlistFunnel } from "./funnel.server.ts";
import { leadRollupsFigure, ROLLUPS_FIGURE } from "./lead-rollups.server.ts";
import type { DayCount } from "./analytics.ts";
import { utcWeekStart, type FunnelCounts } from "./funnel.ts";
import { waitlistJoin } from "#tests/helpers/lead-input.ts";

/*
 * The reference: the analytics as they were counted before the rollups,
 * scanning every row per view (the "last 30 days" start at the chart's
 * first day, as the page now counts them).
 */
const recount = {
  async perDay(db: Database, days: number, now: Date): Promise<DayCount[]> {
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
  },
  async totals(db: Database, since: Date) {
    const [[waitlist], [demos], [waitlistRecent], [demosRecent]] = await Promise.all([
      db.select({ n: count() }).from(waitlistEntries),
      db.select({ n: count() }).from(demoRequests),
      db.select({ n: count() }).from(waitlistEntries).where(gte(waitlistEntries.createdAt, since)),
      db.select({ n: count() }).from(demoRequests).where(gte(demoRequests.createdAt, since)),
    ]);
    return { waitlist: waitlist!.n, demos: demos!.n, waitlistRecent: waitlistRecent!.n, demosRecent: demosRecent!.n };
  },
  async categories(db: Database, since: Date, limit: number) {
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
  },
  async funnel(db: Database, { weeks, now, sourceLimit }: { weeks: number; now: Date; sourceLimit: number }) {
    const stageColumns = sql`
      count(*)::int as joined,
      count(*) filter (where confirmed_at is not null or invited_at is not null or joined_at is not null)::int as confirmed,
      count(*) filter (where invited_at is not null or joined_at is not null)::int as invited,
      count(*) filter (where joined_at is not null)::int as accounts,
      percentile_cont(0.5) within group (order by extract(epoch from confirmed_at - created_at)) as median_confirm_seconds`;
    type Row = { joined: number; confirmed: number; invited: number; accounts: number; median_confirm_seconds: number | null };
    const countsOf = (row: Row | undefined): FunnelCounts => ({
      joined: Number(row?.joined ?? 0),
      confirmed: Number(row?.confirmed ?? 0),
      invited: Number(row?.invited ?? 0),
      accounts: Number(row?.accounts ?? 0),
      medianConfirmSeconds: row?.median_confirm_seconds == null ? null : Number(row.median_confirm_seconds),
    });
    const groups = async (label: SQL, order: SQL, limit: number) =>
      (
        await selectRows<Row & { label: string }>(
          db,
          sql`select ${label} as label, ${stageColumns} from ${waitlistEntries} group by 1 order by ${order} limit ${limit}`,
        )
      ).map((row) => ({ label: row.label, ...countsOf(row) }));
    const last = utcWeekStart(now);
    const first = new Date(`${last}T00:00:00Z`);
    first.setUTCDate(first.getUTCDate() - (weeks - 1) * 7);
    const perWeek = await selectRows<Row & { week: string }>(
      db,
      sql`
      with weeks as (select generate_series(${first.toISOString().slice(0, 10)}::timestamp, ${last}::timestamp, interval '7 days') as week),
      cohorts as (
        select date_trunc('week', created_at at time zone 'UTC') as week, ${stageColumns}
        from ${waitlistEntries} where created_at >= ${first.toISOString()}::timestamptz group by 1
      )
      select to_char(weeks.week, 'YYYY-MM-DD') as week, cohorts.joined, cohorts.confirmed, cohorts.invited, cohorts.accounts, cohorts.median_confirm_seconds
      from weeks left join cohorts on cohorts.week = weeks.week order by weeks.week`,
    );
    const [overall] = await selectRows<Row>(db, sql`select ${stageColumns} from ${waitlistEntries}`);
    const byReferral = await groups(sql`case when referral_counts then 'Referred' else 'Not referred' end`, sql`label`, 2);
    const referral = (label: string) => byReferral.find((group) => group.label === label) ?? { label, ...countsOf(undefined) };
    return {
      overall: countsOf(overall),
      weeks: perWeek.map((row) => ({ week: row.week, ...countsOf(row) })),
      bySource: await groups(sql`coalesce(source_page, 'Unknown')`, sql`joined desc, label`, sourceLimit),
      byReferral: [referral("Referred"), referral("Not referred")],
    };
  },
};

// A Wednesday, 15:00 UTC.
const now = new Date("2026-11-25T15:00:00Z");
const links = { publicUrl: "http://localhost:3000", secret: "rollups-test-secret-0123456789-0123456789" };
const prompts = [
  null,
  "Chase every unpaid invoice in QuickBooks",
  "Reply to each support ticket within an hour",
  "Screen each new resume against the job post",
  "Send the newsletter",
  "Schedule every patient appointment",
  "Follow up with each tenant about the lease",
  "Update the CRM after each call",
  "Do the thing",
  "Résumé triage for the ébooks team",
];
// "Unknown" as a page, written straight into the table, is counted with the entries without one, as before.
const pages = [null, "/", "/sales", "/real-estate", "/healthcare", "/blog/launch", "/enterprise", "Unknown"];

describe(`analytics rollups kept by the job, on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const refresh = () => refreshKeptFigures(db(), [leadRollupsFigure]);
  const since = new Date(Date.UTC(2026, 10, 25 - 29));

  /** Every figure the analytics page shows (with more weeks and every page), kept and recounted. */
  async function expectRecount() {
    const options = { weeks: 20, now, sourceLimit: 100 };
    expect(await leadsPerDay(db(), 30, now)).toEqual(await recount.perDay(db(), 30, now));
    expect(await leadTotals(db(), now)).toEqual(await recount.totals(db(), since));
    expect(await topPromptCategories(db(), now, 10)).toEqual(await recount.categories(db(), since, 10));
    expect(await waitlistFunnel(db(), options)).toEqual(await recount.funnel(db(), options));
    // The page's own cut: 12 weeks, the 10 pages with most joins.
    expect(await waitlistFunnel(db(), { now })).toEqual(await recount.funnel(db(), { weeks: 12, now, sourceLimit: 10 }));
  }

  it("equal a full recount over a random set of leads written by the site and straight into the tables, round after round", async () => {
    const next = seededRandom(26);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
    // Within the last 100 days, at any second.
    const moment = () => new Date(now.getTime() - Math.floor(next() * 100 * 86_400) * 1000);
    const later = (from: Date) => new Date(from.getTime() + Math.floor(next() * 5 * 86_400) * 1000);
    let n = 0;
    const addLeads = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const email = `lead-${n++}@example-${n % 7}.com`;
        const created = moment();
        const prompt = pick(prompts);
        const sourcePage = pick(pages);
        if (next() < 0.3 && sourcePage !== "Unknown") {
          // Through the site: the category is stored as it is written.
          const input = waitlistJoin(email, { name: "Lead", prompt: prompt ?? undefined, sourcePage: sourcePage ?? undefined });
          await joinWaitlist(db(), input, { ...links, now: created });
        } else {
          // As psql or a bulk load would: no category, any state.
          const confirmed = next() < 0.7 ? later(created) : null;
          const invited = next() < 0.3 ? later(created) : null;
          const joined = invited && next() < 0.4 ? later(invited) : null;
          const referred = next() < 0.15;
          await db()
            .execute(sql`insert into waitlist_entries (email, name, prompt, source_page, created_at, confirmed_at, invited_at, joined_at, referral_counts)
            values (${email}, 'Lead', ${prompt}, ${sourcePage}, ${created.toISOString()}::timestamptz, ${confirmed?.toISOString() ?? null}::timestamptz,
              ${invited?.toISOString() ?? null}::timestamptz, ${joined?.toISOString() ?? null}::timestamptz, ${referred})`);
        }
      }
    };
    const addDemos = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const prompt = pick(prompts);
        const sourcePage = pick(pages.slice(0, -1));
        if (next() < 0.5) {
          const { id } = await requestDemo(
            db(),
            {
              name: "Demo",
              email: `demo-${n++}@example.com`,
              company: "Co",
              phone: "",
              message: "",
              prompt: prompt ?? undefined,
              sourcePage: sourcePage ?? undefined,
            },
            links,
          );
          await db().execute(sql`update demo_requests set created_at = ${moment().toISOString()}::timestamptz where id = ${id}`);
        } else {
          await db().execute(sql`insert into demo_requests (name, email, company, prompt, source_page, created_at)
            values ('Demo', ${`demo-${n++}@example.com`}, 'Co', ${prompt}, ${sourcePage}, ${moment().toISOString()}::timestamptz)`);
        }
      }
    };
    const emails = async () => (await selectRows<{ email: string }>(db(), sql`select email from waitlist_entries order by email`)).map((row) => row.email);

    await addLeads(150);
    await addDemos(30);
    const counted: (number | string)[] = [];
    for (let round = 0; round < 10; round++) {
      expect((await refresh()).refreshed).toEqual([ROLLUPS_FIGURE]);
      counted.push(
        (await selectRows<{ facts: { days: number | string } }>(db(), sql`select facts from kept_figures where name = ${ROLLUPS_FIGURE}`))[0]!.facts.days,
      );
      await expectRecount();
      // Between runs: new leads, confirmations, invitations made and revoked, accounts, moved join times, erasures and deletions;
      // a few most rounds (the job counts their days again), many every fourth (it counts every day).
      const many = round % 4 === 3;
      await addLeads(many ? 40 : 3);
      await addDemos(many ? 10 : 1);
      for (const email of (await emails()).filter(() => next() < (many ? 0.15 : 0.015))) {
        const change = pick(["confirm", "invite", "revoke", "account", "move", "refer"] as const);
        if (change === "revoke") await revokeInvitation(db(), email, now);
        else if (change === "confirm")
          await db().execute(
            sql`update waitlist_entries set confirmed_at = created_at + ${`${Math.floor(next() * 90_000)} seconds`}::interval where email = ${email}`,
          );
        else if (change === "invite")
          await db().execute(sql`update waitlist_entries set invited_at = created_at + interval '3 days', status = 'invited' where email = ${email}`);
        else if (change === "account")
          await db().execute(sql`update waitlist_entries set joined_at = created_at + interval '4 days', status = 'joined' where email = ${email}`);
        else if (change === "refer") await db().execute(sql`update waitlist_entries set referral_counts = not referral_counts where email = ${email}`);
        else await db().execute(sql`update waitlist_entries set created_at = ${moment().toISOString()}::timestamptz where email = ${email}`);
      }
      const victims = (await emails()).filter(() => next() < (many ? 0.05 : 0.01));
      for (const email of victims.slice(0, victims.length / 2)) await eraseWaitlistEntry(db(), email);
      for (const email of victims.slice(victims.length / 2)) await db().execute(sql`delete from waitlist_entries where email = ${email}`);
      await db().execute(sql`delete from demo_requests where id in (select id from demo_requests order by id limit ${many ? 2 : 1})`);
    }
    // Both ways of counting were tried: day by day, and all at once (the first run, and after rounds of many changes).
    expect(counted.filter((days) => typeof days === "number").length).toBeGreaterThanOrEqual(5);
    expect(counted.filter((days) => days === "all").length).toBeGreaterThanOrEqual(2);
    // A TRUNCATE counts every day again (cascading to the requests' meetings, which reference them).
    await db().execute(sql`truncate demo_requests cascade`);
    await refresh();
    await expectRecount();
    expect((await leadTotals(db(), now)).demos).toBe(0);
  });

  it("count again only the days written since the last run, and do nothing when nothing changed", async () => {
    // One entry a day for eight days.
    await db().execute(sql`insert into waitlist_entries (email, name, created_at)
      select 'day-' || n || '@example.com', 'Day', timestamptz '2026-11-15T10:00:00Z' + n * interval '1 day' from generate_series(0, 7) as n`);
    await refresh();
    expect((await refresh()).refreshed).toEqual([]);
    const facts = async () =>
      (await selectRows<{ facts: { days: number | string } }>(db(), sql`select facts from kept_figures where name = ${ROLLUPS_FIGURE}`))[0]!.facts;
    await db().execute(sql`update waitlist_entries set confirmed_at = created_at + interval '1 hour' where email = 'day-3@example.com'`);
    expect((await refresh()).refreshed).toEqual([ROLLUPS_FIGURE]);
    expect(await facts()).toEqual({ days: 1 });
    expect(await selectRows(db(), sql`select * from lead_changed_days`)).toEqual([]);
    await expectRecount();
    // Days holding more than a quarter of the rows are counted in one pass over the tables.
    await db().execute(sql`update waitlist_entries set invited_at = now() where email in ('day-1@example.com', 'day-2@example.com', 'day-5@example.com')`);
    await refresh();
    expect(await facts()).toEqual({ days: "all" });
    await expectRecount();
  });

  it("count every day again when the prompt categories' rules changed (a migration rewrote the column, writing no row)", async () => {
    await db().execute(sql`insert into waitlist_entries (email, name, prompt, created_at) values
      ('a@example.com', 'A', 'Reconcile the books', '2026-11-20T10:00:00Z'), ('b@example.com', 'B', 'Hello', '2026-11-21T10:00:00Z')`);
    await refresh();
    // What counts made with other rules would hold.
    await db().execute(sql`update lead_daily set label = 'sales' where facet = 'category' and label = 'finance'`);
    await db().execute(sql`update kept_figures set params = 'categories=older' where name = ${ROLLUPS_FIGURE}`);
    expect((await refresh()).refreshed).toEqual([ROLLUPS_FIGURE]);
    const [kept] = await selectRows<{ facts: { days: string } }>(db(), sql`select facts from kept_figures where name = ${ROLLUPS_FIGURE}`);
    expect(kept!.facts).toEqual({ days: "all" });
    await expectRecount();
  });

  it("store the category of a lead the site writes, and of one written straight into the table", async () => {
    await db().execute(sql`insert into waitlist_entries (email, name, prompt, source_page) values ('p@example.com', 'P', null, '/healthcare')`);
    await joinWaitlist(db(), waitlistJoin("a@example.com", { name: "A", prompt: "Chase invoices", sourcePage: "/" }), links);
    await requestDemo(db(), { name: "D", email: "d@example.com", company: "Co", phone: "", message: "", prompt: undefined, sourcePage: "/sales" }, links);
    expect(
      await selectRows(
        db(),
        sql`select email, prompt_category from waitlist_entries union all select email, prompt_category from demo_requests order by email`,
      ),
    ).toEqual([
      { email: "a@example.com", prompt_category: "finance" },
      { email: "d@example.com", prompt_category: "sales" },
      { email: "p@example.com", prompt_category: "healthcare" },
    ]);
  });
});
