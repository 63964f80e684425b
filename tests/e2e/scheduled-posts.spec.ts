import type { APIRequestContext, Page } from "@playwright/test";
import { postSlug } from "#app/features/blog/slug.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import type { StoredRows } from "./support/e2e-database.ts";
import { chooseFile, photo } from "./support/images.ts";

// Publishing at a time: the author picks it in their own zone, and the post goes live by itself.

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE });

const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)} ${Math.random().toString(36).slice(2, 6)}`;

/** The first whole minute at least `seconds` from now (the field picks minutes). */
const wholeMinuteAfter = (seconds: number) => new Date(Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000);

/** `at` as the author's date-time field holds it, in their zone: "2026-11-28T11:31". */
function fieldValue(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** `at` as Dashboard → Posts shows it to a reader in the author's zone: "Nov 28, 2026, 11:31 AM GMT+1". */
const shownTime = (at: Date) =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: ZONE,
  }).format(at);

async function writePost(page: Page, title: string) {
  await page.goto("/blog/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create New Post" })).toBeVisible();
  await expect(page.getByLabel("Content", { exact: true })).toBeEditable();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Goes live by itself.");
  await page.getByLabel("Content", { exact: true }).fill("Written ahead of time.");
}

/** The author deletes the post on Dashboard → Posts (other journeys share the worker's database). */
async function deletePost(request: APIRequestContext, storedRows: StoredRows, origin: string, slug: string) {
  const [post] = await storedRows<{ id: string }>("select id from posts where slug = $1", [slug]);
  if (!post) return;
  const deleted = await request.post("/dashboard/posts", { form: { intent: "delete", key: post.id }, headers: { origin } });
  expect(await deleted.text()).toContain("Post deleted.");
}

test.describe("scheduled posts", () => {
  test("an author uploads a cover and an image, schedules the post a minute ahead; it goes live on the blog and in RSS with nobody acting", async ({
    page,
    request,
    baseURL,
    signInAs,
    storedRows,
  }) => {
    test.setTimeout(200_000);
    await signInAs("author", { name: "Sam Scheduler" });
    const title = uniqueTitle("On time");
    const slug = postSlug(title);
    try {
      await writePost(page, title);
      // With a cover and an image in the body, uploaded in the editor.
      await chooseFile(page, page.getByRole("button", { name: "Upload a cover" }), {
        name: "launch.jpg",
        mimeType: "image/jpeg",
        buffer: await photo(2400, 1600, "#4455aa"),
      });
      await expect(page.getByLabel("Cover Image URL")).toHaveValue(/^\/media\/[0-9a-f]{24}-1600x1067\.jpg$/);
      const cover = await page.getByLabel("Cover Image URL").inputValue();
      await chooseFile(page, page.getByRole("button", { name: "Upload an image" }), {
        name: "crew.jpg",
        mimeType: "image/jpeg",
        buffer: await photo(900, 600, "#aa7744"),
      });
      await expect(page.getByLabel("Content", { exact: true })).toHaveValue(/!\[crew\]\(\/media\/[0-9a-f]{24}-900x600\.jpg\)/);
      const inline = /\((\/media\/[^)]+)\)/.exec(await page.getByLabel("Content", { exact: true }).inputValue())![1]!;
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      const field = page.getByLabel("Publish at");
      await expect(field).toBeFocused();
      await expect(page.getByText("Your time zone: Europe/Berlin, UTC+01:00")).toBeVisible();
      await expectNoAxeViolations(page);
      const at = wholeMinuteAfter(45);
      await field.fill(fieldValue(at));
      await page.getByRole("button", { name: "Schedule", exact: true }).click();

      await expect(page.getByText("Post scheduled!")).toBeVisible();
      await expect(page).toHaveURL("/dashboard/posts");
      const row = page.getByRole("row").filter({ hasText: title });
      await expect(row.getByRole("cell").nth(2)).toHaveText(`Scheduled ${shownTime(at)}`);
      // The server stored the instant the author meant, not their wall-clock time read in its own zone.
      const [stored] = await storedRows<{ scheduled_at: Date | string }>("select scheduled_at from posts where slug = $1", [slug]);
      expect(new Date(stored!.scheduled_at).getTime()).toBe(at.getTime());

      // Nobody else sees it yet.
      expect(await (await request.get("/blog")).text()).not.toContain(title);
      expect(await (await request.get("/blog/rss.xml")).text()).not.toContain(title);
      expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).not.toBe(200);

      // Then, with nobody signed in or acting, it is on the blog and in the feed.
      const listed = async (path: string) => (await request.get(path)).text().then((body) => body.includes(title));
      await expect.poll(() => listed("/blog"), { timeout: 150_000, intervals: [2_000] }).toBe(true);
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      expect(await listed("/blog/rss.xml")).toBe(true);
      // Its card on the list shows the cover; its page the cover and the image, each served.
      const list = await (await request.get("/blog")).text();
      expect(list).toContain(cover.replace(/-1600x1067\.jpg$/, "-400.avif 400w"));
      const live = await request.get(`/blog/${slug}`);
      expect(live.status()).toBe(200);
      const html = await live.text();
      expect(html).toContain(`src="${cover}"`);
      expect(html).toContain(`src="${inline}"`);
      for (const url of [cover, inline]) expect((await request.get(url)).status()).toBe(200);
      await page.reload();
      await expect(row.getByRole("cell").nth(2)).toHaveText("Published");
    } finally {
      await deletePost(page.request, storedRows, baseURL!, slug);
    }
  });

  test("an author reschedules a post from Dashboard → Posts, then unschedules it", async ({ page, baseURL, signInAs, storedRows }) => {
    await signInAs("author", { name: "Riley Rescheduler" });
    const title = uniqueTitle("Moving day");
    const slug = postSlug(title);
    try {
      const first = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 24 * 60 * 60_000);
      const saved = await page.request.post("/blog/create", {
        form: { intent: "schedule", title, content: "Later.", publishAt: first.toISOString() },
        headers: { origin: baseURL! },
      });
      expect(saved.status()).toBeLessThan(400);

      await page.goto("/dashboard/posts");
      const row = page.getByRole("row").filter({ hasText: title });
      await expect(row.getByRole("cell").nth(2)).toHaveText(`Scheduled ${shownTime(first)}`);
      await expectNoAxeViolations(page);
      // The scheduled row's time and controls fit a laptop's table without scrolling it sideways.
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await page.locator("main table").evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
      for (const control of [row.getByRole("link", { name: `Edit ${title}` }), row.getByRole("button", { name: /^Unschedule/ }), row.locator("summary")]) {
        await expect(control).toBeInViewport();
      }
      await row.getByRole("link", { name: `Edit ${title}` }).click();
      await expect(page.getByText(/^Scheduled to go live/)).toBeVisible();
      const field = page.getByLabel("Publish at");
      await expect(field).toHaveValue(fieldValue(first));
      await expect(page.getByRole("button", { name: "Publish now" })).toBeVisible();
      const later = new Date(first.getTime() + 24 * 60 * 60_000);
      await field.fill(fieldValue(later));
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect(page).toHaveURL("/dashboard/posts");
      await expect(row.getByRole("cell").nth(2)).toHaveText(`Scheduled ${shownTime(later)}`);

      await row.getByRole("button", { name: `Unschedule “${title}” (keep it as a draft)` }).click();
      await expect(page.getByText("Post unscheduled: it is a draft again.")).toBeVisible();
      await expect(row.getByRole("cell").nth(2)).toHaveText("Draft");
      expect(await storedRows("select status, scheduled_at from posts where slug = $1", [slug])).toEqual([{ status: "draft", scheduled_at: null }]);

      // A time in the past is refused with its words, and nothing changes.
      const past = await page.request.post(`/blog/${slug}/edit`, {
        form: { intent: "schedule", title, content: "Later.", publishAt: new Date(Date.now() - 60_000).toISOString() },
        headers: { origin: baseURL! },
      });
      expect(past.status()).toBe(400);
      expect(await past.text()).toContain("Pick a time in the future.");
    } finally {
      await deletePost(page.request, storedRows, baseURL!, slug);
    }
  });
});
