import { postSlug } from "#app/features/blog/slug.ts";
import { expect, test } from "./fixtures.ts";

// A post as long as the editor allows is saved (not refused as too large), and
// its off-site links are marked as such while look-alike paths do not link at all.

test("a long post with multi-byte text is published, and its links are drawn by the one URL rule", async ({ page, signInAs }) => {
  await signInAs("author", { name: "Lena Longform" });
  await page.goto("/blog/create");
  const content = page.getByLabel("Content", { exact: true });
  await expect(content).toBeEditable();
  const title = `Long form ${Date.now().toString(36)}`;
  // Far over 64 KB once form-encoded (each 💥 is 4 bytes, 12 encoded), within the 100,000 characters.
  const body = `[off-site](https://example.com/docs) [on-site](/blog?tag=AI) [look-alike](/\\evil.example/x)\n\n${"💥 long ".repeat(12_000)}\n\nThe end.`;
  expect(body.length).toBeLessThan(100_000);
  await page.getByLabel("Title").fill(title);
  await content.fill(body);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post saved!" })).toBeVisible();
  await expect(page).toHaveURL("/blog");

  await page.goto(`/blog/${postSlug(title)}`);
  const article = page.locator("article");
  await expect(article.getByText("The end.")).toBeVisible();
  await expect(article.getByRole("link", { name: "off-site" })).toHaveAttribute("rel", "nofollow noopener noreferrer");
  const onSite = article.getByRole("link", { name: "on-site" });
  await expect(onSite).toHaveAttribute("href", "/blog?tag=AI");
  await expect(onSite).not.toHaveAttribute("rel", /.+/);
  await expect(article.getByRole("link", { name: "look-alike" })).toHaveCount(0);
  await expect(article.getByText("look-alike")).toBeVisible();
});

test("the editor says so when the content is over 100,000 characters", async ({ page, signInAs }) => {
  await signInAs("author", { name: "Lena Longform" });
  await page.goto("/blog/create");
  const content = page.getByLabel("Content", { exact: true });
  await expect(content).toBeEditable();
  await page.getByLabel("Title").fill("Too long");
  // maxLength stops typing; a script or an old draft can still put more text in.
  await content.evaluate((element) => {
    const textarea = element as HTMLTextAreaElement;
    textarea.removeAttribute("maxlength");
  });
  await content.fill("x".repeat(100_001));
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post too long" })).toContainText(
    "Titles can be 200, excerpts 500 and posts 100,000 characters long at most.",
  );
  await expect(page).toHaveURL("/blog/create");
});
