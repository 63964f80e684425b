import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, failedRequest, joinOnWaitlistPage, test, type Mail } from "./fixtures.ts";

/**
 * The referral leaderboard as referrers live it: confirm, bring a friend,
 * opt in on the status page (without JavaScript, then with it), see oneself
 * on /waitlist/leaderboard with the rank the status page gives, and leave.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const linkOf = (mail: Mail, prefix: string) => mail.links.find((path) => path.startsWith(prefix))!;

async function confirm(page: Page, mail: Mail) {
  await page.goto(linkOf(mail, "/waitlist/confirm/"));
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("heading", { name: "Your place on the waitlist" })).toBeVisible();
}

async function visitor(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

/** The leaderboard's rows as shown: [rank, name, referrals]. */
async function boardRows(page: Page) {
  await page.goto("/waitlist/leaderboard");
  await expect(page.getByRole("heading", { level: 1, name: "Top referrers" })).toBeVisible();
  const rows = page.getByTestId("leaderboard").locator("tbody tr");
  return (await rows.all()).length === 0
    ? []
    : Promise.all((await rows.all()).map(async (row) => (await row.locator("td").allInnerTexts()).map((text) => text.trim())));
}

test("a referrer opts in on the status page, with and without JavaScript, and sees their rank on the leaderboard", async ({
  page,
  browser,
  readMail,
  allowConsoleError,
}) => {
  test.slow();
  const ada = { name: "Ada Board", email: `ada-${run}@northwind-board.dev` };
  await joinOnWaitlistPage(page, ada.name, ada.email);
  const adaMail = await readMail(ada.email);
  await confirm(page, adaMail);
  const statusPath = linkOf(adaMail, "/waitlist/status/");
  await expect(page.getByTestId("board-rank")).toHaveText("Your first confirmed referral gives you a rank among the referrers.");
  await expect(page.getByTestId("board-shown")).toHaveText("You're not on the public leaderboard. Your address is never shown there.");
  const referralLink = await page.getByLabel("Your referral link").inputValue();

  // A friend joins through Ada's link and confirms: within seconds the places job ranks Ada among the referrers.
  const bob = await visitor(browser);
  await bob.goto(`/${new URL(referralLink).search}`);
  await joinOnWaitlistPage(bob, "Bob Board", `bob-${run}@contoso-board.dev`);
  await confirm(bob, await readMail(`bob-${run}@contoso-board.dev`));

  // Without JavaScript: the status page's plain forms.
  const plain = await visitor(browser, false);
  await plain.goto(statusPath);
  await expect(async () => {
    await plain.reload();
    await expect(plain.getByTestId("board-rank")).toHaveText(/^You're #[\d,]+ of [\d,]+ referrers?\.$/, { timeout: 500 });
  }).toPass();
  const rank = /#([\d,]+)/.exec((await plain.getByTestId("board-rank").textContent())!)![1]!;

  // A name with an address in it is refused (400), said next to the field, and the form keeps it.
  allowConsoleError(failedRequest(400, "POST", statusPath));
  allowConsoleError(failedRequest(400, "POST", `${statusPath}.data`));
  await plain.getByLabel("Display name").fill(ada.email);
  await plain.getByRole("button", { name: "Show me on the leaderboard" }).click();
  await expect(plain.getByRole("alert")).toContainText("Please check your display name");
  await expect(plain.getByLabel("Display name")).toHaveValue(ada.email);
  await expect(plain.getByLabel("Display name")).toHaveAttribute("aria-invalid", "true");

  const shownName = `Ada ${run.slice(-6)}`;
  await plain.getByLabel("Display name").fill(`  ${shownName}  `);
  await plain.getByRole("button", { name: "Show me on the leaderboard" }).click();
  await expect(plain.getByRole("status")).toContainText(`You're shown as “${shownName}”.`);
  await expect(plain.getByTestId("board-shown")).toHaveText(`You're on the public leaderboard as “${shownName}”.`);

  // The board shows her by that name, with the rank of her status page; never her address.
  await plain.getByRole("link", { name: "See the leaderboard" }).click();
  await expect(plain).toHaveURL("/waitlist/leaderboard");
  await expect(plain.getByRole("row", { name: new RegExp(`#${rank} ${shownName} 1`) })).toBeVisible();
  await expect(plain.getByText(ada.email)).toHaveCount(0);
  await expect(plain.getByTestId("board-as-of")).toHaveText(/^Figures as of .+ UTC; they are brought up to date within a minute\.$/);
  // axe runs in the page: it checks the same HTML in a visitor's browser with JavaScript.
  await bob.goto("/waitlist/leaderboard");
  await expect(bob.getByRole("row", { name: new RegExp(`#${rank} ${shownName} 1`) })).toBeVisible();
  await expectNoAxeViolations(bob);
  const answer = await plain.request.get("/waitlist/leaderboard");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  expect(await answer.text()).not.toContain(ada.email);

  // With JavaScript: a refused name, then the masked address, then leave.
  await page.goto(statusPath);
  await expect(page.getByTestId("board-shown")).toHaveText(`You're on the public leaderboard as “${shownName}”.`);
  await expectNoAxeViolations(page);
  await page.getByLabel("Display name").fill("see www.spam-site.com");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("Please don't use a link or a web address.");
  await expect(page.locator("#board-displayName-error")).toHaveText("Please don't use a link or a web address.");
  await expectNoAxeViolations(page);
  await page.getByLabel(/My masked address/).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("board-shown")).toHaveText(/^You're on the public leaderboard as “a\*\*\*@n\*\*\*\.dev”\.$/);
  expect(await boardRows(bob)).toContainEqual([`#${rank}`, "a***@n***.dev", "1"]);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Remove me from the leaderboard" }).click();
  await expect(page.getByTestId("board-shown")).toHaveText("You're not on the public leaderboard. Your address is never shown there.");
  // Off the board, the own rank stays on the status page.
  await expect(page.getByTestId("board-rank")).toHaveText(new RegExp(`^You're #${rank} of [\\d,]+ referrers?\\.$`));
  const after = await boardRows(bob);
  expect(after.some((row) => row[1] === shownName || row[1] === "a***@n***.dev")).toBe(false);
});
