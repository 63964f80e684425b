import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { waitlistEntries } from "#app/platform/db/schema.ts";
import { funnelSteps } from "./funnel.ts";
import { waitlistFunnel } from "./funnel.server.ts";
import { refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { leadRollupsFigure } from "./lead-rollups.server.ts";

// A Wednesday: the current week began on Monday 2026-11-23 (UTC).
const now = new Date("2026-11-25T12:00:00Z");
const at = (iso: string) => new Date(iso);
const hoursAfter = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * 3_600_000);
const zero = { joined: 0, confirmed: 0, invited: 0, accounts: 0, medianConfirmSeconds: null };

describe(`the waitlist funnel on ${testDriver}`, () => {
  const database = useTestDatabase();

  async function seed() {
    const a = "2026-11-23T00:00:00Z"; // Monday 00:00 UTC: the current week
    const b = "2026-11-22T23:30:00Z"; // Sunday 23:30 UTC: the week before
    const c = "2026-11-17T10:00:00Z";
    const e = "2026-11-18T09:00:00Z";
    const old = "2026-06-01T08:00:00Z";
    await database.current.db.insert(waitlistEntries).values([
      { email: "a@example.com", name: "A", sourcePage: "/", createdAt: at(a), confirmedAt: hoursAfter(a, 1) },
      { email: "b@example.com", name: "B", sourcePage: "/", createdAt: at(b), confirmedAt: hoursAfter(b, 3), invitedAt: hoursAfter(b, 24), status: "invited" },
      // Referred (counted), confirmed, invited, made an account.
      {
        email: "c@example.com",
        name: "C",
        sourcePage: "/enterprise",
        createdAt: at(c),
        confirmedAt: hoursAfter(c, 2),
        invitedAt: hoursAfter(c, 30),
        joinedAt: hoursAfter(c, 40),
        status: "joined",
        referredBy: "a@example.com",
        referralCounts: true,
      },
      // Invited by the team without confirming: counts as confirmed (it got further), but not in the median.
      { email: "d@example.com", name: "D", createdAt: at("2026-11-18T11:00:00Z"), invitedAt: at("2026-11-19T11:00:00Z"), status: "invited" },
      // Confirmed, its invitation revoked (invited_at cleared); referred, but the referral does not count.
      {
        email: "e@example.com",
        name: "E",
        sourcePage: "/enterprise",
        createdAt: at(e),
        confirmedAt: hoursAfter(e, 10),
        referredBy: "a@example.com",
        referralCounts: false,
      },
      { email: "f@example.com", name: "F", sourcePage: "/", createdAt: at("2026-11-24T08:00:00Z") },
      // Older than the 12 weeks shown: counted overall, by page and by referral, not per week.
      { email: "old@example.com", name: "Old", sourcePage: "/", createdAt: at(old), confirmedAt: hoursAfter(old, 4) },
    ]);
    await refreshKeptFigures(database.current.db, [leadRollupsFigure]);
  }

  it("counts each stage as 'reached it or a later one', with the median hours from joining to confirming", async () => {
    await seed();
    const funnel = await waitlistFunnel(database.current.db, { now });
    // Confirmation took 1, 2, 3, 4 and 10 hours: the median is 3.
    expect(funnel.overall).toEqual({ joined: 7, confirmed: 6, invited: 3, accounts: 1, medianConfirmSeconds: 3 * 3600 });
    expect(funnelSteps(funnel.overall).map((step) => [step.label, step.count, step.fromPrevious, step.fromJoined])).toEqual([
      ["Joined", 7, "100%", "100%"],
      ["Confirmed", 6, "86%", "86%"],
      ["Invited", 3, "50%", "43%"],
      ["Account made", 1, "33%", "14%"],
    ]);
  });

  it("groups by the UTC week of joining, 12 weeks up to the current one, empty weeks as zeros", async () => {
    await seed();
    const { weeks } = await waitlistFunnel(database.current.db, { now });
    expect(weeks.map((week) => week.week)).toEqual([
      "2026-09-07",
      "2026-09-14",
      "2026-09-21",
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(weeks.at(-1)).toEqual({ week: "2026-11-23", joined: 2, confirmed: 1, invited: 0, accounts: 0, medianConfirmSeconds: 3600 });
    // b joined at 23:30 on Sunday: the week before, even where it was already Monday.
    expect(weeks.at(-2)).toEqual({ week: "2026-11-16", joined: 4, confirmed: 4, invited: 3, accounts: 1, medianConfirmSeconds: 3 * 3600 });
    for (const week of weeks.slice(0, -2)) expect(week).toEqual({ week: week.week, ...zero });
  });

  it("keeps the week boundaries in UTC whatever the session's time zone", async () => {
    await seed();
    await database.current.db.execute(sql`truncate kept_figures, lead_daily, lead_groups`);
    const weeks = await database.current.db.transaction(async (tx) => {
      // UTC+14: a's Monday 00:00 UTC is Monday afternoon there, b's Sunday 23:30 UTC already Monday.
      await tx.execute(sql`set local time zone 'Pacific/Kiritimati'`);
      await refreshKeptFigures(tx as unknown as Database, [leadRollupsFigure]);
      return (await waitlistFunnel(tx, { now })).weeks;
    });
    expect(weeks.slice(-2).map((week) => [week.week, week.joined])).toEqual([
      ["2026-11-16", 4],
      ["2026-11-23", 2],
    ]);
  });

  it("splits by source page (most joins first, no page as Unknown) and by counted referral", async () => {
    await seed();
    const funnel = await waitlistFunnel(database.current.db, { now });
    expect(funnel.bySource).toEqual([
      { label: "/", joined: 4, confirmed: 3, invited: 1, accounts: 0, medianConfirmSeconds: 3 * 3600 },
      { label: "/enterprise", joined: 2, confirmed: 2, invited: 1, accounts: 1, medianConfirmSeconds: 6 * 3600 },
      { label: "Unknown", joined: 1, confirmed: 1, invited: 1, accounts: 0, medianConfirmSeconds: null },
    ]);
    expect((await waitlistFunnel(database.current.db, { now, sourceLimit: 1 })).bySource.map((group) => group.label)).toEqual(["/"]);
    // Not referred: confirmation took 1, 3, 4 and 10 hours, so the median lies between 3 and 4.
    expect(funnel.byReferral).toEqual([
      { label: "Referred", joined: 1, confirmed: 1, invited: 1, accounts: 1, medianConfirmSeconds: 2 * 3600 },
      { label: "Not referred", joined: 6, confirmed: 5, invited: 2, accounts: 0, medianConfirmSeconds: 3.5 * 3600 },
    ]);
  });

  it("shows an empty list as zeros everywhere", async () => {
    await refreshKeptFigures(database.current.db, [leadRollupsFigure]);
    const funnel = await waitlistFunnel(database.current.db, { now });
    expect(funnel.overall).toEqual(zero);
    expect(funnel.weeks).toHaveLength(12);
    expect(funnel.weeks.every((week) => week.joined === 0)).toBe(true);
    expect(funnel.bySource).toEqual([]);
    expect(funnel.byReferral).toEqual([
      { label: "Referred", ...zero },
      { label: "Not referred", ...zero },
    ]);
  });
});
