import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { demoRequests, waitlistEntries } from "#app/platform/db/schema.ts";
import { refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { analyticsAsOf, leadsPerDay, leadTotals, topPromptCategories } from "./analytics.server.ts";
import { leadRollupsFigure } from "./lead-rollups.server.ts";

const now = new Date("2026-11-23T15:00:00Z");
const daysAgo = (n: number, hour = 10) => new Date(Date.UTC(2026, 10, 23 - n, hour));

describe(`analytics on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("counts sign-ups and demo requests per UTC day over 30 days, with empty days, totals and prompt kinds", async () => {
    await database.current.db.insert(waitlistEntries).values([
      { email: "a@example.com", name: "A", createdAt: daysAgo(0, 1), prompt: "Chase unpaid invoices in QuickBooks" },
      { email: "b@example.com", name: "B", createdAt: daysAgo(0, 23), prompt: "Reply to every support ticket" },
      { email: "c@example.com", name: "C", createdAt: daysAgo(2), sourcePage: "/real-estate" },
      { email: "d@example.com", name: "D", createdAt: daysAgo(29), prompt: "Reconcile the books" },
      { email: "old@example.com", name: "Old", createdAt: daysAgo(40), prompt: "Screen resumes" },
    ]);
    await database.current.db
      .insert(demoRequests)
      .values([{ name: "E", email: "e@example.com", company: "Co", createdAt: daysAgo(2), prompt: "Send invoice reminders" }]);
    // Nothing is counted until the kept-figures job has run; then it says as of when.
    expect(await leadTotals(database.current.db, now)).toEqual({ waitlist: 0, demos: 0, waitlistRecent: 0, demosRecent: 0 });
    expect(await analyticsAsOf(database.current.db)).toBeNull();
    await refreshKeptFigures(database.current.db, [leadRollupsFigure]);
    expect(await analyticsAsOf(database.current.db)).toBeInstanceOf(Date);

    const days = await leadsPerDay(database.current.db, 30, now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2026-10-25", waitlist: 1, demos: 0 });
    expect(days.at(-1)).toEqual({ day: "2026-11-23", waitlist: 2, demos: 0 });
    expect(days.find((day) => day.day === "2026-11-21")).toEqual({ day: "2026-11-21", waitlist: 1, demos: 1 });
    expect(days.reduce((sum, day) => sum + day.waitlist + day.demos, 0)).toBe(5);

    expect(await leadTotals(database.current.db, now)).toEqual({ waitlist: 5, demos: 1, waitlistRecent: 4, demosRecent: 1 });
    expect(await topPromptCategories(database.current.db, now)).toEqual([
      { category: "Finance", count: 3 },
      { category: "Customer Support", count: 1 },
      { category: "Real Estate", count: 1 },
    ]);
  });
});
