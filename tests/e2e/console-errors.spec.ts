import { expect, test } from "./fixtures.ts";

// The base fixture's console check (tests/e2e/fixtures.ts, consoleErrors) as
// every journey gets it: these tests end with an error in the page, so each
// must fail, unless the error is one the test said it expects.

test.describe("an unexpected error fails the journey", () => {
  test("console.error in the page", async ({ page }) => {
    test.fail();
    await page.goto("/privacy");
    await page.evaluate(() => console.error("unexpected: something broke"));
  });

  test("an uncaught error in the page", async ({ page }) => {
    test.fail();
    await page.goto("/privacy");
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error("unexpected: uncaught");
      }),
    );
    await page.waitForTimeout(100);
  });

  test("a failed request the page makes", async ({ page }) => {
    test.fail();
    await page.goto("/privacy");
    await page.evaluate(() => fetch("/no-such-resource.json"));
  });

  test("console.error in a context the test makes itself", async ({ browser, baseURL }) => {
    test.fail();
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.goto("/privacy");
    await other.evaluate(() => console.error("unexpected: in a second browser"));
    await context.close();
  });
});

test.describe("an expected error, named", () => {
  test.use({ allowConsoleErrors: /^expected: describe-wide$/ });

  test("by the describe block's allowConsoleErrors passes", async ({ page }) => {
    await page.goto("/privacy");
    await page.evaluate(() => console.error("expected: describe-wide"));
  });

  test("by allowConsoleError in the test passes, and another still fails it", async ({ page, allowConsoleError, consoleErrors }) => {
    await page.goto("/privacy");
    allowConsoleError(/^expected: this test's$/);
    await page.evaluate(() => console.error("expected: this test's"));
    await page.evaluate(() => console.error("unexpected: another"));
    await expect.poll(() => [...consoleErrors]).toEqual(["unexpected: another"]);
    // Emptied so that the test passes: what matters is that only the unexpected one was kept.
    consoleErrors.length = 0;
  });
});
