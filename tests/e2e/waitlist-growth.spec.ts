import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, failedRequest, joinOnWaitlistPage, test, type Mail } from "./fixtures.ts";

/**
 * The waitlist's growth loop as visitors live it: join → the mail → its link
 * confirms → the status page (place, referral link) → a friend joins through
 * the link and confirms → the referral counts; an unconfirmed one does not;
 * "Delete my data" erases the entry.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The links of the waitlist's mail: confirm (until confirmed), status page, unsubscribe. */
function waitlistLinks(mail: Mail) {
  const link = (prefix: string) => mail.links.find((path) => path.startsWith(prefix));
  return { confirm: link("/waitlist/confirm/"), status: link("/waitlist/status/")!, unsubscribe: link("/unsubscribe/")! };
}

async function confirm(page: Page, confirmPath: string) {
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { name: "Confirm your place" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page).toHaveURL(/\/waitlist\/status\//);
  await expect(page.getByRole("heading", { name: "Your place on the waitlist" })).toBeVisible();
}

async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test("join, confirm, refer, and erase: the status page tells the place and counts only confirmed referrals", async ({
  page,
  browser,
  signInAs,
  readMail,
  allowConsoleError,
  emptyWaitlist,
}) => {
  test.slow();
  await emptyWaitlist();
  const admin = await visitor(browser);
  await signInAs("admin", { page: admin });

  // Visitor A joins and confirms: first of one.
  const ada = { name: "Ada Referrer", email: `ada-${run}@northwind-labs.dev` };
  await joinOnWaitlistPage(page, ada.name, ada.email);
  const adaLinks = waitlistLinks(await readMail(ada.email));
  expect(adaLinks.confirm).toMatch(/^\/waitlist\/confirm\/[\w-]+$/);
  await confirm(page, adaLinks.confirm!);
  await expect(page.getByTestId("place")).toHaveText("#1 of 1");
  await expect(page.getByTestId("ahead")).toHaveText("Nobody is ahead of you.");
  await expect(page.getByTestId("referrals")).toHaveText("0 confirmed referrals");
  await expectNoAxeViolations(page);
  const referralLink = await page.getByLabel("Your referral link").inputValue();
  expect(referralLink).toMatch(/^http:\/\/localhost:\d+\/\?ref=[0-9a-f]{12}$/);
  // The link was used: a second visit says the address is confirmed already and leads to the status page.
  await page.goto(adaLinks.confirm!);
  await expect(page.getByText("You're already confirmed")).toBeVisible();
  await expect(page.getByText("This link doesn't work any more")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "See your place in line" }).click();
  await expect(page).toHaveURL(adaLinks.status);
  await expect(page.getByTestId("place")).toHaveText("#1 of 1");
  // A link that never confirmed anyone still says it does not work (410).
  allowConsoleError(failedRequest(410, "GET", "/waitlist/confirm/not-a-real-token"));
  await page.goto("/waitlist/confirm/not-a-real-token");
  await expect(page.getByText("This link doesn't work any more")).toBeVisible();

  // Visitor B arrives by A's link, joins and confirms: A's count moves to 1.
  const bob = await visitor(browser);
  await bob.goto(`/${new URL(referralLink).search}`);
  await expect(bob).toHaveURL(/\/$/);
  await joinOnWaitlistPage(bob, "Bob Friend", `bob-${run}@contoso-works.dev`);
  const bobLinks = waitlistLinks(await readMail(`bob-${run}@contoso-works.dev`));
  await confirm(bob, bobLinks.confirm!);
  await expect(bob.getByTestId("place")).toHaveText("#2 of 2");
  await page.goto(adaLinks.status);
  await expect(page.getByTestId("referrals")).toHaveText("1 confirmed referral");

  // Visitor C arrives by the link too but never confirms: no change, and no place yet.
  const cleo = await visitor(browser);
  await cleo.goto(`/${new URL(referralLink).search}`);
  await joinOnWaitlistPage(cleo, "Cleo Maybe", `cleo-${run}@fabrikam-group.dev`);
  const cleoLinks = waitlistLinks(await readMail(`cleo-${run}@fabrikam-group.dev`));
  await cleo.goto(cleoLinks.status);
  await expect(cleo.getByText("Confirm your e-mail address to get your place in line")).toBeVisible();
  await expect(cleo.getByTestId("place")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("referrals")).toHaveText("1 confirmed referral");
  await expect(page.getByTestId("place")).toHaveText("#1 of 2");

  // "Delete my data" asks first, then erases the entry: the admin table no longer shows it.
  await admin.goto(`/dashboard/waitlist?q=${encodeURIComponent(ada.email)}`);
  await expect(admin.getByRole("cell", { name: ada.email })).toBeVisible();
  await page.getByRole("button", { name: "Delete my data" }).click();
  await expect(page.getByText("It cannot be undone.")).toBeVisible();
  await expectNoAxeViolations(page);
  // The erased entry's status page is gone: 404, for the page and its data.
  allowConsoleError(failedRequest(404, "GET", adaLinks.status));
  allowConsoleError(failedRequest(404, "GET", `${adaLinks.status}.data`));
  await page.getByRole("button", { name: "Yes, delete my data" }).click();
  await expect(page.getByRole("heading", { name: "Your data is deleted" })).toBeVisible();
  await admin.goto(`/dashboard/waitlist?q=${encodeURIComponent(ada.email)}`);
  await expect(admin.getByRole("cell", { name: ada.email })).toHaveCount(0);
  await admin.goto("/dashboard/outbox");
  await expect(admin.getByText(`to ${ada.email}`)).toHaveCount(0);
  await page.goto(adaLinks.status);
  await expect(page.getByText("This link is not valid")).toBeVisible();
  // Bob keeps his place, now first, once the places job has run (within seconds; the page says as of when).
  await expect(async () => {
    await bob.reload();
    await expect(bob.getByTestId("place")).toHaveText("#1 of 1", { timeout: 500 });
  }).toPass();
  await expect(bob.getByTestId("place-as-of")).toHaveText(
    /^Places as of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M UTC; they are brought up to date within a minute\.$/,
  );
});

test("the unsubscribe link in a mail stops mail to the address", async ({ page, browser, signInAs, readMail }) => {
  const admin = await visitor(browser);
  await signInAs("admin", { page: admin });
  const email = `una-${run}@tailspin-toys.dev`;
  await joinOnWaitlistPage(page, "Una Subscribe", email);
  const links = waitlistLinks(await readMail(email));
  await page.goto(links.unsubscribe);
  await expect(page.getByText(`Stop all mail from Droids to ${email}.`)).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You're unsubscribed")).toBeVisible();
  await expect(
    page.getByText(`We won't send ${email} any more mail. Your place on the waitlist, and any invitation you have, stay as they are.`),
  ).toBeVisible();
  await page.goto(links.status);
  await expect(page.getByText("You unsubscribed: we won't send you any more mail. Your place in line stays as it is.")).toBeVisible();
  // Unsubscribing stops mail only: the admin sees the entry where it was in its lifecycle.
  await admin.goto(`/dashboard/waitlist?q=${encodeURIComponent(email)}`);
  await expect(admin.getByLabel(`Status of ${email}`)).toHaveValue("pending");
});
