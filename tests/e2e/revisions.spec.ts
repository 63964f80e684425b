import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectToast, test } from "./fixtures.ts";

// A post's history in the editor: revisions, the diff against the current text, restoring one.

/** Opens the post's editor and saves `content` with Publish. */
async function editAndPublish(page: Page, path: string, content: string) {
  await page.goto(`${path}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
  const field = page.getByLabel("Content", { exact: true });
  await expect(field).toBeEditable();
  await field.fill(content);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL("/blog");
}

test("an author edits a post twice, compares the first version with the current text, restores it, and the post shows it again", async ({
  page,
  baseURL,
  createPost,
}) => {
  const post = await createPost({ content: "First draft line.\nShared line.", authorName: "Rita Revisor" });
  const signedIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: post.author.email, password: post.author.password },
    headers: { origin: baseURL! },
  });
  expect(signedIn.ok()).toBe(true);

  await editAndPublish(page, post.path, "Second draft line.\nShared line.");
  await editAndPublish(page, post.path, "Third draft line.\nShared line.\nA closing line.");

  await page.goto(`${post.path}/edit`);
  await expect(page.getByLabel("Content", { exact: true })).toBeEditable();
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "Post history" });
  const versions = history.getByRole("listitem");
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText("by Rita Revisor");
  await expect(versions.nth(0)).toContainText("Content (+2 −1 lines)");
  await expect(versions.nth(1)).toContainText("Content (+1 −1 lines)");
  await expect(versions.nth(2)).toContainText("First version");

  // The first version against the current text: signs and words, not colour alone.
  await versions.nth(2).getByRole("button").click();
  await expect(history.getByRole("heading", { name: /^Version of .+ compared with the current text$/ })).toBeVisible();
  const diff = history.getByTestId("diff-content");
  await expect(diff.locator("li[data-kind=removed]")).toHaveText(["−Only in this version: First draft line."]);
  await expect(diff.locator("li[data-kind=added]")).toHaveText(["+Only in the current text: Third draft line.", "+Only in the current text: A closing line."]);
  await expect(diff.locator("li[data-kind=same]")).toHaveText([/Shared line\.$/]);
  await expectNoAxeViolations(page, "[role=dialog]");

  await history.getByRole("button", { name: "Restore this revision" }).click();
  await expectToast(page, "Revision restored", "The post now has that version's text, saved as a new revision.");
  await expect(history).toBeHidden();
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue("First draft line.\nShared line.");

  // The restore is the newest revision, and says where it came from.
  await page.getByRole("button", { name: "History" }).click();
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText(/Restored from the version of .+Content \(\+1 −2 lines\)/);

  await page.goto(post.path);
  const article = page.locator("article");
  await expect(article.getByText("First draft line.")).toBeVisible();
  await expect(article.getByText("Third draft line.")).toHaveCount(0);
});
