import type { Locator, Page } from "@playwright/test";
import { customerSupport } from "../../app/content/customer-support.ts";
import { loadIndustryContent } from "../../app/content/industries/load-industry.ts";
import { featuredIntegrations, integrationCategories } from "../../app/content/integrations.ts";
import { industrySlugs } from "../../app/content/site.ts";
import { customerCounts, trialOnly } from "../helpers/industry-claims.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

// The industry landing pages and the customer-support page as a visitor sees
// them: texts and figures, calls to action and their dialogs.

const industries = await Promise.all(industrySlugs.map((slug) => loadIndustryContent(slug)));


const roiFigures = [
  ["85%", "Response Time Reduction"],
  ["60%", "Support Cost Savings"],
  ["95%", "Customer Satisfaction"],
  ["92%", "Issue Resolution Rate"],
] as const;

const dialogNames = { trial: "Create Your Account", demo: "Schedule a Demo", integrations: "All Integrations" } as const;

/** Goes to the page and waits until its calls to action open dialogs (i.e. it has hydrated). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main [aria-haspopup=dialog]").first()).toBeAttached();
}

/** The page's calls to action that open a dialog, in page order, with the dialog each names. */
async function dialogTriggers(page: Page) {
  const triggers = page.locator("main [aria-haspopup=dialog]");
  const count = await triggers.count();
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const trigger = triggers.nth(index);
      const kind = (await trigger.getAttribute("data-cta")) as keyof typeof dialogNames;
      return { trigger, kind, label: (await trigger.innerText()).trim() };
    }),
  );
}

async function expectDialogOpensAndCloses(page: Page, trigger: Locator, name: string) {
  await trigger.click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("data-state", "open");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const industry of industries) {
    test(`/${industry.slug} shows its headline, figures and claims, with links for its calls to action`, async ({ page }) => {
      await page.goto(`/${industry.slug}`);
      await expect(page).toHaveTitle(`${industry.meta.title} | Droids`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", industry.meta.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${industry.slug}$`));

      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(industry.hero.title);
      for (const claim of ["75% less admin time", "20+ hours saved per week", "30 days", "no credit card"]) {
        await expect(main).toContainText(claim);
      }
      const count = customerCounts[industry.slug];
      if (count) await expect(main).toContainText(count);
      if (industry.slug === "healthcare") await expect(main).toContainText("HIPAA compliant");

      // 8 features, 4 or 6 timed steps, 3 testimonials.
      await expect(page.locator("#features h3")).toHaveCount(8);
      const steps = page.locator("#how-it-works li");
      expect([4, 6]).toContain(await steps.count());
      await expect(steps.nth(0)).toContainText("5 minutes");
      await expect(steps.nth(1)).toContainText("15 minutes");
      await expect(page.locator("#testimonials figure")).toHaveCount(3);

      // Calls to action are links to the pages their dialogs stand for.
      const trials = main.getByRole("link", { name: "Start Free Trial" });
      await expect(trials).toHaveCount(2);
      for (const link of await trials.all()) await expect(link).toHaveAttribute("href", "/sign-up");
      const demos = main.getByRole("link", { name: "Schedule Demo" });
      if (trialOnly.includes(industry.slug)) {
        await expect(demos).toHaveCount(0);
        await expect(main).not.toContainText("Schedule Demo");
      } else {
        await expect(demos).toHaveCount(2);
        for (const link of await demos.all()) await expect(link).toHaveAttribute("href", "/demo");
      }
    });
  }

  test("the trial and demo links lead to the sign-up and demo pages", async ({ page }) => {
    await page.goto("/real-estate");
    await page.getByRole("main").getByRole("link", { name: "Start Free Trial" }).first().click();
    await expect(page).toHaveURL("/sign-up");
    await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
    await page.goto("/healthcare");
    await page.getByRole("main").getByRole("link", { name: "Schedule Demo" }).first().click();
    await expect(page).toHaveURL("/demo");
  });

  test("/customer-support shows its headline, channels, steps, integrations and ROI figures", async ({ page }) => {
    await page.goto("/customer-support");
    await expect(page).toHaveTitle(`${customerSupport.meta.title} | Droids`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/customer-support$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(customerSupport.hero.title);
    await expect(main).toContainText("14-day free trial, no setup fees, cancel anytime");

    for (const channel of ["Voice calls", "Email", "Live chat", "SMS", "WhatsApp", "Order management"]) {
      await expect(page.locator("#channels").getByRole("heading", { name: channel, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "How It Works" })).toBeVisible();
    const steps = page.locator("#how-it-works ol > li");
    expect(await steps.count()).toBeGreaterThanOrEqual(3);
    for (const step of await steps.all()) await expect(step.locator("ul > li")).toHaveCount(3);

    await expect(page.getByRole("heading", { level: 2, name: "Seamless Integrations" })).toBeVisible();
    // Each tile: a decorative monogram, then the tool's name.
    await expect(page.locator("#integrations ul").first().locator("> li")).toHaveText(
      featuredIntegrations.map((name) => new RegExp(`${name}$`)),
    );

    await expect(page.getByRole("heading", { level: 2, name: "Proven ROI" })).toBeVisible();
    for (const [figure, label] of roiFigures) {
      await expect(page.getByRole("listitem").filter({ hasText: label })).toHaveText(`${figure} ${label}`);
    }
  });

  test("/customer-support: View All Integrations and Start Your Free Trial Today lead to every integration by category", async ({ page }) => {
    await page.goto("/customer-support");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Start Your Free Trial Today" })).toHaveCount(2);
    for (const link of await main.getByRole("link", { name: /^(View All Integrations|Start Your Free Trial Today)$/ }).all()) {
      await expect(link).toHaveAttribute("href", "#all-integrations");
    }
    await main.getByRole("link", { name: "View All Integrations" }).click();
    await expect(page).toHaveURL(/#all-integrations$/);
    const list = page.locator("#all-integrations");
    await expect(list).toBeInViewport();
    for (const category of integrationCategories) {
      const group = list.getByRole("region", { name: category.name });
      await expect(group.getByRole("listitem")).toHaveText(category.tools);
    }
    await list.getByRole("link", { name: "Join the Waitlist" }).click();
    await expect(page).toHaveURL("/waitlist");
  });
});

test.describe("calls to action", () => {
  for (const industry of industries) {
    test(`on /${industry.slug} each opens the dialog it names`, async ({ page }) => {
      test.slow(); // four dialogs, opened and closed in turn
      await openHydrated(page, `/${industry.slug}`);
      const triggers = await dialogTriggers(page);
      const expected = [...industry.hero.actions, ...industry.closing.actions];
      expect(triggers.map(({ kind, label }) => ({ kind, label }))).toEqual(expected);
      if (trialOnly.includes(industry.slug)) expect(triggers.some(({ kind }) => kind === "demo")).toBe(false);
      for (const { trigger, kind } of triggers) {
        await expectDialogOpensAndCloses(page, trigger, dialogNames[kind]);
      }
    });
  }

  test("on /customer-support each opens the dialog it names", async ({ page }) => {
    test.slow();
    await openHydrated(page, "/customer-support");
    const triggers = await dialogTriggers(page);
    expect(triggers.map(({ kind, label }) => ({ kind, label }))).toEqual([
      { kind: "integrations", label: "Start Your Free Trial Today" },
      { kind: "demo", label: "Schedule Demo" },
      { kind: "integrations", label: "View All Integrations" },
      { kind: "integrations", label: "Start Your Free Trial Today" },
    ]);
    for (const { trigger, kind } of triggers) {
      await expectDialogOpensAndCloses(page, trigger, dialogNames[kind]);
    }
  });

  test("the trial call to action opens the sign-up dialog in place", async ({ page }) => {
    await openHydrated(page, "/sales");
    await page.getByRole("main").getByRole("link", { name: "Start Free Trial" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Your Account" });
    await expect(dialog.getByText("Join thousands of developers building the future with AI")).toBeVisible();
    await expect(page).toHaveURL("/sales");
  });
});

test("following a footer link renders the industry page from its prerendered data", async ({ page }) => {
  await openHydrated(page, "/real-estate");
  for (const [name, path] of [
    ["Sales", "/sales"],
    ["Home Health Care", "/healthcare"],
    ["Customer Support", "/customer-support"],
  ] as const) {
    await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    const title = path === "/customer-support" ? customerSupport.hero.title : industries.find((i) => `/${i.slug}` === path)!.hero.title;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(/\| Droids$/);
  }
  await page.getByRole("main").locator("[aria-haspopup=dialog]").first().click();
  await expect(page.getByRole("dialog", { name: "All Integrations" })).toBeVisible();
});

test.describe("integrations dialog", () => {
  test("is loaded on first use and lists every integration by category", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, "/customer-support");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => /(integrations|waitlist|demo)-dialog/.test(path))).toEqual([]);

    await page.getByRole("main").getByRole("link", { name: "View All Integrations" }).click();
    const dialog = page.getByRole("dialog", { name: "All Integrations" });
    await expect(dialog).toBeVisible();
    expect(scripts.some((path) => path.includes("integrations-dialog"))).toBe(true);
    for (const category of integrationCategories) {
      await expect(dialog.getByRole("heading", { level: 3, name: category.name, exact: true })).toBeVisible();
      await expect(dialog.getByRole("region", { name: category.name }).getByRole("listitem")).toHaveText(category.tools);
    }
    await expect(dialog).toContainText("14-day free trial, no setup fees, cancel anytime");
  });

  test("its call to action closes it and opens the waitlist dialog; focus returns to the opener", async ({ page }) => {
    await openHydrated(page, "/customer-support");
    const opener = page.getByRole("main").getByRole("link", { name: "Start Your Free Trial Today" }).first();
    await opener.click();
    const integrations = page.getByRole("dialog", { name: "All Integrations" });
    await integrations.getByRole("button", { name: "Join the Waitlist" }).click();
    const waitlist = page.getByRole("dialog", { name: "Join the Waitlist" });
    await expect(waitlist).toBeVisible();
    await expect(integrations).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(waitlist.getByRole("textbox", { name: "Full Name" })).toBeFocused();
    await expect(waitlist.locator('input[name="sourcePage"]')).toHaveValue("/customer-support");
    await waitlist.getByRole("button", { name: "Cancel" }).click();
    await expect(waitlist).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("works from the keyboard", async ({ page }) => {
    await openHydrated(page, "/customer-support");
    const opener = page.getByRole("main").getByRole("link", { name: "View All Integrations" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "All Integrations" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    // Focus stays inside the dialog.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test("the integrations grid has 2, 4 or 6 columns by width", async ({ page }) => {
  const columns = () =>
    page
      .locator("#integrations ul")
      .first()
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
  for (const [width, expected] of [
    [360, 2],
    [800, 4],
    [1280, 6],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/customer-support");
    expect(await columns(), `${width} px`).toBe(expected);
  }
});

test("the customer-support steps sit 3 per row on wide screens", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/customer-support");
  const tops = await page.locator("#how-it-works ol > li").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(tops.slice(0, 3).every((top) => top === tops[0])).toBe(true);
  if (tops.length > 3) expect(tops[3]).toBeGreaterThan(tops[0]!);
});

const allPaths = [...industrySlugs.map((slug) => `/${slug}`), "/customer-support"];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of allPaths) {
      test(`${path} has no axe violations, also with each of its dialogs open, and does not scroll sideways`, async ({ page }) => {
        test.slow(); // up to three axe runs
        await page.emulateMedia({ reducedMotion: "reduce" });
        await openHydrated(page, path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        await expectNoAxeViolations(page);

        const seen = new Set<string>();
        for (const { trigger, kind } of await dialogTriggers(page)) {
          if (seen.has(kind)) continue;
          seen.add(kind);
          await trigger.click();
          const dialog = page.getByRole("dialog", { name: dialogNames[kind] });
          await expect(dialog).toHaveAttribute("data-state", "open");
          const box = (await dialog.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          await expectNoAxeViolations(page);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
        expect(seen.size).toBeGreaterThan(0);
      });
    }
  });
}

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("no page scrolls sideways, and no card's text overflows it", async ({ page }) => {
    for (const path of allPaths) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0);
      const overflowing = await page
        .locator("main li")
        .evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth).map((item) => item.textContent));
      expect(overflowing, path).toEqual([]);
    }
  });
});
