import { expect, gotoHydrated, settledBox, test } from "./fixtures.ts";

// Phones (375 px) and the hero's share of a laptop screen.

test.describe("the header at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const javaScriptEnabled of [true, false]) {
    test(`offers Pricing, Sign in and Get started in a Menu (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto("/enterprise");
      const header = page.getByRole("banner");
      for (const name of ["Pricing", "Sign in", "Get started"]) await expect(header.getByRole("link", { name })).toHaveCount(0);
      await header.getByText("Menu", { exact: true }).click();
      const links = { Pricing: "/pricing", "Sign in": "/sign-in", "Get started": "/sign-up" };
      for (const [name, href] of Object.entries(links)) {
        const link = header.getByRole("link", { name });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", href);
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      if (!javaScriptEnabled) {
        await header.getByRole("link", { name: "Sign in" }).click();
        await expect(page).toHaveURL("/sign-in");
      }
      await context.close();
    });
  }

  test("with JavaScript, Sign in from the Menu opens the sign-in dialog in place", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await header.getByText("Menu", { exact: true }).click();
    await header.getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Welcome Back" })).toHaveAttribute("data-state", "open");
    await expect(page).toHaveURL("/");
  });

  test("the Menu closes when an item is chosen, on a tap outside and on Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    const menu = header.getByRole("button", { name: "Menu", exact: true });
    const pricing = header.getByRole("link", { name: "Pricing" });
    for (const item of [pricing, header.getByRole("link", { name: "Sign in" }), header.getByRole("link", { name: "Get started" })]) {
      await menu.click();
      await expect(item).toBeVisible();
      await item.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toHaveAttribute("data-state", "open");
      await expect(item).toBeHidden();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      // The page is uncovered: the menu stayed shut and the hero's heading takes the tap.
      await expect(item).toBeHidden();
      await expect(menu).toBeFocused();
    }
    await menu.click();
    await expect(pricing).toBeVisible();
    await page.mouse.click(100, 500);
    await expect(pricing).toBeHidden();
    await menu.click();
    await expect(pricing).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(pricing).toBeHidden();
    await expect(page.locator(":popover-open")).toHaveCount(0);
  });

  test("without JavaScript, a tap outside closes the Menu", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto("/");
    const header = page.getByRole("banner");
    await header.getByText("Menu", { exact: true }).click();
    await expect(header.getByRole("link", { name: "Pricing" })).toBeVisible();
    await page.mouse.click(100, 500);
    await expect(header.getByRole("link", { name: "Pricing" })).toBeHidden();
    await context.close();
  });
});

test.describe("the dashboard", () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("user", { name: "Pia Phone" });
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`does not scroll the page on load at ${viewport.width} px; the assistant scrolls its own panel`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/dashboard");
      const conversation = page.getByRole("list", { name: "Conversation" });
      await expect(conversation.getByText("Hi! I'm your AI assistant.", { exact: false })).toBeVisible();
      const input = page.getByRole("textbox", { name: "Message the assistant" });
      await expect(input).toBeEnabled(); // hydrated: the scroll effect has run
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Many messages: the newest is in view inside the panel, the page stays put.
      await page.evaluate(() => window.scrollTo(0, 0));
      for (let index = 1; index <= 8; index++) {
        await input.fill(`Message ${index}`);
        await input.press("Enter");
      }
      await expect(conversation.getByText("I understand your request.", { exact: false })).toHaveCount(8);
      const newest = conversation.locator("li").last();
      await expect(newest).toBeInViewport();
      const { scrollTop, scrollHeight, clientHeight } = await conversation.evaluate((list) => ({
        scrollTop: list.scrollTop,
        scrollHeight: list.scrollHeight,
        clientHeight: list.clientHeight,
      }));
      expect(scrollHeight).toBeGreaterThan(clientHeight);
      expect(Math.abs(scrollTop + clientHeight - scrollHeight)).toBeLessThanOrEqual(1);
      if (viewport.width >= 1280) expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test("the sidebar overlay at 375 px covers the viewport's full height", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/dashboard");
    await expect(page.getByRole("textbox", { name: "Message the assistant" })).toBeEnabled();
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    const sheet = page.getByRole("dialog", { name: "Dashboard" });
    await expect(sheet).toBeVisible();
    const box = await settledBox(sheet);
    expect(box.y).toBe(0);
    expect(box.height).toBe(812);
    const overlay = (await page.locator('[data-slot="dialog-overlay"]').boundingBox())!;
    expect(overlay.y).toBe(0);
    expect(overlay.height).toBe(812);
  });
});

test.describe("the home hero", () => {
  test("is about 60% of a 1280 × 800 viewport", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const hero = (await page.locator('section[aria-labelledby="hero-title"]').boundingBox())!;
    expect(hero.height / 800).toBeGreaterThanOrEqual(0.55);
    expect(hero.height / 800).toBeLessThanOrEqual(0.65);
  });

  test("fits a 375 × 812 phone: no sideways scrolling, the box and its buttons inside the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    for (const control of [
      page.getByRole("textbox", { name: "Your instruction for the droid" }),
      page.getByRole("button", { name: "I'm Feeling Lucky!" }),
      page.getByRole("button", { name: "Send" }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(812);
    }
  });
});
