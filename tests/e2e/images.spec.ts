import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { chooseFile, dropFile, photo } from "./support/images.ts";

// Images in posts and avatars: uploaded in the editor and in Settings, kept by the site, drawn at the size the page needs.

const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)} ${Math.random().toString(36).slice(2, 6)}`;

/** Every file a <picture> names answers, with a long cache. */
async function expectServed(page: Page, picture: Locator) {
  const img = picture.locator("img");
  await expect(img).toHaveJSProperty("complete", true);
  expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const srcset = await picture.locator("source[type='image/avif']").getAttribute("srcset");
  for (const candidate of srcset!.split(", ")) {
    const url = candidate.split(" ")[0]!;
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
}

test.describe("images", () => {
  test("an author uploads a cover and images in the body (toolbar, drop, paste); readers get them at their screen's size", async ({ page, signInAs }) => {
    await signInAs("author", { name: "Ida Imager" });
    await page.goto("/blog/create");
    const content = page.getByLabel("Content", { exact: true });
    await expect(content).toBeEditable();
    const title = uniqueTitle("Pictures of automation");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Excerpt").fill("Three images and a cover.");

    // The cover: uploaded, its address in the Cover Image URL field, previewed.
    await chooseFile(page, page.getByRole("button", { name: "Upload a cover" }), {
      name: "cover.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(4000, 3000, "#3366cc"),
    });
    await expect(page.getByLabel("Cover Image URL")).toHaveValue(/^\/media\/[0-9a-f]{24}-1600x1200\.jpg$/);
    await expect(page.getByRole("img", { name: "Cover preview" })).toBeVisible();

    // In the body: the toolbar's button, then a drop and a paste, each its own paragraph where the cursor is.
    await content.fill("Before the images.");
    await chooseFile(page, page.getByRole("button", { name: "Upload an image" }), {
      name: "team-photo.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(1200, 800, "#cc3366"),
    });
    await expect(content).toHaveValue(/^Before the images\.\n\n!\[team photo\]\(\/media\/[0-9a-f]{24}-1200x800\.jpg\)\n$/);
    const chart = await sharp(await photo(640, 480, "#33cc66"))
      .png()
      .toBuffer();
    // Taken where it is dropped: the dragover is accepted, so the browser does not open the file instead.
    expect(await dropFile(content, { name: "dropped-chart.png", type: "image/png", bytes: chart }, "drop")).toBe(true);
    await expect(content).toHaveValue(/!\[dropped chart\]\(\/media\/[0-9a-f]{24}-640x480\.jpg\)\n$/);
    expect(await dropFile(content, { name: "pasted.jpg", type: "image/jpeg", bytes: await photo(800, 800, "#999933") }, "paste")).toBe(true);
    await expect(content).toHaveValue(/!\[pasted\]\(\/media\/[0-9a-f]{24}-800x800\.jpg\)\n$/);
    await expect(page.getByRole("status").filter({ hasText: "Image uploaded" })).toBeVisible();
    await content.press("End");
    await content.pressSequentially("After the images.");

    // The preview draws them.
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(page.getByRole("tabpanel").getByRole("img", { name: "team photo" })).toBeVisible();
    await page.getByRole("tab", { name: "Edit" }).click();

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/blog");
    const card = page.locator("article").filter({ hasText: title });
    await expect(card.locator("picture img")).toHaveAttribute("loading", "lazy");

    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const article = page.locator("article").first();
    const cover = article.locator("picture").first();
    // The cover is in the first screen: loaded at once, first; its box kept by its width and height.
    await expect(cover.locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect(cover.locator("img")).not.toHaveAttribute("loading", "lazy");
    await expect(cover.locator("img")).toHaveAttribute("width", "1200");
    await expect(cover.locator("source")).toHaveAttribute("srcset", /-400\.avif 400w, .*-1600\.avif 1600w$/);
    await expectServed(page, cover);

    const inline = article.getByRole("img", { name: "team photo" });
    await expect(inline).toHaveAttribute("loading", "lazy");
    await expect(inline).toHaveAttribute("width", "1200");
    await expect(inline).toHaveAttribute("height", "800");
    await expect(inline).toHaveAttribute("sizes", "(min-width: 768px) 720px, calc(100vw - 2rem)");
    await inline.scrollIntoViewIfNeeded();
    await expectServed(page, article.locator("picture").filter({ has: page.getByRole("img", { name: "team photo" }) }));
    await expect(article.getByRole("img", { name: "dropped chart" })).toHaveCount(1);
    await expect(article.getByRole("img", { name: "pasted" })).toHaveCount(1);
    await expect(article.getByText("After the images.")).toBeVisible();

    // A 1280 px window with a 1× screen loads the cover at 800 px, not the 4000 px upload.
    const chosen = await cover.locator("img").evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(chosen).toMatch(/-800\.avif$/);
    await expectNoAxeViolations(page);
  });

  test("a file that is not an image is refused with a clear message, and nothing is added", async ({ page, signInAs, allowConsoleError }) => {
    allowConsoleError(/415/);
    await signInAs("author", { name: "Nora Notanimage" });
    await page.goto("/blog/create");
    const content = page.getByLabel("Content", { exact: true });
    await content.fill("Text stays.");
    await chooseFile(page, page.getByRole("button", { name: "Upload an image" }), {
      name: "holiday.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("these bytes are a note, not a photo"),
    });
    await expect(page.getByRole("alert").filter({ hasText: "This file is not an image we can use. Upload a JPEG, PNG, WebP, AVIF or GIF." })).toBeVisible();
    await expect(content).toHaveValue("Text stays.");

    // The upload address typed into the browser: no error page, no stack in the log.
    const typed = await page.request.get("/uploads");
    expect(typed.status()).toBe(405);
    expect(typed.headers()["allow"]).toBe("POST");
  });

  test("an author uploads their picture in Settings, and readers see it on their author page", async ({ page, signInAs }) => {
    await signInAs("author", { name: "Ava Avatar" });
    await page.goto("/dashboard/settings");
    const section = page.getByRole("region", { name: "Author profile" });
    await section.getByLabel("Picture").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await photo(600, 600, "#aa5500") });
    await section.getByRole("button", { name: "Upload picture" }).click();
    await expect(section.getByText("Your picture is saved.")).toBeVisible();
    await expect(section.locator("picture img")).toHaveAttribute("src", /^\/media\/[0-9a-f]{24}-600x600\.jpg$/);

    await section.getByRole("link", { name: "See your author page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ava Avatar" })).toBeVisible();
    const avatar = page.locator("main picture").first();
    await expect(avatar.locator("img")).toHaveAttribute("sizes", "96px");
    await expectServed(page, avatar);

    await page.goto("/dashboard/settings");
    await section.getByRole("button", { name: "Remove picture" }).click();
    await expect(section.getByText("Your picture is removed.")).toBeVisible();
    await expect(section.locator("picture")).toHaveCount(0);
  });
});
