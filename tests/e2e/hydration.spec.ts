import type { Page } from "@playwright/test";
import { actOn, expect, gotoHydrated, holdScripts, hydrated, test } from "./fixtures.ts";

// Pages hydrate at the visitor's first act (decision 0040): until then the
// server's page, which works without JavaScript, is the page.

/** Whether React has taken the document (hydrateRoot marks its container). */
const isHydrated = (page: Page) => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));

/** Resolves once the page's modules have been evaluated (React Router's inline module script has run). */
const modulesEvaluated = (page: Page) =>
  page.waitForFunction(
    () =>
      "__reactRouterRouteModules" in window &&
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).some((entry) => /entry\.client/.test(entry.name)),
  );

test("a page that nobody touches loads its modules but does not hydrate; the first pointer move hydrates it", async ({ page }) => {
  const sessionAsked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/v1/session") sessionAsked.push(request.url());
  });
  await page.goto("/privacy");
  await modulesEvaluated(page);
  await page.waitForLoadState("networkidle");
  expect(await isHydrated(page)).toBe(false);
  expect(sessionAsked).toEqual([]);

  const done = hydrated(page);
  await actOn(page);
  await done;
  expect(await isHydrated(page)).toBe(true);
  // Hydrated, the page navigates on the client: the header's links no longer load a document.
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

/**
 * How many times React DOM's client has run its module body: the largest
 * function of the entry file (bundled CommonJS, wrapped in a function the
 * bundler calls at the first `require`), as JS coverage counts it.
 */
async function reactDomClientRuns(entries: Awaited<ReturnType<Page["coverage"]["stopJSCoverage"]>>) {
  const entry = entries.find((script) => /\/entry\.client-[\w-]+\.js$/.test(script.url));
  if (!entry) throw new Error("the entry file was not loaded");
  const size = (fn: (typeof entry.functions)[number]) => fn.ranges[0]!.endOffset - fn.ranges[0]!.startOffset;
  // The file's own top level (the first entry, from offset 0) runs when the page loads.
  const largest = entry.functions.filter((fn) => fn.ranges[0]!.startOffset > 0).reduce((a, b) => (size(b) > size(a) ? b : a));
  expect(size(largest)).toBeGreaterThan(100_000);
  return largest.ranges[0]!.count;
}

test("React DOM's client arrives with the page but runs only at the first act (decision 0042)", async ({ page }) => {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto("/privacy");
  await modulesEvaluated(page);
  await page.waitForLoadState("networkidle");
  expect(await reactDomClientRuns(await page.coverage.stopJSCoverage())).toBe(0);

  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const done = hydrated(page);
  await actOn(page);
  await done;
  expect(await reactDomClientRuns(await page.coverage.stopJSCoverage())).toBe(1);
});

test("a keyboard visitor's first key hydrates the page", async ({ page }) => {
  await page.goto("/blog");
  await modulesEvaluated(page);
  expect(await isHydrated(page)).toBe(false);
  const done = hydrated(page);
  await page.keyboard.press("Tab");
  await done;
  expect(await isHydrated(page)).toBe(true);
});

test("a tap before the modules arrive still counts: the page hydrates when they do", async ({ page }) => {
  const { release } = await holdScripts(page);
  await page.goto("/terms", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await actOn(page);
  const done = hydrated(page);
  release();
  await done;
  expect(await isHydrated(page)).toBe(true);
});

test("a page drawn for a signed-in user hydrates without waiting", async ({ page, signInAs }) => {
  await signInAs("admin");
  const done = hydrated(page);
  await page.goto("/dashboard");
  await done;
  expect(await isHydrated(page)).toBe(true);
});

test("a reload puts the page back where it was scrolled to, and a new page starts at the top", async ({ page }) => {
  await gotoHydrated(page, "/privacy");
  expect(await page.evaluate(() => typeof history.state?.key)).toBe("string");
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBeGreaterThan(600);
  const scrolled = await page.evaluate(() => Math.round(scrollY));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(scrolled);
  await page.goto("/terms");
  expect(await page.evaluate(() => scrollY)).toBe(0);
});
