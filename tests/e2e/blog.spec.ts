import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { sampleAuthors } from "#app/content/blog/sample-authors.ts";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures.ts";

// Reading the blog: list, search and tags, a post with
// likes, share and comments, author pages. The editor is editor.spec.ts.

const body = (slug: string) => fs.readFileSync(path.join("app/content/blog/posts", `${slug}.md`), "utf8");
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The sample posts a search and tag should find, newest first (what the database holds for them). */
function expectedMatches(q: string, tag = "") {
  const term = q.toLowerCase();
  return samplePosts
    .filter((post) => !tag || post.tags.includes(tag))
    .filter((post) => !term || [post.title, post.excerpt, body(post.slug), post.tags.join(" ")].some((text) => text.toLowerCase().includes(term)))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map((post) => post.title);
}

const listTitles = (page: Page) => page.locator("section[aria-labelledby=posts-heading] article h3").allInnerTexts();

test.describe("blog list", () => {
  test("shows two featured posts, every post newest first, and tag buttons starting with All Posts", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Write a Post" })).toHaveAttribute("href", "/blog/create");
    const featured = page.locator("section[aria-labelledby=featured-heading] article");
    await expect(featured).toHaveCount(2);
    const newestFeatured = samplePosts
      .filter((post) => post.featured)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, 2);
    await expect(featured.locator("h3")).toHaveText(newestFeatured.map((post) => post.title));
    // 3 tags on featured cards, 2 on list cards.
    await expect(featured.first().getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(3);
    const titles = await listTitles(page);
    // Sample posts keep their order among any posts written by other journeys.
    expect(titles.filter((title) => samplePosts.some((post) => post.title === title))).toEqual(expectedMatches(""));
    const tagNav = page.getByRole("navigation", { name: "Filter by tag" });
    await expect(tagNav.getByRole("link").first()).toHaveText("All Posts");
    await expect(tagNav.getByRole("link", { name: "All Posts" })).toHaveAttribute("aria-current", "page");
  });

  test("search and tag combine, match the stored posts, and hide the featured section", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search posts" }).fill("QUICKBOOKS");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/blog?q=QUICKBOOKS");
    await expect(page.getByRole("heading", { name: "Featured Posts" })).toHaveCount(0);
    await expect.poll(() => listTitles(page)).toEqual(expectedMatches("quickbooks"));
    expect(expectedMatches("quickbooks").length).toBeGreaterThan(1);

    await page.getByRole("navigation", { name: "Filter by tag" }).getByRole("link", { name: "Case Study", exact: true }).click();
    await expect(page).toHaveURL("/blog?q=QUICKBOOKS&tag=Case+Study");
    await expect.poll(() => listTitles(page)).toEqual(expectedMatches("quickbooks", "Case Study"));
    expect(expectedMatches("quickbooks", "Case Study").length).toBeLessThan(expectedMatches("quickbooks").length);

    await page.goto("/blog?q=no+such+words+anywhere");
    await expect(page.getByText("No posts found matching your criteria.")).toBeVisible();
  });

  test("works without JavaScript: search and tag are links and a GET form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog?tag=Security");
    expect(await listTitles(page)).toEqual(expectedMatches("", "Security"));
    await page.getByRole("searchbox", { name: "Search posts" }).fill("soc 2");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/blog?q=soc+2&tag=Security");
    expect(await listTitles(page)).toEqual(expectedMatches("soc 2", "Security"));
    await context.close();
  });
});

const post = samplePosts.find((candidate) => candidate.slug === "how-droids-decide-when-to-hand-off-to-a-human")!;

test.describe("post page", () => {
  test("a new post's link preview is its own share card, drawn again when its title changes", async ({ request, baseURL, createPost, playwright }) => {
    const cardOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image).toMatch(new RegExp(`^${baseURL}/media/cards/[0-9a-f]{24}\\.png$`));
      expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
      const file = await request.get(image!);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
      expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const png = await file.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      return { image, png };
    };
    const created = await createPost({ title: unique("Share card") });
    const first = await cardOf(created.path);
    const author = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    expect((await author.post("/api/auth/sign-in/email", { data: { email: created.author.email, password: created.author.password } })).ok()).toBe(true);
    const edited = await author.post(`${created.path}/edit`, {
      form: { intent: "publish", title: `${created.title} edited`, content: "A short post." },
      maxRedirects: 0,
    });
    expect(edited.status()).toBeLessThan(400);
    const second = await cardOf(created.path);
    expect(second.image).not.toBe(first.image);
    expect(second.png.equals(first.png)).toBe(false);
    await author.dispose();
  });

  test("renders every Markdown element, the author card and related posts", async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    const article = page.locator("article").first();
    await expect(article.locator("h2").first()).toBeVisible();
    await expect(article.locator("h3").first()).toBeVisible();
    for (const selector of ["ul > li", "ol > li", "blockquote", "pre > code", "strong", "em", "p code", "a[href^='/'], a[href^='https://']"]) {
      await expect(article.locator(selector).first(), selector).toBeAttached();
    }
    const author = sampleAuthors.find((candidate) => candidate.id === post.authorId)!;
    await expect(page.getByRole("link", { name: author.name }).first()).toHaveAttribute("href", `/author/${author.id}`);
    const card = page.getByRole("complementary", { name: "About the author" });
    await expect(card).toContainText(author.title);
    await expect(card.getByRole("link", { name: /GitHub/ })).toHaveAttribute("href", `https://github.com/${author.github}`);
    const related = page.locator("section[aria-labelledby=related-heading] article");
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ "@type": "BlogPosting", headline: post.title, author: { name: author.name } });
  });

  test("a like survives a reload and every visitor sees the same count", async ({ page, browser }) => {
    const target = samplePosts[6]!;
    await page.goto(`/blog/${target.slug}`);
    const like = page.getByRole("button", { name: /^Like this post/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    const before = Number(await page.getByTestId("like-count").innerText());
    // The button shows the new count at once; reload only once the server has stored it.
    const stored = () => page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(target.slug));
    let answered = stored();
    await like.click();
    await answered;
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("like-count")).toHaveText(String(before + 1));
    await page.reload();
    await expect(page.getByTestId("like-count")).toHaveText(String(before + 1));
    await expect(like).toHaveAttribute("aria-pressed", "true");

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(`/blog/${target.slug}`);
    await expect(second.getByTestId("like-count")).toHaveText(String(before + 1));
    await expect(second.getByRole("button", { name: /^Like this post/ })).toHaveAttribute("aria-pressed", "false");
    await other.close();

    answered = stored();
    await like.click();
    await answered;
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("like-count")).toHaveText(String(before));
    await page.reload();
    await expect(page.getByTestId("like-count")).toHaveText(String(before));
  });

  test("a comment and a reply are stored; blank fields are refused; typed HTML stays text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto(`/blog/${samplePosts[3]!.slug}`);
    const comments = page.locator("section[aria-labelledby=comments-heading]");
    const form = comments.locator("form").first();
    await form.getByLabel("Your name").fill("   ");
    await form.getByLabel("Share your thoughts").fill("Hello");
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please fill in both name and comment fields." })).toBeVisible();

    const name = unique("Reader");
    const xss = "<img src=x onerror=alert(1)>";
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Share your thoughts").fill(xss);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Comment added!" })).toContainText("Your comment has been posted.");
    await expect(form.getByLabel("Your name")).toHaveValue("");
    const thread = comments.getByRole("listitem").filter({ hasText: name });
    await expect(thread.getByText(xss, { exact: true })).toBeVisible();

    await thread.getByRole("button", { name: `Reply to ${name}` }).click();
    const replyForm = thread.locator("form");
    await replyForm.getByLabel("Your name").fill("Replier");
    await replyForm.getByLabel("Share your thoughts").fill("Thanks for sharing!");
    await replyForm.getByRole("button", { name: "Post Comment" }).click();
    await expect(thread.getByRole("list", { name: `Replies to ${name}` })).toContainText("Thanks for sharing!");

    await page.reload();
    const reloaded = comments.getByRole("listitem").filter({ hasText: name }).first();
    await expect(reloaded.getByText(xss, { exact: true })).toBeVisible();
    await expect(reloaded.getByRole("list", { name: `Replies to ${name}` })).toContainText("Thanks for sharing!");
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("an admin hides a comment on the post and shows it again; visitors see it only while shown", async ({
    page,
    browser,
    signInAs,
    createPost,
    storedRows,
  }) => {
    const target = await createPost({ title: `Moderated ${unique("post")}` });
    const name = unique("Commenter");
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(target.path);
    const readerForm = reader.locator("section[aria-labelledby=comments-heading] form").first();
    await readerForm.getByLabel("Your name").fill(name);
    await readerForm.getByLabel("Share your thoughts").fill("Please hide me");
    await readerForm.getByRole("button", { name: "Post Comment" }).click();
    await expect(reader.locator("[data-sonner-toast]").filter({ hasText: "Comment added!" })).toBeVisible();

    await signInAs("admin");
    await gotoHydrated(page, target.path);
    const comment = page.locator("section[aria-labelledby=comments-heading]").getByRole("listitem").filter({ hasText: name });
    await comment.getByRole("button", { name: "Hide", exact: true }).click();
    // The admin still sees it, marked; the post's page is read again after the dashboard's moderation action.
    await expect(comment.getByText("Hidden", { exact: true })).toBeVisible();
    await expect(comment.getByRole("button", { name: "Show", exact: true })).toBeVisible();
    expect(await storedRows<{ status: string }>("select status from comments where author_name = $1", [name])).toEqual([{ status: "hidden" }]);
    await reader.reload();
    await expect(reader.getByText("Please hide me")).toHaveCount(0);

    await comment.getByRole("button", { name: "Show", exact: true }).click();
    await expect(comment.getByText("Hidden", { exact: true })).toHaveCount(0);
    await reader.reload();
    await expect(reader.getByText("Please hide me")).toBeVisible();
    await visitor.close();
  });

  test("Share copies the address where there is no share sheet", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Link copied!" })).toContainText("The post URL has been copied to your clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("unknown posts and authors lead back to the blog", async ({ page }) => {
    await page.goto("/blog/no-such-post");
    await expect(page).toHaveURL("/blog");
    await page.goto("/author/no-such-author");
    await expect(page).toHaveURL("/blog");
    // No id at all: a redirect too, with or without a trailing slash.
    for (const path of ["/author/", "/author"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/blog");
      await page.goto(path);
      await expect(page).toHaveURL("/blog");
      await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    }
  });
});

test.describe("author page", () => {
  for (const author of sampleAuthors) {
    test(`${author.name}: profile, article count and minutes, articles newest first`, async ({ page }) => {
      const own = samplePosts.filter((candidate) => candidate.authorId === author.id).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      await page.goto(`/author/${author.id}`);
      await expect(page.getByRole("heading", { level: 1, name: author.name })).toBeVisible();
      await expect(page.getByText(author.bio)).toBeVisible();
      // Other journeys may publish as this author: the sample posts are a suffix-free subset in order.
      const titles = await page.locator("section[aria-labelledby=articles-heading] h3").allInnerTexts();
      expect(titles.filter((title) => own.some((candidate) => candidate.title === title))).toEqual(own.map((candidate) => candidate.title));
      if (titles.length === own.length) {
        await expect(page.getByTestId("article-count")).toHaveText(String(own.length));
        await expect(page.getByText(own.length === 1 ? "Article" : "Articles", { exact: true })).toBeVisible();
        await expect(page.getByTestId("minutes")).toHaveText(String(own.reduce((sum, candidate) => sum + candidate.readTime, 0)));
      }
      const first = page.locator("section[aria-labelledby=articles-heading] article").first();
      await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(Math.min(4, own[0]!.tags.length));
      await expect(first.locator("time")).toHaveText(
        new Date(`${own[0]!.publishedAt}T09:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" }),
      );
    });
  }
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ["/blog", `/blog/${post.slug}`, `/author/${post.authorId}`, "/blog?tag=Security"]) {
      test(`${path} has no axe violations and no sideways scrolling`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBe(0);
      });
    }
  });
}
