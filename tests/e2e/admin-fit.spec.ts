import type { Page } from "@playwright/test";
import { powVia } from "#tests/helpers/proof-of-work.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The admin pages on a laptop (1280 × 800) and a phone (375 px): no page
 * scrolls sideways, every control an admin acts on is on screen without
 * scrolling a table, long texts are cut with the whole text on hover and
 * focus, and on a phone each table row is a stack of labelled cells.
 */
const pages = [
  "/dashboard/waitlist",
  "/dashboard/demo-requests",
  "/dashboard/posts",
  "/dashboard/comments",
  "/dashboard/team",
  "/dashboard/updates",
  "/dashboard/outbox",
  "/dashboard/webhooks",
  "/dashboard/analytics",
  "/dashboard/settings",
];
/** The controls of a row an admin acts on: status, role, invitation, edit and delete. */
const actions = "main select, main tbody button, main tbody a, main tbody summary";

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const longEmail = `a-very-long-address-for-the-table-${run}@subsidiary.international-holdings.example.com`;
const longPrompt = `Every Monday, read ${"every unpaid invoice and every overdue supplier statement, ".repeat(4)}then summarise them for the finance team`;

async function seed(page: Page) {
  const joined = await page.request.post("/api/v1/waitlist", {
    data: {
      altcha: await powVia(page.request),
      name: "Maximilian Alexander Featherstonehaugh-Worthington",
      email: longEmail,
      company: "International Holdings Group",
      prompt: longPrompt,
    },
  });
  expect(joined.ok()).toBe(true);
  const requested = await page.request.post("/api/v1/demo-requests", {
    data: {
      altcha: await powVia(page.request),
      name: "Maximilian Alexander Featherstonehaugh-Worthington",
      email: longEmail,
      company: "International Holdings Group",
      message: longPrompt,
    },
  });
  expect(requested.ok()).toBe(true);
}

/** What scrolls sideways on the page, and by how many px: the page itself, or a table in its frame. */
const overflows = (page: Page) =>
  page.evaluate(() =>
    [
      { what: "page", by: document.documentElement.scrollWidth - document.documentElement.clientWidth },
      ...[...document.querySelectorAll("main table")].map((table) => ({
        what: `table "${table.querySelector("caption")?.textContent ?? table.querySelector("th")?.textContent}"`,
        by: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
      })),
    ].filter(({ by }) => by > 0),
  );

test.describe("admin pages that fit", () => {
  test.beforeEach(async ({ page, signInAs, siteAdmin }) => {
    await seed(page);
    await signInAs("admin");
    test.info().attach("cleanup", { body: longEmail });
    void siteAdmin;
  });
  test.afterEach(async ({ siteAdmin }) => {
    await siteAdmin.delete(`/api/v1/waitlist/${encodeURIComponent(longEmail)}`);
  });

  test("at 1280 × 800 no page scrolls sideways and every row's controls are on screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await overflows(page), `${path} scrolls sideways`).toEqual([]);
      const boxes = await page
        .locator(actions)
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => node.checkVisibility())
            .map((node) => ({ label: node.getAttribute("aria-label") ?? node.textContent, right: node.getBoundingClientRect().right })),
        );
      for (const box of boxes) expect(box.right, `${path}: ${box.label}`).toBeLessThanOrEqual(1280);
    }

    // Long texts are cut to one line; the whole text is the cell's title and shows on focus.
    await page.goto(`/dashboard/waitlist?q=${encodeURIComponent(longEmail)}`);
    const row = page.locator(`tr[data-email="${longEmail}"]`);
    const prompt = row.locator("[data-truncate]").filter({ hasText: "Every Monday" });
    await expect(prompt).toHaveAttribute("title", longPrompt);
    const height = (await prompt.boundingBox())!.height;
    await prompt.focus();
    await expect.poll(async () => (await prompt.boundingBox())!.height).toBeGreaterThan(height * 2);
    const email = row.locator("[data-truncate]").filter({ hasText: longEmail });
    await expect(email).toHaveAttribute("title", longEmail);
  });

  test("at 375 px the tables are stacks of labelled cells and nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const wide: { path: string; what: string; by: number }[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      wide.push(...(await overflows(page)).map((overflow) => ({ path, ...overflow })));
    }
    expect(wide).toEqual([]);
    await page.goto(`/dashboard/waitlist?q=${encodeURIComponent(longEmail)}`);
    const row = page.locator(`tr[data-email="${longEmail}"]`);
    expect(await row.evaluate((node) => getComputedStyle(node).display)).not.toBe("table-row");
    // Each cell names its column (the headings row is hidden).
    const labels = await row.locator("td").evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, "::before").content));
    expect(labels).toEqual(expect.arrayContaining(['"Entry"', '"Prompt"', '"Status"']));
    const rights = await row
      .locator("select, button, summary")
      .evaluateAll((nodes) => nodes.filter((node) => node.checkVisibility()).map((node) => node.getBoundingClientRect().right));
    expect(rights.length).toBeGreaterThanOrEqual(2);
    for (const right of rights) expect(right).toBeLessThanOrEqual(375);
  });
});
