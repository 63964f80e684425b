import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { selectRows } from "#app/platform/db/client.server.ts";
import { refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import { waitlistEntries } from "#app/platform/db/schema.ts";
import { placesFigure, placesOf, rankWholeLine } from "./place.server.ts";
import { boardStanding, BoardChoice, DisplayName, maskEmail, topReferrers } from "./leaderboard.server.ts";
import { loadStatusPage, statusAction } from "./status-pages.handlers.server.ts";
import { loadLeaderboard, LEADERBOARD_CACHE_CONTROL, leaderboardHeaders } from "./leaderboard-page.handlers.server.ts";
import { eraseWaitlistEntry } from "./waitlist.server.ts";
import { statusToken } from "./waitlist-tokens.server.ts";

const BOOST = 5;
const publicUrl = "http://localhost:3000";
const secret = parseConfig({}).authSecret;

type Answer = { data: Record<string, unknown>; init?: { status?: number } | null };
const answerOf = (value: unknown) => value as Answer;

describe(`the referral leaderboard on ${testDriver}`, () => {
  /** Statements sent to the database (collected by the scale test). */
  const statements: { query: string; params: unknown[] }[] = [];
  const database = useTestDatabase({ logQuery: (query, params) => void statements.push({ query, params }) });
  const db = () => database.current.db;
  let loadContext: ReturnType<typeof testLoadContext>;
  beforeAll(() => {
    loadContext = testLoadContext(database.current);
  });
  const refresh = () => refreshKeptFigures(db(), [placesFigure(BOOST)]);

  /** Confirmed entries, in this order of confirmation, each referred by the named one (counting). */
  async function line(entries: [email: string, referrer?: string][]) {
    const base = Date.UTC(2026, 10, 1);
    for (const [index, [email, referrer]] of entries.entries()) {
      await db()
        .insert(waitlistEntries)
        .values({
          email,
          name: email.split("@")[0]!,
          confirmedAt: new Date(base + index * 60_000),
          referredBy: referrer ?? null,
          referralCounts: Boolean(referrer),
        });
    }
  }
  const tokenOf = async (email: string) => {
    const [entry] = await selectRows<{ email: string; referral_code: string }>(
      db(),
      sql`select email, referral_code from waitlist_entries where email = ${email}`,
    );
    return statusToken(secret, { email: entry!.email, referralCode: entry!.referral_code });
  };
  /** The status page's form, posted as a browser without JavaScript does. */
  const post = async (email: string, fields: Record<string, string>) => {
    const token = await tokenOf(email);
    const request = new Request(`${publicUrl}/waitlist/status/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: publicUrl },
      body: new URLSearchParams(fields),
    });
    const answer = await statusAction({ request, context: loadContext, params: { token } });
    if (answer && typeof answer === "object" && "data" in answer) {
      const { data, init } = answerOf(answer);
      return { data, init: { status: init?.status } };
    }
    return { data: answer as Record<string, unknown>, init: { status: 200 } };
  };
  const statusPage = async (email: string) => {
    const token = await tokenOf(email);
    const page = await loadStatusPage({ request: new Request(`${publicUrl}/waitlist/status/${token}`), context: loadContext, params: { token } });
    return page as { board: Awaited<ReturnType<typeof boardStanding>> | null };
  };
  const board = async () => (await loadLeaderboard({ request: new Request(`${publicUrl}/waitlist/leaderboard`), context: loadContext })).entries;

  it("masks an address to its first letters and top-level domain", () => {
    expect(maskEmail("ada@gmail.com")).toBe("a***@g***.com");
    expect(maskEmail("x@mail.example.co.uk")).toBe("x***@m***.uk");
    expect(maskEmail("émile.z@exemple.fr")).toBe("é***@e***.fr");
  });

  it("take a display name trimmed, with spaces made one; refuse short, long, invisible characters, addresses and links", () => {
    const check = (name: string) => {
      const parsed = DisplayName.safeParse(name);
      return parsed.success ? { ok: parsed.data } : { refused: parsed.error.issues[0]!.message };
    };
    expect(check("  Ada   Lovelace \n")).toEqual({ ok: "Ada Lovelace" });
    expect(check("Zoë 🚀")).toEqual({ ok: "Zoë 🚀" });
    expect(check("@ada_codes")).toEqual({ ok: "@ada_codes" });
    expect(check("Dr. A. Lovelace")).toEqual({ ok: "Dr. A. Lovelace" });
    expect(check(" a ")).toEqual({ refused: "Please enter at least 2 characters." });
    expect(check("x".repeat(31))).toEqual({ refused: "Please use at most 30 characters." });
    expect(check(` ${"x".repeat(30)} `)).toEqual({ ok: "x".repeat(30) });
    expect(check("Ada\u202Eecalevol")).toEqual({ refused: "Please use letters, digits, spaces and punctuation only." });
    expect(check("Ada\u0007")).toEqual({ refused: "Please use letters, digits, spaces and punctuation only." });
    for (const address of ["ada@gmail.com", "me: ada@example.org", "ada@intra.local"]) {
      expect(check(address)).toEqual({ refused: "Please don't use an e-mail address: the leaderboard never shows one." });
    }
    for (const link of ["https://spam.example", "www.buy-now.io", "visit example.com", "bit.ly/x", "http://1.2.3.4/"]) {
      expect(check(link), link).toEqual({ refused: "Please don't use a link or a web address." });
    }
    expect(BoardChoice.safeParse({ shown: "other" }).error?.issues[0]?.message).toBe("Please choose a name or your masked address.");
  });

  it("opt in with a chosen name or the masked address, change it, opt out: on the status page and the board at once, without JavaScript", async () => {
    await line([["ada@gmail.com"], ["bob@example.com", "ada@gmail.com"], ["cy@example.com", "ada@gmail.com"], ["dee@example.com", "bob@example.com"]]);
    await refresh();
    expect((await statusPage("ada@gmail.com")).board).toEqual({ shownAs: null, displayName: null, masked: "a***@g***.com", rank: 1, referrers: 2 });
    expect(await board()).toEqual([]);

    expect(await post("ada@gmail.com", { intent: "board-join", shown: "name", displayName: "  Ada   L. " })).toEqual({
      data: { intent: "board", ok: true, title: "You're on the leaderboard", description: "You're shown as “Ada L.”." },
      init: { status: 200 },
    });
    expect((await statusPage("ada@gmail.com")).board).toMatchObject({ shownAs: "Ada L.", displayName: "Ada L.", rank: 1 });
    expect(await board()).toEqual([{ rank: 1, name: "Ada L.", referrals: 2 }]);

    // Changed to the masked address: the address itself never leaves the server.
    expect((await post("ada@gmail.com", { intent: "board-join", shown: "masked", displayName: "ignored" })).data).toMatchObject({
      ok: true,
      description: "You're shown as “a***@g***.com”.",
    });
    expect(await board()).toEqual([{ rank: 1, name: "a***@g***.com", referrals: 2 }]);
    expect(JSON.stringify(await loadLeaderboard({ request: new Request(`${publicUrl}/waitlist/leaderboard`), context: loadContext }))).not.toContain("ada@");

    // A refused name: 400 with the field's problem and what was posted; what was kept stays.
    expect(await post("ada@gmail.com", { intent: "board-join", shown: "name", displayName: "ada@gmail.com" })).toEqual({
      data: {
        intent: "board",
        ok: false,
        title: "Please check your display name",
        description: "Please don't use an e-mail address: the leaderboard never shows one.",
        fields: { displayName: "Please don't use an e-mail address: the leaderboard never shows one." },
        values: { displayName: "ada@gmail.com" },
      },
      init: { status: 400 },
    });
    expect((await post("ada@gmail.com", { intent: "board-join" })).data).toMatchObject({
      ok: false,
      fields: { shown: "Please choose a name or your masked address." },
    });
    expect((await post("ada@gmail.com", { intent: "board-join", shown: "name", displayName: "A" })).data.fields as Record<string, string>).toEqual({
      displayName: "Please enter at least 2 characters.",
    });
    expect(await board()).toEqual([{ rank: 1, name: "a***@g***.com", referrals: 2 }]);

    // Opting out: off the board at once; the own rank stays on the status page.
    expect((await post("ada@gmail.com", { intent: "board-leave" })).data).toEqual({
      intent: "board",
      ok: true,
      title: "You're off the leaderboard",
      description: "You're no longer shown on the public leaderboard.",
    });
    expect(await board()).toEqual([]);
    expect((await statusPage("ada@gmail.com")).board).toMatchObject({ shownAs: null, rank: 1 });
    // Leaving twice is not an error.
    expect((await post("ada@gmail.com", { intent: "board-leave" })).init?.status).toBe(200);
  });

  it("only a confirmed entry joins; a place the job adds later is on the board; erasure takes the entry off", async () => {
    await db().insert(waitlistEntries).values({ email: "new@example.com", name: "New" });
    expect(await post("new@example.com", { intent: "board-join", shown: "masked" })).toMatchObject({
      data: { ok: false, title: "Confirm your e-mail address first" },
      init: { status: 409 },
    });
    expect((await statusPage("new@example.com")).board).toBeNull();

    // Confirmed, opted in before the job placed it: the job's new place carries the flag.
    await line([["ada@example.com"], ["friend@example.com", "ada@example.com"]]);
    expect((await post("ada@example.com", { intent: "board-join", shown: "name", displayName: "Ada" })).data.ok).toBe(true);
    expect(await board()).toEqual([]);
    await refresh();
    expect(await board()).toEqual([{ rank: 1, name: "Ada", referrals: 1 }]);
    await eraseWaitlistEntry(db(), "ada@example.com");
    expect(await board()).toEqual([]);
    expect(await selectRows(db(), sql`select * from waitlist_leaderboard`)).toEqual([]);
  });

  it("rank referrers by confirmed referrals that count: equal counts share a rank, the next skips; the board lists those opted in, ties in line order", async () => {
    // a: 3 referrals; b and c: 2 each (c confirmed first: ahead in line); d: 1; e: none; an unconfirmed or not counting referral is no referral.
    await line([
      ["c@example.com"],
      ["b@example.com"],
      ["a@example.com"],
      ["d@example.com"],
      ["e@example.com"],
      ["a1@example.com", "a@example.com"],
      ["a2@example.com", "a@example.com"],
      ["a3@example.com", "a@example.com"],
      ["b1@example.com", "b@example.com"],
      ["b2@example.com", "b@example.com"],
      ["c1@example.com", "c@example.com"],
      ["c2@example.com", "c@example.com"],
      ["d1@example.com", "d@example.com"],
    ]);
    await db()
      .insert(waitlistEntries)
      .values([
        { email: "late@example.com", name: "Late", referredBy: "d@example.com", referralCounts: true },
        { email: "same@example.com", name: "Same", referredBy: "d@example.com", referralCounts: false, confirmedAt: new Date() },
      ]);
    await refresh();
    const ranks = Object.fromEntries(
      [...(await placesOf(db(), ["a@example.com", "b@example.com", "c@example.com", "d@example.com", "e@example.com"])).values()].map((p) => [
        p.email[0],
        p.referralRank,
      ]),
    );
    expect(ranks).toEqual({ a: 1, b: 2, c: 2, d: 4, e: null });
    // What is kept is the full ranking's.
    const whole = await rankWholeLine(db(), BOOST);
    expect(whole.find((p) => p.email === "d@example.com")).toMatchObject({ referrals: 1, referralRank: 4 });

    for (const [email, name] of [
      ["d@example.com", "Dee"],
      ["b@example.com", "Bea"],
      ["c@example.com", "Cy"],
      ["e@example.com", "Eve"],
    ] as const) {
      expect((await post(email, { intent: "board-join", shown: "name", displayName: name })).data.ok).toBe(true);
    }
    // a did not opt in: not listed, yet its rank is on its status page; e has no referrals: not listed.
    expect(await board()).toEqual([
      { rank: 2, name: "Cy", referrals: 2 },
      { rank: 2, name: "Bea", referrals: 2 },
      { rank: 4, name: "Dee", referrals: 1 },
    ]);
    expect((await statusPage("a@example.com")).board).toMatchObject({ shownAs: null, rank: 1, referrers: 4 });
    expect((await statusPage("e@example.com")).board).toMatchObject({ shownAs: "Eve", rank: null, referrers: 4 });

    // A new referral for d: ranked by the job's next run (d passes nobody; ties with b and c).
    await db()
      .insert(waitlistEntries)
      .values({ email: "d2@example.com", name: "D2", referredBy: "d@example.com", referralCounts: true, confirmedAt: new Date() });
    await refresh();
    expect((await board()).map((entry) => [entry.rank, entry.name, entry.referrals])).toEqual([
      [2, "Cy", 2],
      [2, "Bea", 2],
      [2, "Dee", 2],
    ]);
  });

  it("says the page may be kept for a minute by shared caches, never past it", () => {
    expect(new Headers(leaderboardHeaders({} as never) as HeadersInit).get("cache-control")).toBe(LEADERBOARD_CACHE_CONTROL);
    expect(LEADERBOARD_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=60");
  });

  it("read as many rows as the page shows, however long the line: the top list and one's rank from indexes", async () => {
    // 40,000 confirmed entries; 4,000 referrers with 18,000 referrals among them (many ties); one in ten referrers and one in
    // a hundred others opted in. Every statement of the board and the status section is explained with its actual rows.
    await db().execute(sql`insert into waitlist_entries (email, name, confirmed_at, referred_by, referral_counts)
      select 'p' || g || '@example.com', 'P', now() - interval '30 days' + g * interval '1 second',
        case when g > 4000 and g % 2 = 0 then 'p' || (1 + (g / 2 * 7919) % 4000) || '@example.com' end, g > 4000 and g % 2 = 0
      from generate_series(1, 40000) g`);
    await refresh();
    await db().execute(sql`insert into waitlist_leaderboard (email, display_name)
      select 'p' || g || '@example.com', case when g % 2 = 0 then 'Person ' || g end from generate_series(1, 40000) g
      where (g <= 4000 and g % 10 = 0) or g % 100 = 1`);
    await db().execute(sql`vacuum analyze waitlist_places`);
    await db().execute(sql`analyze waitlist_leaderboard`);
    const referrers = Number(
      (await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from waitlist_places where referral_rank is not null`))[0]!.n,
    );
    expect(referrers).toBeGreaterThan(3000);

    statements.length = 0;
    const top = await topReferrers(db(), 50);
    const standing = await boardStanding(db(), "p3999@example.com");
    expect(top.entries).toHaveLength(50);
    expect(top.entries.map((entry) => entry.rank)).toEqual([...top.entries.map((entry) => entry.rank)].sort((a, b) => a - b));
    expect(standing).toMatchObject({ referrers, rank: expect.any(Number) });

    const client = (db() as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
    const reading = statements.filter((statement) => /waitlist_(places|leaderboard)/.test(statement.query));
    expect(reading).toHaveLength(2);
    for (const { query, params } of reading) {
      const { rows } = await client.query(`explain (analyze, costs off, timing off) ${query}`, params);
      const plan = rows.map((row) => Object.values(row)[0]).join("\n");
      expect(plan, query).not.toMatch(/Seq Scan|Bitmap/);
      expect(plan, query).toMatch(/Index (Only )?Scan using (waitlist_places_board_idx|waitlist_places_pkey)/);
      // No step of the plan reads more rows than the page shows (per loop), let alone the line.
      const counts = [...plan.matchAll(/actual rows=(\d+(?:\.\d+)?)/g)].map((match) => Number(match[1]));
      expect(counts.length, plan).toBeGreaterThan(0);
      expect(Math.max(...counts), plan).toBeLessThanOrEqual(50);
      expect(plan).not.toMatch(/Rows Removed by Filter: \d{3,}/);
    }
    expect(reading.find((statement) => statement.query.includes("limit"))!.query).toMatch(/order by referral_rank, place limit/);
  }, 180_000);
});
