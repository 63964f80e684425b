import type { Locator, Page } from "@playwright/test";
import { categorySlug, templateCategories } from "#app/content/template-gallery.ts";
import { type Template, templates } from "#app/content/templates.ts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures.ts";

// The "From the Community" gallery on the home page and /view-all: cards,
// the category filter and paging.

const FILTERS = ["All", ...templateCategories];
const titles = (list: readonly Template[]) => list.map((template) => template.title);
const inCategory = (category: string) => templates.filter((template) => template.category === category);

/** The template at `index` of a list (failing the test if there is none). */
function nth(list: readonly Template[], index: number): Template {
  const template = list[index];
  if (!template) throw new Error(`No template at ${index}`);
  return template;
}

/** Opens a page and waits until it has hydrated and its route requests have settled. */
async function gotoInteractive(page: Page, url: string) {
  await gotoHydrated(page, url);
  // After hydration React Router asks /__manifest about the routes the page
  // links to; let that settle so a test watching requests sees only its own.
  await page.waitForLoadState("networkidle");
}

/** The titles of the cards in the grid, in order. */
function cardTitles(scope: Page | Locator) {
  return scope.locator("[data-template-link]").allInnerTexts();
}

function filterButton(scope: Page | Locator, name: string) {
  return scope.getByRole("group", { name: "Filter templates by category" }).getByRole("button", { name, exact: true });
}

/** Every page or data request the page makes after this call, as "METHOD path?query". */
function watchRequests(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!["document", "fetch", "xhr"].includes(request.resourceType())) return;
    const url = new URL(request.url());
    requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return requests;
}

test.describe("home page gallery", () => {
  test("shows the eight community templates under From the Community, with the filter and a View all link", async ({ page }) => {
    await gotoInteractive(page, "/");
    const gallery = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "From the Community" }) });
    await expect(gallery).toBeVisible();

    const buttons = gallery.getByRole("group", { name: "Filter templates by category" }).getByRole("button");
    expect((await buttons.allInnerTexts()).map((text) => text.trim())).toEqual(FILTERS);
    await expect(filterButton(gallery, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(gallery.locator('button[aria-pressed="true"]')).toHaveCount(1);

    expect(await cardTitles(gallery)).toEqual(titles(templates.slice(0, 8)));
    const first = gallery.getByRole("article").first();
    await expect(first.getByRole("heading", { level: 3, name: "Resume Screening" })).toBeVisible();
    await expect(first.getByText(nth(templates, 0).description)).toBeVisible();
    await expect(first.getByText("HR", { exact: true })).toBeVisible();
    await expect(first.getByText(`${nth(templates, 0).folks} folks`)).toBeVisible();
    for (const integration of nth(templates, 0).integrations) {
      await expect(first.getByRole("list", { name: "Integrations" }).getByRole("img", { name: integration.name })).toBeVisible();
    }

    await gallery.getByRole("link", { name: "View all templates" }).click();
    await expect(page).toHaveURL("/view-all");
    await expect(page.getByRole("heading", { level: 1, name: "Shared Droids" })).toBeVisible();
  });

  test("the filter shows only the chosen category's cards, in place, and All shows all again", async ({ page }) => {
    await gotoInteractive(page, "/");
    const historyLength = await page.evaluate(() => history.length);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const requests = watchRequests(page);

    for (const category of ["Healthcare", "HR", "Customer Support", "Real Estate"] as const) {
      await filterButton(page, category).click();
      await expect(filterButton(page, category)).toHaveAttribute("aria-pressed", "true");
      await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "false");
      await expect.poll(() => cardTitles(page)).toEqual(titles(inCategory(category).slice(0, 8)));
      await expect(page).toHaveURL(`/?category=${categorySlug(category)}`);
    }

    await filterButton(page, "All").click();
    await expect.poll(() => cardTitles(page)).toEqual(titles(templates.slice(0, 8)));
    await expect(page).toHaveURL("/");

    // Filtered in place: no reload, no new history entries, no requests.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(requests).toEqual([]);
  });

  test("a ?category= address opens the gallery filtered, and All shows the first eight again", async ({ page }) => {
    await gotoInteractive(page, "/?category=finance");
    await expect(filterButton(page, "Finance")).toHaveAttribute("aria-pressed", "true");
    expect(await cardTitles(page)).toEqual(titles(inCategory("Finance")));

    // The page came with the Finance cards only: All needs the catalogue, loaded in place.
    await filterButton(page, "All").click();
    await expect.poll(() => cardTitles(page)).toEqual(titles(templates.slice(0, 8)));
    await expect(page.getByText("Showing 8 templates")).toBeAttached();
    await expect(page).toHaveURL("/");
  });

  test("choosing a card copies its prompt into the box, scrolls there and focuses it", async ({ page }) => {
    await gotoInteractive(page, "/");
    const box = page.getByRole("textbox", { name: /instruction/i });
    const chosen = nth(
      templates.filter((template) => template.title === "Financial Reports"),
      0,
    );

    await page.getByRole("link", { name: chosen.title }).click();
    await expect(box).toHaveValue(chosen.prompt);
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
    await expect(page).toHaveURL("/");

    // By keyboard, after filtering: Enter on a card's link.
    await filterButton(page, "Sales").click();
    const sales = nth(inCategory("Sales"), 1);
    const link = page.getByRole("link", { name: sales.title });
    await link.focus();
    // The card at the top of the window: the box (above it) is out of view, whatever the hero's height.
    await link.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await expect(box).not.toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue(sales.prompt);
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
    // The cursor is at the end, ready to add to the instruction.
    await expect.poll(() => box.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(sales.prompt.length);
  });

  test("keeps the templates out of the page's JavaScript", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await gotoInteractive(page, "/");
    await page.waitForLoadState("networkidle");
    const code = (await Promise.all(scripts)).join("\n");
    expect(code.length).toBeGreaterThan(1000);
    for (const template of templates) expect(code, template.title).not.toContain(template.description);
  });
});

test.describe("/view-all", () => {
  test("Load More Projects adds the next page of cards until none remain, then disappears", async ({ page }) => {
    await gotoInteractive(page, "/view-all");
    await expect(page.getByRole("heading", { level: 1, name: "Shared Droids" })).toBeVisible();
    await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "true");
    expect(await cardTitles(page)).toEqual(titles(templates.slice(0, 8)));
    await expect(page.getByRole("heading", { level: 2, name: "Resume Screening" })).toBeVisible();

    const loadMore = page.getByRole("button", { name: "Load More Projects" });
    const historyLength = await page.evaluate(() => history.length);
    for (let shown = 8; shown < templates.length; shown += 8) {
      await loadMore.click();
      const now = Math.min(shown + 8, templates.length);
      await expect.poll(() => cardTitles(page)).toEqual(titles(templates.slice(0, now)));
      await expect(page.getByText(`Showing ${now} of ${templates.length} templates`)).toBeVisible();
      // Focus moves to the first card that was added.
      await expect(page.getByRole("link", { name: nth(templates, shown).title })).toBeFocused();
    }
    await expect(loadMore).toHaveCount(0);
    await expect(page).toHaveURL(`/view-all?page=${Math.ceil(templates.length / 8)}`);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("lays the cards out in four columns on large screens and one on phones", async ({ page }) => {
    await gotoInteractive(page, "/view-all");
    const columns = async () => {
      const lefts = await page.getByRole("article").evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      return new Set(lefts).size;
    };
    expect(await columns()).toBe(4);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await columns()).toBe(1);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("the filter shows only the chosen category, and Load More pages within it", async ({ page }) => {
    await gotoInteractive(page, "/view-all?page=2");
    expect(await cardTitles(page)).toEqual(titles(templates.slice(0, 16)));

    await filterButton(page, "Accounting").click();
    await expect(page).toHaveURL("/view-all?category=accounting");
    await expect.poll(() => cardTitles(page)).toEqual(titles(inCategory("Accounting")));
    await expect(page.getByRole("button", { name: "Load More Projects" })).toHaveCount(0);
    await expect(page.getByText(`Showing ${inCategory("Accounting").length} of ${inCategory("Accounting").length} Accounting templates`)).toBeVisible();

    await filterButton(page, "All").click();
    await expect(page).toHaveURL("/view-all");
    await expect.poll(() => cardTitles(page)).toEqual(titles(templates.slice(0, 8)));
  });

  test("choosing a card opens the home page with its prompt in the box, focused", async ({ page }) => {
    await gotoInteractive(page, "/view-all");
    await page.getByRole("button", { name: "Load More Projects" }).click();
    const chosen = nth(templates, 10);
    await page.getByRole("link", { name: chosen.title }).click();

    await expect(page).toHaveURL(`/?prompt=${encodeURIComponent(chosen.prompt)}`);
    const box = page.getByRole("textbox", { name: /instruction/i });
    await expect(box).toHaveValue(chosen.prompt);
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
  });

  test("a shared /?prompt= link opens with the prompt in the box, focused", async ({ page }) => {
    const chosen = nth(templates, 3);
    await gotoInteractive(page, `/?prompt=${encodeURIComponent(chosen.prompt)}`);
    const box = page.getByRole("textbox", { name: /instruction/i });
    await expect(box).toHaveValue(chosen.prompt);
    await expect(box).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows the gallery; the filter and the cards work as links and forms", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "From the Community" })).toBeVisible();
    for (const template of templates.slice(0, 8)) {
      await expect(page.getByRole("heading", { level: 3, name: template.title })).toBeVisible();
      await expect(page.getByText(template.description)).toBeVisible();
    }

    await filterButton(page, "HR").click();
    await expect(page).toHaveURL("/?category=hr#community");
    await expect(filterButton(page, "HR")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => cardTitles(page)).toEqual(titles(inCategory("HR")));

    await filterButton(page, "All").click();
    await expect(page).toHaveURL("/?category=all#community");
    await expect.poll(() => cardTitles(page)).toEqual(titles(templates.slice(0, 8)));

    const chosen = nth(templates, 6);
    await page.getByRole("link", { name: chosen.title }).click();
    await expect(page.getByRole("textbox", { name: /instruction/i })).toHaveValue(chosen.prompt);
  });

  test("/view-all shows the cards; the filter and Load More reload the page with the next cards", async ({ page }) => {
    await page.goto("/view-all");
    await expect(page.getByRole("heading", { level: 1, name: "Shared Droids" })).toBeVisible();
    for (const template of templates.slice(0, 8)) {
      await expect(page.getByRole("heading", { level: 2, name: template.title })).toBeVisible();
      await expect(page.getByText(template.description)).toBeVisible();
    }

    await page.getByRole("button", { name: "Load More Projects" }).click();
    await expect(page).toHaveURL(`/view-all?page=2#template-${nth(templates, 8).id}`);
    await expect.poll(() => cardTitles(page)).toEqual(titles(templates.slice(0, 16)));
    await expect(page.getByRole("heading", { name: nth(templates, 8).title })).toBeInViewport();

    await filterButton(page, "Healthcare").click();
    await expect(page).toHaveURL("/view-all?category=healthcare");
    await expect.poll(() => cardTitles(page)).toEqual(titles(inCategory("Healthcare")));
    await expect(page.getByRole("button", { name: "Load More Projects" })).toHaveCount(0);

    await page.getByRole("link", { name: nth(inCategory("Healthcare"), 0).title }).click();
    await expect(page.getByRole("textbox", { name: /instruction/i })).toHaveValue(nth(inCategory("Healthcare"), 0).prompt);
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the home page and /view-all have no axe violations", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoInteractive(page, "/?category=customer-support");
      await expectNoAxeViolations(page);
      await gotoInteractive(page, "/view-all?page=2");
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
