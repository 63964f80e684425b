import type { Locator, Page } from "@playwright/test";
import { postSlug } from "#app/features/blog/slug.ts";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

// Writing for the blog.

const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)} ${Math.random().toString(36).slice(2, 6)}`;

async function openEditor(page: Page) {
  await page.goto("/blog/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create New Post" })).toBeVisible();
  const content = page.getByLabel("Content", { exact: true });
  await expect(content).toBeEditable();
  return content;
}

/**
 * The new post is listed, newer than every sample post (other journeys may
 * publish at the same moment, so it need not be the very first).
 */
async function expectListedBeforeSamplePosts(page: Page, title: string) {
  const titles = page.locator("section[aria-labelledby=posts-heading] article h3");
  await expect(titles.filter({ hasText: title })).toHaveCount(1);
  const all = await titles.allInnerTexts();
  const newestSample = Math.min(...samplePosts.map((post) => all.indexOf(post.title)).filter((index) => index >= 0));
  expect(all.indexOf(title)).toBeLessThan(newestSample);
}

/** Selects `text` inside the content textarea. */
async function select(page: Page, text: string) {
  await page.getByLabel("Content", { exact: true }).evaluate((element, wanted) => {
    const textarea = element as HTMLTextAreaElement;
    const start = textarea.value.indexOf(wanted);
    textarea.focus();
    textarea.setSelectionRange(start, start + wanted.length);
  }, text);
}

test.describe("the editor", () => {
  test("a line after a quote that does not start with '> ' is its own line, in the preview and on the post", async ({ page, signInAs }) => {
    await signInAs("author", { name: "Quincy Quote" });
    const content = await openEditor(page);
    const title = uniqueTitle("Quote endings");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Excerpt").fill("Where a quote ends.");
    await content.fill("> Ship it on Friday.\nSaid nobody, ever.");
    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByRole("tabpanel");
    await expect(preview.locator("blockquote")).toHaveText("Ship it on Friday.");
    await expect(preview.locator("p").filter({ hasText: "Said nobody, ever." })).toHaveCount(1);
    await expect(preview.locator("blockquote")).not.toContainText("Said nobody");

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/blog");
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const body = page.locator("article");
    await expect(body.locator("blockquote")).toHaveText("Ship it on Friday.");
    await expect(body.locator("blockquote")).not.toContainText("Said nobody");
    await expect(body.getByText("Said nobody, ever.")).toBeVisible();
  });

  test("an author writes with the toolbar, previews, publishes, and finds the post everywhere", async ({ page, signInAs }) => {
    await signInAs("author", { name: "Octavia Writer" });
    const content = await openEditor(page);
    const title = uniqueTitle("Zephyr automation notes");

    // The toolbar draws Link and Quote with the site's icons, never a character a font may lack (an emoji showed as a box).
    for (const name of ["Link", "Quote", "Numbered List"]) {
      const button = page.getByRole("button", { name, exact: true });
      await expect(button.locator("svg")).toBeVisible();
      await expect(button).toHaveText("");
    }

    // Starts on Edit; the preview has nothing to show yet.
    await expect(page.getByRole("tab", { name: "Edit" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(page.getByText("Nothing to preview yet. Start writing your content!")).toBeVisible();
    await page.getByRole("tab", { name: "Edit" }).click();

    // Title and content are required.
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please fill in at least the title and content." })).toBeVisible();

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Excerpt").fill("Notes from a week of Zephyr automation.");
    await content.fill("Droids make work lighter.\nreview invoices\nchase approvals");
    await select(page, "lighter");
    await page.getByRole("button", { name: "Bold" }).click();
    await expect(content).toHaveValue("Droids make work **lighter**.\nreview invoices\nchase approvals");
    // The selection stays on the word, inside the markers.
    expect(
      await content.evaluate((element) => {
        const textarea = element as HTMLTextAreaElement;
        return textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);
      }),
    ).toBe("lighter");
    await select(page, "review invoices\nchase approvals");
    await page.getByRole("button", { name: "Bullet List" }).click();
    await expect(content).toHaveValue("Droids make work **lighter**.\n- review invoices\n- chase approvals");

    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByRole("tabpanel");
    await expect(preview.locator("strong")).toHaveText("lighter");
    await expect(preview.locator("ul > li")).toHaveText(["review invoices", "chase approvals"]);
    await page.getByRole("tab", { name: "Edit" }).click();

    await page.getByLabel("Estimated Read Time (minutes)").fill("7");
    const featured = page.getByRole("switch", { name: "Featured Post" });
    await expect(featured).toHaveAttribute("aria-checked", "false");
    const tagInput = page.getByRole("textbox", { name: "Tags" });
    await tagInput.fill("  Zephyr  ");
    await tagInput.press("Enter");
    await tagInput.fill("zephyr");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const selected = page.getByRole("list", { name: "Selected tags" });
    await expect(selected.getByRole("listitem")).toHaveText(["Zephyr×"]);
    const popular = page.getByRole("region", { name: "Tags" }).getByRole("button", { name: "Automation", exact: true });
    await popular.click();
    await expect(popular).toBeDisabled();
    await expect(selected.getByRole("listitem")).toHaveCount(2);

    // The live card preview.
    const card = page.getByRole("region", { name: "Card preview" });
    await expect(card.getByRole("heading", { name: title })).toBeVisible();
    await expect(card).toContainText("Octavia Writer");
    await expect(card).toContainText("7 min read");

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post saved!" })).toContainText("Your blog post has been saved successfully.");
    await expect(page).toHaveURL("/blog");
    await expectListedBeforeSamplePosts(page, title);

    await page.locator("section[aria-labelledby=posts-heading] article").first().getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("article strong").filter({ hasText: "lighter" })).toBeVisible();
    await page.getByRole("link", { name: "Octavia Writer" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Octavia Writer" })).toBeVisible();
    await expect(page.getByTestId("article-count")).toHaveText("1");
    await expect(page.getByText("Article", { exact: true })).toBeVisible();
    await expect(page.getByTestId("minutes")).toHaveText("7");

    const feed = await page.request.get("/blog/rss.xml");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain(`<title>${title}</title>`);
    expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/blog/${postSlug(title)}</loc>`);
  });

  test("a draft is invisible to everyone but its author, who can edit and publish it", async ({ page, browser, signInAs }) => {
    await signInAs("author", { name: "Draft Writer" });
    await openEditor(page);
    const title = uniqueTitle("Quiet draft");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Content", { exact: true }).fill("Not ready yet.");
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post saved!" })).toBeVisible();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByText(title)).toHaveCount(0);

    const slug = postSlug(title);
    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto(`/blog/${slug}`);
    await expect(other).toHaveURL("/blog");
    await stranger.close();

    await page.goto(`/blog/${slug}`);
    await expect(page.getByText("Draft: only you and admins can see this post.")).toBeVisible();
    await page.getByRole("link", { name: "Edit post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/blog");
    await expectListedBeforeSamplePosts(page, title);
  });
  test("editing someone else's post leads to the post; a post that does not exist, to the blog", async ({ page, signInAs, createPost }) => {
    const post = await createPost();
    await signInAs("author", { name: "Other Writer" });
    await page.goto(`${post.path}/edit`);
    await expect(page).toHaveURL(post.path);
    // A path with characters a Location header cannot carry as they are.
    const response = await page.goto("/blog/%E6%97%A5%E6%9C%AC%E8%AA%9E/edit");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/blog");
  });

  test("a single line break stays a line break, in the preview and on the post page alike", async ({ page, signInAs }) => {
    await signInAs("author", { name: "Line Writer" });
    const content = await openEditor(page);
    const title = uniqueTitle("Line by line");
    await page.getByLabel("Title").fill(title);
    await content.fill("First line of the note\nSecond line of the note\n\nA paragraph of its own.");
    const lines = (paragraph: Locator) => paragraph.evaluate((element) => (element as HTMLElement).innerText);

    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByRole("tabpanel").locator("p");
    await expect(preview).toHaveCount(2);
    await expect(preview.first().locator("br")).toHaveCount(1);
    expect(await lines(preview.first())).toBe("First line of the note\nSecond line of the note");
    await expect(preview.nth(1)).toHaveText("A paragraph of its own.");

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/blog");
    await page.goto(`/blog/${postSlug(title)}`);
    const body = page.locator("article p").filter({ hasText: "First line of the note" });
    await expect(body.locator("br")).toHaveCount(1);
    expect(await lines(body)).toBe("First line of the note\nSecond line of the note");
    await expect(page.locator("article p").filter({ hasText: "A paragraph of its own." })).toHaveCount(1);
  });

  for (const [clicked, other] of [
    ["Save Draft", "Publish"],
    ["Publish", "Save Draft"],
  ] as const) {
    test(`${clicked} reads Saving... while the post is sent; ${other} keeps its label`, async ({ page, signInAs }) => {
      await signInAs("author", { name: "Label Writer" });
      // Holds the editor's POST until both labels are read.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.startsWith("/blog/create"),
        async (route) => {
          if (route.request().method() !== "POST") return route.fallback();
          await held;
          await route.continue();
        },
      );
      // The two submit buttons, by what they send (their labels are what is checked).
      const button = (label: string) => page.locator(`button[name=intent][value=${label === "Publish" ? "publish" : "draft"}]`);

      await openEditor(page);
      await page.getByLabel("Title").fill(uniqueTitle("Label check"));
      await page.getByLabel("Content", { exact: true }).fill("Checking the labels.");
      await page.getByRole("button", { name: clicked }).click();
      await expect(button(clicked)).toHaveText("Saving...");
      await expect(button(other)).toHaveText(other);
      await expect(button(clicked)).toBeDisabled();
      await expect(button(other)).toBeDisabled();
      release();
      await expect(page).toHaveURL("/blog");
    });
  }
});

test.describe("without the role", () => {
  test("visitors and users see a prompt, never the editor, and cannot post to it", async ({ page, signInAs, baseURL }) => {
    await page.goto("/blog/create");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to write a post" })).toBeVisible();
    await expect(page.getByLabel("Content")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in?redirectTo=%2Fblog%2Fcreate");
    await expectNoAxeViolations(page);

    const origin = baseURL!;
    const anonymous = await page.request.post("/blog/create", {
      form: { intent: "publish", title: "Sneaky", content: "x" },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()["location"]).toBe("/sign-in?redirectTo=%2Fblog%2Fcreate");

    await signInAs("user");
    await page.goto("/blog/create");
    await expect(page.getByRole("heading", { level: 1, name: "Your account can't write posts yet" })).toBeVisible();
    await expect(page.getByLabel("Content")).toHaveCount(0);
    const user = await page.request.post("/blog/create", { form: { intent: "publish", title: "Sneaky", content: "x" }, headers: { origin }, maxRedirects: 0 });
    expect(user.status()).toBe(403);
    await page.goto("/blog?q=Sneaky");
    await expect(page.getByText("No posts found matching your criteria.")).toBeVisible();
  });

  test("a refused post is said on the page itself: the server-drawn 400 shows the editor's alert", async ({ page, signInAs, baseURL }) => {
    await signInAs("author");
    const refused = await page.request.post("/blog/create", {
      form: { intent: "publish", title: "", content: "" },
      headers: { origin: baseURL!, accept: "text/html" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain("Please fill in at least the title and content.");
  });

  test("an admin may write as any author; the editor has no axe violations", async ({ page, signInAs }) => {
    await signInAs("admin");
    await openEditor(page);
    const authors = await page.getByLabel("Author").locator("option").allInnerTexts();
    expect(authors.length).toBeGreaterThanOrEqual(5);
    expect(authors).toContain("Maya Okafor");
    await page.getByLabel("Title").fill("Axe check");
    await expectNoAxeViolations(page);
  });
});
