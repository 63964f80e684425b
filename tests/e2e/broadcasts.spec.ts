import type { Browser } from "@playwright/test";
import { expect, expectNoAxeViolations, joinOnWaitlistPage, test, type Mail } from "./fixtures.ts";

/**
 * Dashboard → Updates as an admin uses it: three visitors join (one
 * confirms, one confirms and then unsubscribes with a mail client's
 * one-click POST, one never confirms); the admin previews an update, sends
 * a test to herself, sends it, and the outbox holds one mail per confirmed,
 * subscribed entry: none for the other two.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const link = (mail: Mail, prefix: string) => mail.links.find((path) => path.startsWith(prefix))!;

async function joinAndConfirm(browser: Browser, readMail: (to: string) => Promise<Mail>, name: string, email: string) {
  const page = await (await browser.newContext()).newPage();
  await joinOnWaitlistPage(page, name, email);
  const mail = await readMail(email);
  await page.goto(link(mail, "/waitlist/confirm/"));
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page).toHaveURL(/\/waitlist\/status\//);
  return { page, mail };
}

test("an admin sends an update: one mail per confirmed, subscribed entry, with a working one-click unsubscribe", async ({
  page,
  browser,
  signInAs,
  readMail,
  siteAdmin,
}) => {
  test.slow();
  const ada = `ada-${run}@northwind-labs.dev`;
  const uma = `uma-${run}@contoso-works.dev`;
  const cleo = `cleo-${run}@fabrikam-group.dev`;
  // The worker's database is shared with the other journeys (some count places in line): leave no entries behind.
  cleanups.push(async () => {
    for (const email of [ada, uma, cleo]) expect((await siteAdmin.delete(`/api/v1/waitlist/${encodeURIComponent(email)}`)).status()).toBe(200);
  });
  await joinAndConfirm(browser, readMail, "Ada Reader", ada);
  const { page: umaPage, mail: umaMail } = await joinAndConfirm(browser, readMail, "Uma Leaving", uma);
  await joinOnWaitlistPage(await (await browser.newContext()).newPage(), "Cleo Maybe", cleo);

  // Uma's mail client unsubscribes her (RFC 8058): a bare POST, no page visit, no Origin.
  const unsubscribe = link(umaMail, "/unsubscribe/");
  const oneClick = await umaPage.request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
  expect(oneClick.status()).toBe(200);
  // RFC 8058 allows the same body as multipart/form-data; a second one-click changes nothing and is no error.
  expect((await umaPage.request.post(unsubscribe, { multipart: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 })).status()).toBe(200);
  await umaPage.goto(link(umaMail, "/waitlist/status/"));
  await expect(umaPage.getByText("You unsubscribed: we won't send you any more mail. Your place in line stays as it is.")).toBeVisible();

  const admin = await signInAs("admin");
  await page.goto("/dashboard/updates");
  await expect(page.getByRole("heading", { name: "Updates", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Updates" })).toHaveAttribute("aria-current", "page");

  // Refused with a clear message, nothing lost.
  await page.getByLabel("Message (Markdown)").fill("Draft without a subject");
  await page.getByRole("button", { name: "Send update" }).click({ noWaitAfter: true });
  // The browser's own check stops an empty required field first; without it the server says the same.
  await expect(page.getByLabel("Subject")).toHaveJSProperty("validity.valueMissing", true);

  const subject = `News ${run}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message (Markdown)").fill("## Invitations are here\n\nWe are letting in **the first teams** this week.");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Invitations are here" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("the first teams");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test queued" })).toContainText(`A test copy is on its way to ${admin.email}.`);
  await expect(page.getByLabel("Subject")).toHaveValue(subject);

  // Send update asks first, with the audience counted; nothing goes out until Yes.
  await page.getByRole("button", { name: "Send update" }).click();
  const question = page.getByRole("alert").filter({ hasText: `Send '${subject}' to` });
  await expect(question).toBeVisible();
  const [, counted] = /to ([\d,]+) (?:people|person)\?/.exec((await question.textContent())!)!;
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(0);
  await question.getByRole("button", { name: "Yes, send it" }).click();
  const done = page.getByRole("status").filter({ hasText: "Update queued" });
  await expect(done).toBeVisible();
  await expect(question).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("All confirmed entries");
  // The recipients are queued in the background; the page follows until they all are.
  await expect(row).toHaveAttribute("data-state", "queued");
  const queued = Number(await row.locator('[data-count="queued"]').textContent());
  expect(queued).toBeGreaterThanOrEqual(1);
  // As many as the question said.
  expect(queued).toBe(Number(counted!.replaceAll(",", "")));
  // A sent update clears the form for the next one.
  await expect(page.getByLabel("Subject")).toHaveValue("");
  await expectNoAxeViolations(page);

  await page.goto("/dashboard/outbox");
  const mails = page.getByRole("listitem").filter({ hasText: subject });
  await expect(mails.filter({ hasText: `to ${ada}` })).toHaveCount(1);
  await expect(mails.filter({ hasText: `to ${uma}` })).toHaveCount(0);
  await expect(mails.filter({ hasText: `to ${cleo}` })).toHaveCount(0);
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `[Test] ${subject}` })
      .filter({ hasText: `to ${admin.email}` }),
  ).toHaveCount(1);
  // One mail per recipient the update counted, and the admin's test copy.
  await expect(mails).toHaveCount(queued + 1);
  const adaMail = await readMail(ada, subject);
  expect(adaMail.text).toContain("We are letting in **the first teams** this week.");
  expect(adaMail.links.some((path) => path.startsWith("/unsubscribe/"))).toBe(true);
});
