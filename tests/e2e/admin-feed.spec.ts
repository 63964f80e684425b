import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

// The live admin feed: what happens on the site shows in an admin's open dashboard, without reload.

test("a join in one browser appears in an admin's open Overview and waitlist table in another, without reload", async ({ page, browser, signInAs }) => {
  const email = `feed-${Date.now()}@example.com`;
  // The server answers a stream once it is subscribed: both pages hear the join.
  const streamOpen = (tab: typeof page) =>
    tab.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/events" && response.status() === 200);
  await signInAs("admin");
  const overviewStream = streamOpen(page);
  await page.goto("/dashboard");
  const activity = page.getByRole("log", { name: "Live activity" });
  await expect(activity).toBeVisible();
  await overviewStream;
  const table = await page.context().newPage();
  const tableStream = streamOpen(table);
  await table.goto(`/dashboard/waitlist?q=${encodeURIComponent(email)}`);
  await expect(table.getByText("Nothing matches these filters.")).toBeVisible();
  await tableStream;
  // A reload would lose these marks.
  for (const tab of [page, table]) await tab.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));

  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto("/");
  await home.getByPlaceholder("Tell the droid what to Do").fill("Answer my support tickets");
  await home.getByRole("button", { name: "Send", exact: true }).click();
  const dialog = home.getByRole("dialog", { name: "Join the Waitlist" });
  await dialog.getByLabel("Full Name").fill("Fay Feed");
  await dialog.getByLabel("Company").fill("Live Co");
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(home.locator("[data-sonner-toast]").filter({ hasText: "Welcome to the waitlist!" })).toBeVisible();
  await visitor.close();

  await expect(activity.getByRole("listitem").first()).toContainText(`Fay Feed (${email}) joined the waitlist`);
  const row = table.locator(`tr[data-email="${email}"]`);
  await expect(row).toContainText("Fay Feed");
  await expect(row).toContainText("Answer my support tickets");
  for (const tab of [page, table]) expect(await tab.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
  await expectNoAxeViolations(page);

  // Loaded again, the Overview starts with it.
  await page.reload();
  await expect(page.getByRole("log", { name: "Live activity" }).getByRole("listitem").first()).toContainText(`Fay Feed (${email}) joined the waitlist`);
});

test("a user who is not an admin gets no activity list and no event stream", async ({ page, signInAs }) => {
  const streams: string[] = [];
  page.on("request", (request) => void (request.url().includes("/api/v1/events") && streams.push(request.url())));
  await signInAs("author");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("log", { name: "Live activity" })).toHaveCount(0);
  expect(streams).toEqual([]);
  const refused = await page.request.get("/api/v1/events");
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: "forbidden" } });
});
