import fs from "node:fs";
import { powVia } from "#tests/helpers/proof-of-work.ts";
import { expect, expectNoAxeViolations, failedRequest, test } from "./fixtures.ts";
import type { StoredRows } from "./support/e2e-database.ts";

/**
 * Waits until the analytics count every write made so far: until the
 * kept-figures job has run in a transaction that began after now. A write
 * that changes nothing still moves the job's change mark, so it runs
 * within a second or two.
 */
async function analyticsCounted(storedRows: StoredRows) {
  const [{ since }] = (await storedRows<{ since: string }>("select now()::text as since")) as [{ since: string }];
  await storedRows("update waitlist_entries set name = name where false");
  await expect
    .poll(async () => {
      const [row] = await storedRows<{ counted: boolean }>(
        "select coalesce((select refreshed_at > $1::timestamptz from kept_figures where name = 'lead-rollups'), false) as counted",
        [since],
      );
      return row?.counted;
    })
    .toBe(true);
}

// The team's lead tools: admins only.

test("an admin finds an entry joined moments before, changes its status, exports it as CSV and deletes it", async ({ page, signInAs }) => {
  const email = `csv-${Date.now()}@example.com`;
  const name = 'Quote "Tester", Jr.';
  const company = '=HYPERLINK("http://evil.example","x")';
  await page.goto("/");
  await page.getByPlaceholder("Tell the droid what to Do").fill("Sort my inbox, then draft replies");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Company").fill(company);
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Welcome to the waitlist!" })).toBeVisible();

  await signInAs("admin");
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Waitlist" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Waitlist" })).toBeVisible();
  await page.getByLabel("Search name, email or company").fill(email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/dashboard\/waitlist\?q=/);
  const row = page.locator(`tr[data-email="${email}"]`);
  await expect(row).toContainText(name);
  await expect(row).toContainText("Sort my inbox, then draft replies");
  await expect(page.locator("tbody tr")).toHaveCount(1);

  await row.getByLabel(`Status of ${email}`).selectOption("invited");
  await row.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("status")).toHaveText(`Status of ${email} set to invited.`);
  await expect(row.getByLabel(`Status of ${email}`)).toHaveValue("invited");
  await page.getByLabel("Status", { exact: true }).selectOption("invited");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(row).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, "utf8");
  expect(csv.startsWith("\uFEFFPlace,Email,Name,Company,Status,Confirmed,Referrals,Referred by,Disposable,Prompt,Page,Joined\r\n")).toBe(true);
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  // Not confirmed yet: no place; no referrals.
  expect(lines[1]).toContain(
    `,${email},"Quote ""Tester"", Jr.","'=HYPERLINK(""http://evil.example"",""x"")",invited,,0,,false,"Sort my inbox, then draft replies",/,`,
  );

  await row.getByText("Delete", { exact: true }).click();
  await row.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status")).toHaveText(`Deleted ${email}.`);
  await expect(row).toHaveCount(0);
  await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
});

test("the waitlist table flags disposable addresses and filters on them", async ({ page, signInAs }) => {
  const run = Date.now().toString(36);
  const disposable = `burner-${run}@mailinator.com`;
  const regular = `regular-${run}@northwind-labs.dev`;
  for (const email of [disposable, regular]) {
    expect((await page.request.post("/api/v1/waitlist", { data: { altcha: await powVia(page.request), name: "Filter Test", email } })).ok()).toBe(true);
  }
  await signInAs("admin");
  await page.goto(`/dashboard/waitlist?q=${run}`);
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await expect(page.locator(`tr[data-email="${disposable}"]`)).toContainText("Disposable");
  await expect(page.locator(`tr[data-email="${regular}"]`)).not.toContainText("Disposable");
  await expect(page.locator(`tr[data-email="${regular}"]`)).toContainText("not confirmed");

  await page.getByLabel("Addresses").selectOption("yes");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/disposable=yes/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator(`tr[data-email="${disposable}"]`)).toBeVisible();
  await page.getByLabel("Addresses").selectOption("no");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator(`tr[data-email="${regular}"]`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a signed-in user without the admin role gets 403 from every admin page and export", async ({ page, signInAs, baseURL }) => {
  await signInAs("user");
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Overview" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Waitlist" })).toHaveCount(0);
  for (const path of [
    "/dashboard/waitlist",
    "/dashboard/demo-requests",
    "/dashboard/waitlist/export.csv",
    "/dashboard/demo-requests/export.csv",
    "/dashboard/comments",
    "/dashboard/outbox",
    "/dashboard/team",
    "/dashboard/posts",
    "/dashboard/analytics",
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
  }
  const origin = baseURL!;
  const post = await page.request.post("/dashboard/waitlist", { form: { intent: "delete", key: "a@example.com" }, headers: { origin }, maxRedirects: 0 });
  expect(post.status()).toBe(403);
});

test.describe("admin pages", () => {
  for (const path of [
    "/dashboard/waitlist",
    "/dashboard/demo-requests",
    "/dashboard/comments",
    "/dashboard/outbox",
    "/dashboard/team",
    "/dashboard/posts",
    "/dashboard/settings",
    "/dashboard/analytics",
    "/dashboard/webhooks",
  ]) {
    test(`${path} has no axe violations`, async ({ page, signInAs }) => {
      await signInAs("admin");
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test("the team page changes a role; without SMTP the outbox says so and shows the account's verification mail, link readable", async ({ page, signInAs }) => {
  const member = await signInAs("user", { name: "Rita Roles" });
  await page.context().clearCookies();
  await signInAs("admin");
  await page.goto("/dashboard/team");
  const row = page.locator(`tr[data-email="${member.email}"]`);
  await row.getByLabel(`Role of ${member.email}`).selectOption("author");
  await row.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("status")).toHaveText("Role set to author.");
  await expect(row.getByLabel(`Role of ${member.email}`)).toHaveValue("author");

  await page.goto("/dashboard/outbox");
  await expect(page.getByTestId("outbox-mode")).toHaveText(
    "No SMTP server is set (SMTP_URL): mail waits here unsent and its links are readable, for local development.",
  );
  // Nothing goes out without SMTP: the worker's first mail is still waiting.
  await expect(page.getByTestId("oldest-waiting")).toContainText(/^Oldest waiting mail: \d+(\.\d)? (s|min|h) old, “Confirm your email for Droids” to /);
  const mail = page.getByRole("listitem").filter({ hasText: `to ${member.email}` });
  await expect(mail).toContainText("Confirm your email for Droids");
  await mail.locator("summary").click();
  await expect(mail.locator("pre")).toContainText("/api/auth/verify-email?token=");
});

test("Sign out of other sessions ends the account's other session and keeps this one", async ({ page, browser, baseURL, signInAs }) => {
  const account = await signInAs("user", { name: "Sam Sessions" });
  const elsewhere = await browser.newContext();
  const signedIn = await elsewhere.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL! },
  });
  expect(signedIn.ok()).toBe(true);
  const other = await elsewhere.newPage();
  await other.goto("/dashboard/settings");
  await expect(other.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  await page.goto("/dashboard/settings");
  const sessions = page.getByRole("region", { name: "Sessions" });
  await sessions.getByRole("button", { name: "Sign out of other sessions" }).click();
  await expect(sessions.getByRole("status")).toHaveText("You are signed out everywhere else.");
  await other.goto("/dashboard/settings");
  await expect(other).toHaveURL(/\/sign-in/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await elsewhere.close();
});

test("settings change the name and the password, with the policy's message", async ({ page, signInAs, allowConsoleError }) => {
  // The weak new password is refused with 400.
  allowConsoleError(failedRequest(400, "POST", "/dashboard/settings.data"));
  const account = await signInAs("user", { name: "Nora Name" });
  await page.goto("/dashboard/settings");
  await page.getByLabel("Full Name").fill("Nora Renamed");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("region", { name: "Profile" }).getByRole("status")).toHaveText("Your name is updated.");
  await expect(page.getByLabel("Full Name")).toHaveValue("Nora Renamed");

  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current Password", { exact: true }).fill(account.password);
  await password.getByLabel("New Password", { exact: true }).fill("password1");
  await password.getByLabel("Confirm New Password", { exact: true }).fill("password1");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText("Password must contain an upper-case letter and a symbol.");
  await password.getByLabel("Current Password", { exact: true }).fill(account.password);
  await password.getByLabel("New Password", { exact: true }).fill("An0ther!pass");
  await password.getByLabel("Confirm New Password", { exact: true }).fill("An0ther!pass");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText("Your password is changed. Other devices are signed out.");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("analytics draws its chart on the server: it shows with JavaScript off", async ({ browser, signInAs, storedRows }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const joined = await page.request.post("/api/v1/waitlist", {
    data: { altcha: await powVia(page.request), name: "Chart Point", email: `chart-${Date.now()}@example.com`, prompt: "Chase invoices" },
  });
  expect(joined.ok()).toBe(true);
  await signInAs("admin", { page });
  await analyticsCounted(storedRows);
  await page.goto("/dashboard/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByTestId("analytics-as-of")).toHaveText(
    /^Counted as of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M UTC; brought up to date within a minute\.$/,
  );
  const chart = page.getByRole("img", { name: /Waitlist sign-ups and demo requests per day, last 30 days/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator("g[data-day]")).toHaveCount(30);
  const today = new Date().toISOString().slice(0, 10);
  expect(Number(await chart.locator(`g[data-day="${today}"] rect`).first().getAttribute("height"))).toBeGreaterThan(0);
  const signups = Number((await page.getByTestId("Waitlist sign-ups").innerText()).replace(/,/g, ""));
  expect(signups).toBeGreaterThan(0);
  await context.close();
});

const funnelCleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanup of funnelCleanups.splice(0)) await cleanup();
});

test("analytics shows the waitlist funnel: stages, counts and rates per join week, by page and by referral, accessible", async ({
  page,
  signInAs,
  readMail,
  storedRows,
  siteAdmin,
}) => {
  test.slow();
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const sourcePage = `/e2e-funnel-${run}`;
  const emails = ["one", "two", "three"].map((name) => `funnel-${name}-${run}@northwind-labs.dev`);
  // The worker's database is shared with the other journeys, and some count places in line
  // (waitlist-growth expects to be first of one): leave no confirmed entries behind, pass or fail.
  funnelCleanups.push(async () => {
    for (const email of emails) expect([200, 404]).toContain((await siteAdmin.delete(`/api/v1/waitlist/${encodeURIComponent(email)}`)).status());
  });
  const thisWeek = (() => {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    return day.toISOString().slice(0, 10);
  })();
  await signInAs("admin");

  // The worker's database is shared with the other journeys: compare with what the page showed before, all counted.
  await analyticsCounted(storedRows);
  await page.goto("/dashboard/analytics");
  const funnel = page.getByRole("region", { name: "Waitlist funnel", exact: true });
  const overall = async () =>
    Object.fromEntries(
      await Promise.all(
        ["joined", "confirmed", "invited", "accounts"].map(async (key) => [
          key,
          Number((await page.getByTestId(`funnel-${key}`).innerText()).replace(/,/g, "")),
        ]),
      ),
    );
  const weekRow = () => funnel.getByRole("region", { name: "Waitlist funnel per join week" }).locator(`tr[data-row="${thisWeek}"]`);
  const before = await overall();
  const weekBefore = Number(await weekRow().locator("td").first().innerText());

  // Three join from one page; two confirm; the test makes one of those invited and one joined in the database.
  for (const [index, email] of emails.entries()) {
    const joined = await page.request.post("/api/v1/waitlist", { data: { altcha: await powVia(page.request), name: `Funnel ${index}`, email, sourcePage } });
    expect(joined.ok()).toBe(true);
  }
  for (const email of emails.slice(0, 2)) {
    const confirmLink = (await readMail(email)).links.find((link) => link.startsWith("/waitlist/confirm/"))!;
    await page.goto(confirmLink);
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(page).toHaveURL(/\/waitlist\/status\//);
  }
  // Confirmed 2 and 4 hours after joining: the median is 3 hours.
  await storedRows("update waitlist_entries set confirmed_at = created_at + interval '2 hours', invited_at = now(), status = 'invited' where email = $1", [
    emails[0],
  ]);
  await storedRows(
    "update waitlist_entries set confirmed_at = created_at + interval '4 hours', invited_at = now(), joined_at = now(), status = 'joined' where email = $1",
    [emails[1]],
  );

  // Counted by the kept-figures job within seconds, whoever wrote (these last two changes went straight into the database).
  await analyticsCounted(storedRows);
  await page.goto("/dashboard/analytics");
  await expect(funnel.getByRole("heading", { level: 2, name: "Waitlist funnel" })).toBeVisible();
  const steps = funnel.getByRole("list", { name: "Waitlist funnel, all entries" });
  await expect(steps.getByRole("listitem")).toHaveText([/^Joined/, /^Confirmed/, /^Invited/, /^Account made/]);
  expect(await overall()).toEqual({ joined: before.joined + 3, confirmed: before.confirmed + 2, invited: before.invited + 2, accounts: before.accounts + 1 });
  await expect(steps.getByRole("listitem").nth(1)).toContainText(/· \d+% of joined$/);
  await expect(steps.getByRole("listitem").nth(3)).toContainText(/· (\d+%|–) of invited, (\d+%|–) of joined$/);
  await expect(funnel.getByText("Cohorts: the entries that joined in each week (Monday to Sunday, UTC), last 12 weeks.", { exact: false })).toBeVisible();

  const chart = funnel.getByRole("img", { name: /^Waitlist funnel per join week, 12 weeks from the week of/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator("g[data-week]")).toHaveCount(12);
  await expect(chart.locator(`g[data-week="${thisWeek}"] rect[data-stage="joined"]`)).toHaveAttribute("height", /^[1-9]/);
  await expect(weekRow().locator("td").first()).toHaveText(String(weekBefore + 3));

  // The page's own row, with each stage's rate from the stage before.
  const pageRow = funnel.getByRole("region", { name: "Waitlist funnel by source page" }).locator(`tr[data-row="${sourcePage}"]`);
  await expect(pageRow.getByRole("rowheader")).toHaveText(sourcePage);
  await expect(pageRow.getByRole("cell")).toHaveText(["3", "2 (67%)", "2 (100%)", "1 (50%)", "3 h"]);
  const referral = funnel.getByRole("region", { name: "Waitlist funnel by referral" });
  await expect(referral.getByRole("rowheader")).toHaveText(["Referred", "Not referred"]);
  await expect(referral.getByRole("columnheader")).toHaveText(["Entries", "Joined", "Confirmed", "Invited", "Account made", "Median to confirm"]);

  await funnel.getByText("What each stage counts").click();
  await expect(funnel.getByText("Were invited and still hold the invitation, or made an account.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an admin makes an API key in Settings; it reads the admin API until revoked", async ({ page, playwright, signInAs, baseURL }) => {
  await signInAs("admin");
  await page.goto("/dashboard/settings");
  const keys = page.getByRole("region", { name: "API keys" });
  await keys.getByLabel("Key name").fill("E2E sync");
  await keys.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByTestId("new-api-key").innerText()).trim();
  expect(key).toMatch(/^drd_[\w-]{43}$/);

  const client = await playwright.request.newContext({ baseURL });
  const list = await client.get("/api/v1/waitlist?limit=1", { headers: { authorization: `Bearer ${key}` } });
  expect(list.status()).toBe(200);
  expect(await list.json()).toMatchObject({ data: expect.any(Array), total: expect.any(Number) });
  const spec = await client.get("/api/v1/openapi.json");
  expect(await spec.json()).toMatchObject({ openapi: "3.1.0", paths: { "/api/v1/waitlist/{email}": expect.any(Object) } });

  await keys.getByRole("button", { name: "Revoke E2E sync" }).click();
  await expect(keys.getByRole("status")).toHaveText("The key is revoked.");
  expect((await client.get("/api/v1/waitlist", { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);
  await client.dispose();
});

test("a non-admin session gets 403 from every admin API endpoint", async ({ page, signInAs, baseURL }) => {
  await signInAs("user");
  const origin = baseURL!;
  const calls = [
    page.request.get("/api/v1/waitlist"),
    page.request.get("/api/v1/waitlist/a@example.com"),
    page.request.patch("/api/v1/waitlist/a@example.com", { data: { status: "invited" }, headers: { origin } }),
    page.request.delete("/api/v1/waitlist/a@example.com", { headers: { origin } }),
    page.request.get("/api/v1/waitlist/export.csv"),
    page.request.get("/api/v1/demo-requests"),
    page.request.get("/api/v1/demo-requests/00000000-0000-0000-0000-000000000000"),
    page.request.get("/api/v1/demo-requests/export.csv"),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.status(), response.url()).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
  }
});
