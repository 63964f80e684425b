import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { demoRequests, mailOutbox, waitlistEntries } from "#app/platform/db/schema.ts";
import { deleteLead, eachLead, listLeads, setLeadStatus } from "./lead-admin.server.ts";
import { refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { placesFigure } from "#app/features/leads/waitlist/place.server.ts";
import { waitlistCountsFigure } from "./lead-counts.server.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));

describe(`lead admin on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;

  async function seed() {
    await db()
      .insert(waitlistEntries)
      .values([
        { email: "ada@example.com", name: "Ada Lovelace", company: "Engines", createdAt: at(1), confirmedAt: at(1) },
        { email: "grace@navy.example", name: "Grace Hopper", company: "Navy", createdAt: at(2), confirmedAt: at(2), status: "invited" },
        { email: "katherine@nasa.example", name: "Katherine Johnson", company: "NASA", createdAt: at(3), confirmedAt: at(3) },
        // Not confirmed: no place, and its referral does not count yet.
        {
          email: "dorothy@nasa.example",
          name: "Dorothy Vaughan",
          company: "NASA 100%",
          createdAt: at(4),
          disposable: true,
          referredBy: "katherine@nasa.example",
          referralCounts: true,
        },
      ]);
  }

  it("searches name, e-mail and company, filters by status, sorts, pages, and keeps each entry's place in line", async () => {
    await seed();
    const emails = (result: { rows: { email: string }[] }) => result.rows.map((row) => row.email);
    const all = await listLeads(db(), "waitlist");
    expect(emails(all)).toEqual(["dorothy@nasa.example", "katherine@nasa.example", "grace@navy.example", "ada@example.com"]);
    expect(all.rows.map((row) => [row.place, row.referrals])).toEqual([
      [null, 0],
      [3, 0],
      [2, 0],
      [1, 0],
    ]);
    // Never the confirmation token's hash.
    expect(Object.keys(all.rows[0]!)).not.toContain("confirmTokenHash");
    expect(all).toMatchObject({ total: 4, capped: false, page: 1, pageCount: 1 });

    const nasa = await listLeads(db(), "waitlist", { q: "nasa" });
    expect(emails(nasa)).toEqual(["dorothy@nasa.example", "katherine@nasa.example"]);
    expect(nasa.rows.map((row) => row.place)).toEqual([null, 3]);
    expect(emails(await listLeads(db(), "waitlist", { disposable: "yes" }))).toEqual(["dorothy@nasa.example"]);
    expect(emails(await listLeads(db(), "waitlist", { disposable: "no" }))).toHaveLength(3);
    expect(emails(await listLeads(db(), "waitlist", { q: "GRACE" }))).toEqual(["grace@navy.example"]);
    expect(emails(await listLeads(db(), "waitlist", { q: "100%" }))).toEqual(["dorothy@nasa.example"]);
    expect(emails(await listLeads(db(), "waitlist", { status: "invited" }))).toEqual(["grace@navy.example"]);
    expect(emails(await listLeads(db(), "waitlist", { status: "nonsense" }))).toHaveLength(4);
    expect(emails(await listLeads(db(), "waitlist", { sort: "oldest", pageSize: 2, page: 2 }))).toEqual(["katherine@nasa.example", "dorothy@nasa.example"]);
    expect(await listLeads(db(), "waitlist", { pageSize: 3 })).toMatchObject({ total: 4, pageCount: 2 });
    // A page past the end, or too large to count to, is the last page.
    for (const page of [3, Number("99999999999999999999"), Number.MAX_VALUE, Infinity]) {
      const last = await listLeads(db(), "waitlist", { sort: "oldest", pageSize: 3, page });
      expect(last, String(page)).toMatchObject({ page: 2, pageCount: 2 });
      expect(emails(last)).toEqual(["dorothy@nasa.example"]);
    }
    expect(emails(await listLeads(db(), "waitlist", { after: "katherine@nasa.example" }))).toEqual(["grace@navy.example", "ada@example.com"]);
  });

  it("changes a status, refuses unknown ones, and deletes (a waitlist entry with its mails)", async () => {
    await seed();
    await db().insert(mailOutbox).values({ to: "ada@example.com", subject: "Hi", text: "Hi", html: "<p>Hi</p>" });
    expect(await setLeadStatus(db(), "waitlist", " ADA@example.com ", "joined")).toBe(true);
    expect(await setLeadStatus(db(), "waitlist", "ada@example.com", "famous")).toBe(false);
    expect(await setLeadStatus(db(), "waitlist", "nobody@example.com", "joined")).toBe(false);
    expect((await listLeads(db(), "waitlist", { status: "joined" })).rows.map((row) => row.email)).toEqual(["ada@example.com"]);
    expect(await deleteLead(db(), "waitlist", "ada@example.com")).toBe(true);
    expect(await deleteLead(db(), "waitlist", "ada@example.com")).toBe(false);
    expect(await db().select().from(mailOutbox)).toEqual([]);
    expect((await listLeads(db(), "waitlist")).total).toBe(3);

    const [demo] = await db().insert(demoRequests).values({ name: "Ann", email: "ann@example.com", company: "Co" }).returning();
    expect(await setLeadStatus(db(), "demo-requests", demo!.id, "scheduled")).toBe(true);
    expect((await listLeads(db(), "demo-requests", { status: "scheduled" })).rows.map((row) => row.id)).toEqual([demo!.id]);
    // Keys from links and cursors that are not ids: no match, never a database error.
    expect(await setLeadStatus(db(), "demo-requests", "not-an-id", "done")).toBe(false);
    expect(await deleteLead(db(), "demo-requests", "-".repeat(36))).toBe(false);
    expect((await listLeads(db(), "demo-requests", { after: "not-an-id" })).rows.map((row) => row.id)).toEqual([demo!.id]);
  });

  it("lists, searches and exports 100,000 entries (times in the log, budgets in the closing note)", async () => {
    await db().execute(sql`
      insert into waitlist_entries (email, name, company, created_at, confirmed_at)
      select 'user' || n || '@example.com', 'User ' || n, case when n % 10 = 0 then 'Acme' else 'Other' end,
             timestamptz '2026-01-01' + n * interval '1 second', timestamptz '2026-01-01' + n * interval '1 second'
      from generate_series(1, 100000) as n`);
    const time = async <T>(label: string, run: () => Promise<T>) => {
      const started = performance.now();
      const result = await run();
      console.info(`[lead-admin ${testDriver}] ${label}: ${(performance.now() - started).toFixed(0)} ms`);
      return result;
    };
    // Exports read the places the job kept; the list's total is the kept count.
    await time("places and counts job", () => refreshKeptFigures(db(), [placesFigure(5), waitlistCountsFigure]));
    const first = await time("first page, newest", () => listLeads(db(), "waitlist"));
    expect(first).toMatchObject({ total: 100000, capped: false, pageCount: 4000 });
    expect(first.rows[0]).toMatchObject({ email: "user100000@example.com", place: 100000 });
    const deep = await time("page 2000 of 4000", () => listLeads(db(), "waitlist", { page: 2000 }));
    expect(deep.rows).toHaveLength(25);
    const search = await time("search 'acme' + status", () => listLeads(db(), "waitlist", { q: "acme", status: "pending" }));
    expect(search).toMatchObject({ total: 1000, capped: true, pageCount: 40 });
    const cursor = await time("keyset page", () => listLeads(db(), "waitlist", { after: "user50000@example.com", sort: "oldest" }));
    expect(cursor.rows[0]).toMatchObject({ email: "user50001@example.com", place: 50001 });
    const exported = await time("export of 10,000 (search)", async () => {
      let n = 0;
      for await (const row of eachLead(db(), "waitlist", { q: "acme" })) {
        n++;
        if (n === 1) expect(row).toMatchObject({ email: "user10@example.com", place: 10 });
      }
      return n;
    });
    expect(exported).toBe(10000);
  }, 120_000);
});
