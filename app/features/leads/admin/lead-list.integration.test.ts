import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { selectRows } from "#app/platform/db/client.server.ts";
import { demoRequests, waitlistEntries } from "#app/platform/db/schema.ts";
import { refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { leadSearch, listLeads, type LeadQuery } from "./lead-admin.server.ts";
import { waitlistCountsFigure } from "./lead-counts.server.ts";
import { placesFigure } from "#app/features/leads/waitlist/place.server.ts";

/** Every statement the site sends, with its parameters (for EXPLAIN). */
const statements: { query: string; params: unknown[] }[] = [];

/**
 * 3,000 entries from one statement: statuses, disposable addresses, a company
 * and names spread over them, and three entries to each second (the key
 * breaks ties in the order).
 */
async function generate(db: ReturnType<typeof useTestDatabase>["current"]["db"], count = 3000) {
  await db.execute(sql`
    insert into waitlist_entries (email, name, company, status, disposable, created_at, confirmed_at)
    select 'person' || n || '@' || (array['alpha.example', 'beta.example', 'gamma.example'])[1 + n % 3],
      (array['Ada', 'Grace', 'Linus', 'Mia'])[1 + n % 4] || ' ' || (array['Lovelace', 'Hopper', 'Torvalds'])[1 + n % 7 % 3],
      case when n % 10 = 0 then 'Acme' when n % 500 = 7 then 'Quokkasoft' else 'Other' end,
      (array['pending', 'pending', 'pending', 'invited', 'joined', 'declined'])[1 + n % 6],
      n % 13 = 0,
      timestamptz '2026-01-01' + (n / 3) * interval '1 second',
      case when n % 10 < 7 then timestamptz '2026-01-01' + n * interval '1 second' end
    from generate_series(1, ${count}) as n`);
  // As autovacuum leaves a table after a bulk load: statistics, and a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze waitlist_entries`);
}

describe(`lead list on ${testDriver}`, () => {
  const database = useTestDatabase({ logQuery: (query, params) => statements.push({ query, params }) });
  const db = () => database.current.db;
  const emails = (result: { rows: { email: string }[] }) => result.rows.map((row) => row.email);

  it("searches name, e-mail and company for a part of any of them, in any case, with % and _ taken literally", async () => {
    await db()
      .insert(waitlistEntries)
      .values([
        { email: "ada@example.com", name: "Ada Lovelace", company: "Analytical Engines" },
        { email: "grace_h@navy.example", name: "Grace Hopper", company: "US Navy" },
        { email: "gracehx@navy.example", name: "Grace Brewster", company: "Navy 100%" },
        { email: "linus@kernel.example", name: "Linus", company: "100 percent" },
      ]);
    const search = async (q: string) => emails(await listLeads(db(), "waitlist", { q, sort: "oldest" }));
    expect(await search("LOVEL")).toEqual(["ada@example.com"]);
    expect(await search("navy.EX")).toEqual(["grace_h@navy.example", "gracehx@navy.example"]);
    expect(await search("engine")).toEqual(["ada@example.com"]);
    expect(await search("e_h")).toEqual(["grace_h@navy.example"]);
    expect(await search("100%")).toEqual(["gracehx@navy.example"]);
    expect(await search("%")).toEqual(["gracehx@navy.example"]);
    expect(await search("\\")).toEqual([]);
    // One or two letters or digits: the words they start, in any of the three.
    expect(await search("vy")).toEqual([]);
    expect(await search("NA")).toEqual(["grace_h@navy.example", "gracehx@navy.example"]);
    expect(await search("ho")).toEqual(["grace_h@navy.example"]);
    expect(await search("l")).toEqual(["ada@example.com", "linus@kernel.example"]);
    expect(await search("10")).toEqual(["gracehx@navy.example", "linus@kernel.example"]);
    expect(await search("ex")).toEqual(["ada@example.com", "grace_h@navy.example", "gracehx@navy.example", "linus@kernel.example"]);
    expect(await search("  hopper ")).toEqual(["grace_h@navy.example"]);

    const [demo] = await db().insert(demoRequests).values({ name: "Ann Example", email: "ann@corp.example", company: "Big_Corp" }).returning();
    await db().insert(demoRequests).values({ name: "Bob", email: "bob@bigxcorp.example", company: "BigxCorp" });
    expect((await listLeads(db(), "demo-requests", { q: "g_c" })).rows.map((row) => row.id)).toEqual([demo!.id]);
    expect((await listLeads(db(), "demo-requests", { q: "ANN EX" })).rows.map((row) => row.id)).toEqual([demo!.id]);
  });

  it("finds a term of any length through the trigram index, reading only the candidates, never the whole table", async () => {
    await generate(db(), 300);
    await db()
      .insert(demoRequests)
      .values(Array.from({ length: 300 }, (_, i) => ({ name: `Person ${i}`, email: `person${i}@example.com`, company: "Acme" })));
    type PlanNode = { "Node Type": string; "Actual Rows": number; Plans?: PlanNode[] };
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
    for (const kind of ["waitlist", "demo-requests"] as const) {
      const table = kind === "waitlist" ? waitlistEntries : demoRequests;
      // None of these matches: an index that answers reads (almost) nothing; a scan of the whole index or table reads 300.
      for (const term of ["zqxw", "zqx", "zq", "z"]) {
        const plan = await db().transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const [row] = await selectRows<{ "QUERY PLAN": unknown }>(
            tx,
            sql`explain (analyze, format json) select 1 from ${table} where ${leadSearch(kind, term)}`,
          );
          const json = row!["QUERY PLAN"];
          return nodes((typeof json === "string" ? JSON.parse(json) : json)[0].Plan as PlanNode);
        });
        const read = plan.filter((node) => /Scan/.test(node["Node Type"]));
        expect(
          read.map((node) => node["Node Type"]),
          `${kind} "${term}"`,
        ).not.toContain("Seq Scan");
        expect(Math.max(...read.map((node) => node["Actual Rows"])), `${kind} "${term}"`).toBeLessThan(30);
      }
    }
  });

  it("counts a search's matches up to the cap, then says more and pages as far as the cap", async () => {
    await generate(db(), 300);
    // 'hopper' matches 86 of 300; a cap of 40 counts 40 and stops.
    const query: LeadQuery = { q: "hopper", pageSize: 10, countCap: 40 };
    const first = await listLeads(db(), "waitlist", query);
    expect(first).toMatchObject({ total: 40, capped: true, page: 1, pageCount: 4 });
    const all = await selectRows<{ email: string }>(
      db(),
      sql`select email from waitlist_entries where name ilike '%hopper%' order by created_at desc, email desc`,
    );
    expect(all).toHaveLength(86);
    // Page 4 holds matches 31 to 40; a page past it is page 4.
    for (const page of [4, 5, 1e9]) {
      const last = await listLeads(db(), "waitlist", { ...query, page });
      expect(last).toMatchObject({ total: 40, capped: true, page: 4, pageCount: 4 });
      expect(emails(last)).toEqual(all.slice(30, 40).map((row) => row.email));
    }
    // At or under the cap the count is exact.
    expect(await listLeads(db(), "waitlist", { ...query, countCap: 86 })).toMatchObject({ total: 86, capped: false, pageCount: 9 });
    expect(await listLeads(db(), "waitlist", { ...query, q: "quokkasoft" })).toMatchObject({ total: 1, capped: false, pageCount: 1 });
    // Demo requests too.
    await db()
      .insert(demoRequests)
      .values(Array.from({ length: 5 }, (_, n) => ({ name: `Req ${n}`, email: `r${n}@example.com`, company: "Co" })));
    expect(await listLeads(db(), "demo-requests", { q: "req", pageSize: 2, countCap: 3 })).toMatchObject({ total: 3, capped: true, pageCount: 2 });
  });

  it("takes a long list's total without a search term from the kept counts, by status and kind of address", async () => {
    await generate(db(), 300);
    const cap = { countCap: 20, pageSize: 10 };
    // Before the keeper's first run: counted up to the cap.
    expect(await listLeads(db(), "waitlist", cap)).toMatchObject({ total: 20, capped: true, pageCount: 2 });
    expect((await refreshKeptFigures(db(), [waitlistCountsFigure])).refreshed).toEqual(["waitlist-counts"]);
    expect(await listLeads(db(), "waitlist", cap)).toMatchObject({ total: 300, capped: false, pageCount: 30 });
    expect(await listLeads(db(), "waitlist", { ...cap, status: "invited" })).toMatchObject({ total: 50, capped: false });
    expect(await listLeads(db(), "waitlist", { ...cap, status: "invited", disposable: "yes" })).toMatchObject({ total: 4, capped: false });
    expect(await listLeads(db(), "waitlist", { ...cap, disposable: "no", page: 3 })).toMatchObject({ total: 277, capped: false, page: 3 });
    // A search is counted, whatever is kept.
    expect(await listLeads(db(), "waitlist", { ...cap, q: "person" })).toMatchObject({ total: 20, capped: true });
    // Few matches are counted now: an entry added since the keeper's run is in the total at once.
    await db().insert(waitlistEntries).values({ email: "new@example.com", name: "New", status: "invited", disposable: true });
    expect(await listLeads(db(), "waitlist", { ...cap, status: "invited", disposable: "yes" })).toMatchObject({ total: 5, capped: false });
    await refreshKeptFigures(db(), [waitlistCountsFigure]);
    expect(await listLeads(db(), "waitlist", { ...cap, status: "invited" })).toMatchObject({ total: 51, capped: false });
  });

  it("gives the same pages as a plain query over the whole list, for every filter, order and depth, and by cursor", async () => {
    await generate(db());
    await refreshKeptFigures(db(), [waitlistCountsFigure]);
    const pageSize = 25;
    const countCap = 200;
    const filters: LeadQuery[] = [
      {},
      { status: "invited" },
      { disposable: "yes" },
      { status: "pending", disposable: "no" },
      { q: "hopper" },
      { q: "acme", status: "pending" },
      { q: "quokkasoft" },
    ];
    for (const filter of filters) {
      for (const sort of ["newest", "oldest"] as const) {
        const direction = sql.raw(sort === "oldest" ? "asc" : "desc");
        const term = filter.q ? `%${filter.q}%` : null;
        // The plain query: every matching row, each column searched on its own, sorted in full.
        const expected = await selectRows<{ email: string; name: string }>(
          db(),
          sql`select email, name from waitlist_entries
            where (${filter.status ?? null}::text is null or status = ${filter.status ?? null})
              and (${filter.disposable ?? null}::text is null or disposable = (${filter.disposable ?? null} = 'yes'))
              and (${term}::text is null or name ilike ${term} or email ilike ${term} or company ilike ${term})
            order by created_at ${direction}, email ${direction}`,
        );
        const label = JSON.stringify({ ...filter, sort });
        const capped = Boolean(filter.q) && expected.length > countCap;
        const total = capped ? countCap : expected.length;
        const pageCount = Math.max(1, Math.ceil(total / pageSize));
        const middle = Math.ceil(pageCount / 2);
        for (const requested of new Set([1, 2, middle - 1, middle, middle + 1, pageCount - 1, pageCount, pageCount + 5])) {
          if (requested < 1) continue;
          const result = await listLeads(db(), "waitlist", { ...filter, sort, page: requested, pageSize, countCap });
          const page = Math.min(requested, pageCount);
          expect(result, `${label} page ${requested}`).toMatchObject({ total, capped, page, pageCount });
          expect(
            result.rows.map((row) => ({ email: row.email, name: row.name })),
            `${label} page ${requested}`,
          ).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
        }
        // The API's cursor: each page starts after the last row of the one before, down to the end.
        const walked: string[] = [];
        let after: string | undefined;
        for (;;) {
          const result = await listLeads(db(), "waitlist", { ...filter, sort, after, pageSize: 100, noTotal: true, keptPlaces: true });
          walked.push(...emails(result));
          if (result.rows.length < 100) break;
          after = result.rows.at(-1)!.email;
        }
        expect(walked, label).toEqual(expected.map((row) => row.email));
      }
    }
  }, 120_000);

  it("reads pages, searches, cursors and places from indexes, never the whole table", async () => {
    await generate(db(), 20_000);
    await refreshKeptFigures(db(), [waitlistCountsFigure, placesFigure(5)]);
    await db().execute(sql`vacuum analyze waitlist_places`);
    const cursor = "person10000@beta.example";
    statements.length = 0;
    const cases: LeadQuery[] = [
      {},
      { page: 300 },
      { page: 500, sort: "oldest" },
      { status: "invited", page: 60 },
      { disposable: "yes", page: 20 },
      { q: "quokkasoft" },
      { q: "acme" },
      { q: "acme", status: "pending", page: 10 },
      { after: cursor },
      { after: cursor, sort: "oldest", status: "pending" },
    ];
    for (const query of cases) await listLeads(db(), "waitlist", query);
    const client = (db() as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> } }).$client;
    const reading = statements.filter((statement) => statement.query.includes("waitlist_entries"));
    expect(reading.length).toBeGreaterThan(cases.length);
    for (const { query, params } of reading) {
      const { rows } = await client.query(`explain ${query}`, params);
      const plan = rows.map((row) => Object.values(row)[0]).join("\n");
      expect(plan, query).not.toMatch(/Seq Scan on waitlist_(entries|places)/);
      // Pages and cursors start where the index says, never by comparing every row with the cursor's.
      expect(plan, query).not.toMatch(/Filter: .*created_at/);
    }
  }, 120_000);
});
