import type { Page } from "@playwright/test";
import { expect, test, type Role } from "./fixtures.ts";

/**
 * Stored XSS: script and event-handler payloads typed into every text field
 * that is shown again later come back as literal text, and nothing runs
 * (no dialog, no flag set by a payload), wherever they are shown.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const payloads = {
  script: `<script>window.__xss=1;alert(1)</script>`,
  img: `<img src=x onerror="window.__xss=1;alert(1)">`,
  svg: `"><svg onload=window.__xss=1;alert(1)>`,
};

/** Fails the test if a dialog opens on the page; call before anything is shown. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async expectNothingRan() {
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      await expect(page.locator("img[src=x], svg[onload]")).toHaveCount(0);
    },
  };
}

/** A tab of its own, signed in as a new admin. */
async function adminPage(page: Page, signInAs: (role: Role, options: { page: Page }) => Promise<unknown>) {
  const admin = await page.context().browser()!.newContext();
  const adminTab = await admin.newPage();
  await signInAs("admin", { page: adminTab });
  return adminTab;
}

test("waitlist and demo fields show literally in the admin tables", async ({ page, signInAs }) => {
  const email = `xss-${run}@northwind-labs.dev`;
  await page.goto("/waitlist");
  await page.getByLabel("Full Name").fill(payloads.img);
  await page.getByRole("textbox", { name: "Company" }).fill(payloads.svg);
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByText("Welcome to the waitlist! 🎉").first()).toBeVisible();

  await page.goto("/demo");
  await page.getByLabel("Full Name").fill(payloads.script);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Company" }).fill(payloads.svg);
  await page.getByLabel("Message").fill(payloads.img);
  await page.getByRole("button", { name: /Schedule/ }).click();
  await expect(page.getByText("Demo Scheduled!")).toBeVisible();

  const admin = await adminPage(page, signInAs);
  const seen = watch(admin);
  await admin.goto(`/dashboard/waitlist?q=${encodeURIComponent(email)}`);
  const entry = admin.getByRole("row").filter({ hasText: email });
  await expect(entry.getByText(payloads.img, { exact: true })).toBeVisible();
  await expect(entry.getByText(payloads.svg, { exact: true })).toBeVisible();
  await seen.expectNothingRan();

  await admin.goto(`/dashboard/demo-requests?q=${encodeURIComponent(email)}`);
  const request = admin.getByRole("row").filter({ hasText: email });
  await expect(request.getByText(payloads.script, { exact: true })).toBeVisible();
  await expect(request.getByText(payloads.img, { exact: true })).toBeVisible();
  await seen.expectNothingRan();

  await admin.goto("/dashboard/outbox");
  await seen.expectNothingRan();
});

test("a comment and a reply show literally on the post and in moderation", async ({ page, signInAs, createPost }) => {
  const post = await createPost({ title: `Comment check ${run}` });
  const seen = watch(page);
  await page.goto(post.path);
  const comments = page.locator("section[aria-labelledby=comments-heading]");
  const form = comments.locator("form").first();
  const name = `${payloads.svg} ${run}`;
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Share your thoughts").fill(payloads.script);
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Comment added!" })).toBeVisible();
  const thread = comments.getByRole("listitem").filter({ hasText: run });
  await thread.getByRole("button", { name: `Reply to ${name}` }).click();
  await thread.locator("form").getByLabel("Your name").fill(payloads.img);
  await thread.locator("form").getByLabel("Share your thoughts").fill(payloads.svg);
  await thread.locator("form").getByRole("button", { name: "Post Comment" }).click();
  await expect(thread.getByRole("list", { name: `Replies to ${name}` })).toContainText(payloads.svg);

  await page.reload();
  const stored = comments.getByRole("listitem").filter({ hasText: run }).first();
  await expect(stored.getByText(name, { exact: true })).toBeVisible();
  await expect(stored.getByText(payloads.script, { exact: true })).toBeVisible();
  await expect(stored.getByText(payloads.img, { exact: true })).toBeVisible();
  await seen.expectNothingRan();

  const admin = await adminPage(page, signInAs);
  const adminSeen = watch(admin);
  await admin.goto("/dashboard/comments");
  await expect(admin.getByText(payloads.script, { exact: true }).first()).toBeVisible();
  await expect(admin.getByText(name, { exact: true }).first()).toBeVisible();
  await adminSeen.expectNothingRan();
});

test("a post's title and content show literally on the post, the list and the dashboard; javascript: links do not link", async ({ page, signInAs }) => {
  await signInAs("admin");
  const seen = watch(page);
  const title = `${payloads.img} ${run}`;
  await page.goto("/blog/create");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill(payloads.svg);
  await page.getByLabel("Content", { exact: true }).fill(`${payloads.script}\n\nA [link](javascript:window.__xss=1) and ${payloads.img} inline.`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { name: title }).first()).toBeVisible();
  await expect(page.getByText(payloads.svg, { exact: true }).first()).toBeVisible();
  await seen.expectNothingRan();

  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const body = page.locator("article");
  await expect(body.getByText(payloads.script, { exact: true })).toBeVisible();
  await expect(body).toContainText(`and ${payloads.img} inline.`);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await seen.expectNothingRan();

  await page.goto("/dashboard/posts");
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await seen.expectNothingRan();
});

test("an author's name and bio show literally on the author page and the author card", async ({ page, createPost, storedRows }) => {
  const post = await createPost({ title: `Bio check ${run}`, authorName: `${payloads.svg} ${run}` });
  // No page edits an author's bio: the test writes one into the worker's database.
  await storedRows(`update authors set bio = $1 where user_id = (select id from "user" where email = $2)`, [payloads.img, post.author.email]);

  const seen = watch(page);
  await page.goto("/blog");
  await page.getByRole("link", { name: post.title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByText(payloads.img, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: post.author.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: post.author.name })).toBeVisible();
  await expect(page.getByText(payloads.img, { exact: true })).toBeVisible();
  await seen.expectNothingRan();
});
