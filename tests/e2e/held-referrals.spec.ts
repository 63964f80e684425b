import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { powVia } from "#tests/helpers/proof-of-work.ts";

/**
 * The velocity rule as an admin lives it: they lower the network threshold
 * in Settings → Referral review; three friends of one referrer join from one
 * /24 (the server trusts the loopback proxy's X-Forwarded-For) and confirm;
 * the third is held: the referrer's status page says "pending review", the
 * Held referrals page lists it; the admin approves it and only then does it
 * count. The thresholds go back to their defaults at the end (the worker's
 * server is shared by the journeys after this one).
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONFIRM_SUBJECT = "Confirm your place on the Droids waitlist";

async function joinFrom(page: Page, ip: string, name: string, email: string) {
  const joined = await page.request.post("/api/v1/waitlist", { data: { name, email, altcha: await powVia(page.request) }, headers: { "x-forwarded-for": ip } });
  expect(joined.ok(), await joined.text()).toBe(true);
}

async function confirmByMail(page: Page, readMail: (to: string, subject?: string) => Promise<{ links: string[] }>, email: string) {
  const confirm = (await readMail(email, CONFIRM_SUBJECT)).links.find((path) => path.startsWith("/waitlist/confirm/"))!;
  await page.goto(confirm);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page).toHaveURL(/\/waitlist\/status\//);
}

async function saveThresholds(page: Page, networkPerWindow: string) {
  await page.goto("/dashboard/settings");
  const section = page.getByRole("region", { name: "Referral review" });
  await section.getByLabel("Referrals per network per window").fill(networkPerWindow);
  await section.getByRole("button", { name: "Save thresholds" }).click();
  await expect(section.getByText("Referral review thresholds saved.")).toBeVisible();
  await expect(section.getByLabel("Referrals per network per window")).toHaveValue(networkPerWindow);
}

test("a burst from one /24 is held; the admin sees it in Held referrals and approves it, and only then it counts", async ({
  page,
  browser,
  signInAs,
  readMail,
  consoleErrors,
}) => {
  test.slow();
  await signInAs("admin");
  await page.goto("/dashboard/settings");
  await expectNoAxeViolations(page);
  // A number the rule cannot use is refused with the reason, beside its field.
  const section = page.getByRole("region", { name: "Referral review" });
  await section.getByLabel("Network window (minutes)").fill("0");
  await section.getByRole("button", { name: "Save thresholds" }).click();
  await expect(section.getByLabel("Network window (minutes)")).toHaveJSProperty("validity.valid", false);
  await saveThresholds(page, "2");
  await expectNoAxeViolations(page);

  const visitor = await (await browser.newContext()).newPage();
  const referrer = `rhea-${run}@northwind-labs.dev`;
  await joinFrom(visitor, "198.51.100.7", "Rhea Referrer", referrer);
  await confirmByMail(visitor, readMail, referrer);
  const statusPath = new URL(visitor.url()).pathname;
  const code = statusPath.split("/").at(-1)!.split(".")[0]!;

  const friends = ["ann", "ben", "cai"].map((name, i) => ({ name: `${name} Friend`, email: `${name}-${run}@friend${i}-works.dev` }));
  const friend = await (await browser.newContext()).newPage();
  await friend.goto(`/?ref=${code}`);
  for (const [i, person] of friends.entries()) {
    await joinFrom(friend, `203.0.113.${10 + i}`, person.name, person.email);
    await confirmByMail(friend, readMail, person.email);
  }

  // The referrer sees two that count and one pending review.
  await visitor.goto(statusPath);
  await expect(visitor.getByTestId("referrals")).toHaveText("2 confirmed referrals");
  await expect(visitor.getByTestId("held-referrals")).toHaveText("1 referral pending review");
  await expectNoAxeViolations(visitor);

  await page.goto("/dashboard/waitlist");
  await page.getByRole("link", { name: "Held referrals (1)" }).click();
  await expect(page).toHaveURL(/\/dashboard\/waitlist\/held$/);
  const row = page.locator(`tr[data-email="${friends[2]!.email}"]`);
  await expect(row).toContainText(referrer);
  await expect(row).toContainText("203.0.113.0/24");
  await expect(row).toContainText("Network's limit");
  await expectNoAxeViolations(page);

  // Ticked and approved in bulk.
  await row.getByLabel(`Choose ${friends[2]!.email}`).check();
  await page.getByRole("button", { name: "Approve chosen" }).click();
  await expect(page.locator("main").getByText("Approved 1 referral.").first()).toBeVisible();
  await expect(page.getByText("No referrals are waiting for review.")).toBeVisible();
  await expectNoAxeViolations(page);

  await visitor.goto(statusPath);
  await expect(visitor.getByTestId("referrals")).toHaveText("3 confirmed referrals");
  await expect(visitor.getByTestId("held-referrals")).toHaveCount(0);

  await saveThresholds(page, "10");
  expect(consoleErrors).toEqual([]);
});
