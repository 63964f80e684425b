import type { Page } from "@playwright/test";
import { postSlug } from "#app/features/blog/slug.ts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures.ts";

// Code blocks are coloured on the server when a post is saved (the sample
// posts when the database is filled): the page draws coloured spans, and
// ships no highlighting code (docs/decisions/0049-code-highlighting.md).

/** A sample post with a ```typescript block, and one whose only code block is ```text (drawn plain). */
const highlighted = "/blog/how-droids-decide-when-to-hand-off-to-a-human";
const plain = "/blog/closing-the-books-faster-with-droids-and-quickbooks";

/** The page's scripts, once it has hydrated: their paths and their code. */
async function scriptsOf(page: Page, path: string) {
  const scripts: Promise<[string, string]>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().then((code) => [new URL(response.url()).pathname, code]));
  });
  await gotoHydrated(page, path);
  await page.waitForLoadState("networkidle");
  return Promise.all(scripts);
}

test("a sample post's TypeScript is drawn in colours, readable on the dark block", async ({ page }) => {
  await page.goto(highlighted);
  const code = page.locator("article pre code[data-language=typescript]");
  await expect(code).toContainText("function shouldHandOff(s: Signals): boolean {");
  expect(await code.locator("span[style]").count()).toBeGreaterThan(10);
  // The keyword and the type: github-dark-default's red and blue.
  await expect(code.locator("span", { hasText: /^function $/ })).toHaveCSS("color", "rgb(255, 123, 114)");
  await expect(code.locator("span", { hasText: /^boolean$/ }).first()).toHaveCSS("color", "rgb(121, 192, 255)");
  // Text only: the code reads as written.
  expect(await code.textContent()).toContain('stakes: "low" | "medium" | "high";\n');
  await expectNoAxeViolations(page);
  // ```text stays plain.
  await page.goto(plain);
  await expect(page.locator("article pre code[data-language=text]")).toBeVisible();
  await expect(page.locator("article pre code span")).toHaveCount(0);
});

test("the coloured post loads the same scripts as a post without colours, none of them a highlighter", async ({ page }) => {
  const withColours = await scriptsOf(page, highlighted);
  const without = await scriptsOf(page, plain);
  expect(withColours.length).toBeGreaterThan(0);
  expect(withColours.map(([path]) => path).sort()).toEqual(without.map(([path]) => path).sort());
  for (const [path, code] of withColours) expect(code, path).not.toMatch(/shiki|createHighlighterCore|github-dark|source\.tsx?"/);
});

test("an author's code is coloured when they publish, and the preview stays plain", async ({ page, signInAs }) => {
  await signInAs("author", { name: "Cody Blocks" });
  await page.goto("/blog/create");
  const content = page.getByLabel("Content", { exact: true });
  await expect(content).toBeEditable();
  const title = `Coloured code ${Date.now().toString(36)}`;
  const source = "SELECT id, title\nFROM posts\nWHERE status = 'published'; -- newest first\n\n\nconst unknown = \"plain\";";
  await page.getByLabel("Title").fill(title);
  await content.fill(
    `A query:\n\n\`\`\`sql\n${source.split("\n\n\n")[0]}\n\`\`\`\n\nAnd an unknown language:\n\n\`\`\`cobol\n${source.split("\n\n\n")[1]}\n\`\`\``,
  );
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("tabpanel").locator("pre code[data-language=sql]")).toContainText("SELECT id, title");
  await expect(page.getByRole("tabpanel").locator("pre code span")).toHaveCount(0);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post saved!" })).toBeVisible();

  await page.goto(`/blog/${postSlug(title)}`);
  const sql = page.locator("article pre code[data-language=sql]");
  await expect(sql).toHaveText(source.split("\n\n\n")[0]!);
  await expect(sql.locator("span", { hasText: /^SELECT/ })).toHaveCSS("color", "rgb(255, 123, 114)");
  await expect(sql.locator("span", { hasText: "-- newest first" })).toHaveCSS("color", "rgb(139, 148, 158)");
  await expect(page.locator("article pre code[data-language=cobol] span")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
