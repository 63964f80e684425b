import { expect, expectNoAxeViolations, failedRequest, test } from "./fixtures.ts";

// A dashboard page whose loader fails keeps the shell: the sidebar stays, the
// page's title stays, and the error takes the page's place (the layout's
// ErrorBoundary), a 404 and a refused page told apart from an unexpected error
// (that one, a loader that throws, in app/routes/dashboard/layout.test.tsx).

test.beforeEach(async ({ signInAs }) => {
  await signInAs("user", { name: "Erin Error" });
});

test("an address under /dashboard that is no page answers 404 inside the shell", async ({ page, allowConsoleError }) => {
  allowConsoleError(failedRequest(404, "GET", "/dashboard/no-such-page"));
  const response = await page.goto("/dashboard/no-such-page");
  expect(response?.status()).toBe(404);
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "404 Not Found" })).toBeVisible();
  await expect(page.getByText("There is no dashboard page at this address.")).toBeVisible();
  // Not the site's 404 page.
  await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The shell still works: its links lead on.
  await nav.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: "Automated Workflow" })).toBeVisible();
});

test("a page the account may not open answers 403 inside the shell", async ({ page, allowConsoleError }) => {
  allowConsoleError(failedRequest(403, "GET", "/dashboard/waitlist"));
  const response = await page.goto("/dashboard/waitlist");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Waitlist" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "403 Forbidden" })).toBeVisible();
  await expect(page.getByText("Your account does not have access to this page.")).toBeVisible();
});
