import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { seededRandom } from "#tests/helpers/random.ts";
import { waitlistEntries } from "#app/platform/db/schema.ts";
import { keptFigure, openWriters, refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { selectRows } from "#app/platform/db/client.server.ts";
import { PLACES_FIGURE, placesFigure, placesOf, rankWholeLine, unrankedEntry } from "./place.server.ts";
import { eraseWaitlistEntry } from "./waitlist.server.ts";

const BOOST = 5;

describe(`places in line kept by the job, on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const refresh = () => refreshKeptFigures(db(), [placesFigure(BOOST)]);
  const everyEmail = async () => (await db().select({ email: waitlistEntries.email }).from(waitlistEntries)).map((row) => row.email);
  /** What the pages show for every entry, without `asOf`. */
  const shown = async () =>
    [...(await placesOf(db(), await everyEmail())).values()]
      .map(({ email, place, total, referrals, referralRank }) => ({ email, place, total, referrals, referralRank }))
      .sort((a, b) => a.place - b.place);

  it("equal a full ranking over a random list with referrals, confirmations, deletions and erasures, round after round", async () => {
    const next = seededRandom(26);
    const base = Date.UTC(2026, 10, 1);
    let n = 0;
    const emails: string[] = [];
    const add = async (count: number) => {
      const rows = Array.from({ length: count }, () => {
        const email = `person-${n++}@example-${Math.floor(next() * 40)}.com`;
        const referrer = emails.length > 0 && next() < 0.35 ? emails[Math.floor(next() * emails.length)]! : null;
        emails.push(email);
        // Some confirmations at the very same moment: the tie goes by address.
        const confirmed = next() < 0.7 ? new Date(base + Math.floor(next() * 50) * 60_000) : null;
        return { email, name: email, referredBy: referrer, referralCounts: referrer !== null && next() < 0.8, confirmedAt: confirmed };
      });
      await db().insert(waitlistEntries).values(rows);
    };
    await add(150);
    for (let round = 0; round < 4; round++) {
      await refresh();
      const line = await rankWholeLine(db(), BOOST);
      expect(line.length).toBeGreaterThan(50);
      expect(await shown()).toEqual(line);
      // Changes between runs: new entries, confirmations, erasures (through the site) and deletions (straight in the database).
      await add(40);
      const unconfirmed = await selectRows<{ email: string }>(db(), sql`select email from waitlist_entries where confirmed_at is null`);
      for (const { email } of unconfirmed.filter(() => next() < 0.3)) {
        await db().execute(
          sql`update waitlist_entries set confirmed_at = ${new Date(base + Math.floor(next() * 80) * 60_000).toISOString()}::timestamptz where email = ${email}`,
        );
      }
      const victims = emails.filter(() => next() < 0.05);
      for (const email of victims.slice(0, victims.length / 2)) await eraseWaitlistEntry(db(), email);
      for (const email of victims.slice(victims.length / 2)) await db().execute(sql`delete from waitlist_entries where email = ${email}`);
      emails.splice(0, emails.length, ...(await everyEmail()));
    }
  });

  it("notice rows written straight into the database, and do nothing when nothing changed", async () => {
    await db().execute(sql`insert into waitlist_entries (email, name, confirmed_at) values ('first@example.com', 'First', '2026-11-01T10:00:00Z')`);
    expect((await refresh()).refreshed).toEqual([PLACES_FIGURE]);
    expect((await refresh()).refreshed).toEqual([]);
    // As psql would: a referral that counts, inserted by hand, moves its referrer up at the next run.
    await db().execute(sql`insert into waitlist_entries (email, name, confirmed_at) values
      ('second@example.com', 'Second', '2026-11-01T10:01:00Z'), ('third@example.com', 'Third', '2026-11-01T10:02:00Z')`);
    await db().execute(
      sql`insert into waitlist_entries (email, name, confirmed_at, referred_by, referral_counts) values ('friend@example.com', 'Friend', '2026-11-01T10:03:00Z', 'third@example.com', true)`,
    );
    expect((await refresh()).refreshed).toEqual([PLACES_FIGURE]);
    expect((await shown()).map((place) => place.email)).toEqual(["third@example.com", "first@example.com", "second@example.com", "friend@example.com"]);
    // Another boost is another line.
    expect((await refreshKeptFigures(db(), [placesFigure(0)])).refreshed).toEqual([PLACES_FIGURE]);
    expect((await shown()).map((place) => place.email)).toEqual(["first@example.com", "second@example.com", "third@example.com", "friend@example.com"]);
  });

  it("place an entry confirmed since the last run behind the line, until the next run ranks it; say as of when", async () => {
    await db().execute(sql`insert into waitlist_entries (email, name, confirmed_at) values
      ('a@example.com', 'A', now() - interval '3 minutes'), ('b@example.com', 'B', now() - interval '2 minutes')`);
    await refresh();
    const asOf = (await keptFigure(db(), PLACES_FIGURE))!.refreshedAt;
    await db().execute(
      sql`insert into waitlist_entries (email, name, confirmed_at) values ('c@example.com', 'C', now() + interval '1 second'), ('d@example.com', 'D', now() + interval '2 seconds')`,
    );
    const before = await placesOf(db(), ["a@example.com", "c@example.com", "d@example.com"]);
    expect(before.get("a@example.com")).toEqual({ email: "a@example.com", place: 1, total: 4, referrals: 0, referralRank: null, asOf });
    expect(before.get("c@example.com")).toMatchObject({ place: 3, total: 4 });
    expect(before.get("d@example.com")).toMatchObject({ place: 4, total: 4 });
    await refresh();
    expect((await placesOf(db(), ["d@example.com"])).get("d@example.com")).toMatchObject({ place: 4, total: 4 });
    expect((await keptFigure(db(), PLACES_FIGURE))!.refreshedAt.getTime()).toBeGreaterThan(asOf.getTime());
  });

  it("look up the newest confirmations one by one in the kept places, never reading all of them", async () => {
    // 20,000 ranked entries and 300 confirmed since the last run: hashing every kept place (a
    // status page's 37 ms at 100,000 entries, growing with the line) looked cheaper to the planner
    // than 300 lookups, so the lookup is written so that it cannot be turned into a join.
    await db().execute(sql`insert into waitlist_entries (email, name, confirmed_at)
      select 'ranked-' || g || '@example.com', 'R', now() - interval '1 day' + g * interval '1 second' from generate_series(1, 20000) g`);
    await refresh();
    await db().execute(sql`insert into waitlist_entries (email, name, confirmed_at)
      select 'new-' || g || '@example.com', 'N', now() + g * interval '1 millisecond' from generate_series(1, 300) g`);
    await db().execute(sql`analyze waitlist_entries`);
    await db().execute(sql`analyze waitlist_places`);
    const plan = (await selectRows<{ "QUERY PLAN": string }>(db(), sql`explain select e.email from waitlist_entries e where ${unrankedEntry}`))
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    expect(plan).not.toMatch(/Seq Scan on waitlist_places|Anti Join/);
    expect(plan).toMatch(/Index Only Scan using waitlist_places_pkey on waitlist_places/);
    expect((await placesOf(db(), ["new-300@example.com", "ranked-1@example.com"])).get("new-300@example.com")).toMatchObject({ place: 20_300, total: 20_300 });
  });

  it.runIf(testDriver === "postgres")(
    "name the writers open when a run began (the keeper runs again once they end), and leave the work to one process",
    async () => {
      const other = await createTestDatabase();
      const [{ schema: schemaOf }] = (await selectRows<{ schema: string }>(db(), sql`select current_schema() as schema`)) as [{ schema: string }];
      try {
        // Another process's transaction holds the job's lock: this one leaves the work to it.
        await other.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kept-figures:' || ${schemaOf}))`);
          expect(await refreshKeptFigures(db(), [placesFigure(BOOST)], { force: true })).toMatchObject({ busy: true, refreshed: [] });
        });
        // A write still open when the snapshot is taken: the run says so.
        let release!: () => void;
        let written!: (writer: string) => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const insertDone = new Promise<string>((resolve) => (written = resolve));
        const open = db().transaction(async (tx) => {
          await tx.execute(sql`insert into waitlist_entries (email, name, confirmed_at) values ('late@example.com', 'Late', now())`);
          const [me] = await selectRows<{ writer: string }>(tx as never, sql`select pg_backend_pid() || ':' || pg_current_xact_id() as writer`);
          written(me!.writer);
          await held;
        });
        try {
          const writer = await insertDone;
          const run = await refreshKeptFigures(db(), [placesFigure(BOOST)], { force: true });
          expect(run.refreshed).toEqual([PLACES_FIGURE]);
          expect(run.openWriters).toContain(writer);
          expect(await openWriters(db())).toContain(writer);
        } finally {
          release();
          await open;
        }
        // Once it committed, the run without it is followed by one that has it.
        await refreshKeptFigures(db(), [placesFigure(BOOST)], { force: true });
        expect((await placesOf(db(), ["late@example.com"])).get("late@example.com")).toMatchObject({ place: 1, total: 1 });
      } finally {
        await other.close();
      }
    },
  );
});
