import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, settledBox, test } from "./fixtures.ts";

// The industry landing pages and the customer-support page as a visitor sees
// them: texts and figures, calls to action and their dialogs. The expected
// texts are the specification's (/work/shared/SPEC.md, §1 and §2 "Industry
// landing pages", "Customer-support page"), written out here, not read from
// app/content: a content change that breaks the specification fails here.

interface IndustryPage {
  slug: string;
  /** The page's subject as the specification names it; the page's title names it too. */
  name: RegExp;
  /** The customer count the specification gives for it, if any. */
  customers: string | null;
  /** "Sales, HR, finance and accounting pages … have only the trial dialog." */
  trialOnly: boolean;
  /** The topics the specification lists for it. */
  topics: readonly string[];
}

const industries: readonly IndustryPage[] = [
  {
    slug: "real-estate",
    name: /real estate/i,
    customers: null,
    trialOnly: false,
    topics: ["tenant screening", "communication", "rent collection", "maintenance", "portfolio management"],
  },
  {
    slug: "healthcare",
    name: /home health care/i,
    customers: null,
    trialOnly: false,
    topics: ["patient intake", "follow-up", "billing validation", "eligibility check", "claims", "HIPAA"],
  },
  { slug: "marketing", name: /marketing/i, customers: "500+ marketing teams", trialOnly: false, topics: [] },
  { slug: "sales", name: /sales/i, customers: "1000+ sales teams", trialOnly: true, topics: [] },
  { slug: "hr", name: /\bHR\b/, customers: "300+ HR teams", trialOnly: true, topics: [] },
  { slug: "finance", name: /financ/i, customers: "200+ financial institutions", trialOnly: true, topics: [] },
  { slug: "productivity", name: /productivity/i, customers: "2000+ productivity teams", trialOnly: false, topics: [] },
  { slug: "accounting", name: /accounting/i, customers: "800+ accounting teams", trialOnly: true, topics: [] },
];

/** The calls to action and the dialogs they open. */
const startTrial = { kind: "trial", label: "Start Free Trial" } as const;
const scheduleDemo = { kind: "demo", label: "Schedule Demo" } as const;

const roiFigures = [
  ["85%", "Response Time Reduction"],
  ["60%", "Support Cost Savings"],
  ["95%", "Customer Satisfaction"],
  ["92%", "Issue Resolution Rate"],
] as const;

const dialogNames = { trial: "Create Your Account", demo: "Schedule a Demo", integrations: "All Integrations" } as const;

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

/**
 * The integrations listed by category in `directory` (the page's list, or the
 * dialog). The specification does not give their names, so the journeys
 * compare the page's lists with each other, not with app/content.
 */
async function integrationDirectory(directory: Locator) {
  return directory.locator("section[aria-label]").evaluateAll((sections) =>
    sections.map((section) => ({
      name: section.getAttribute("aria-label") ?? "",
      tools: [...section.querySelectorAll("li")].map((item) => item.textContent?.trim() ?? ""),
    })),
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
      await expect(page).toHaveTitle(/ \| Droids$/);
      expect(await page.title()).toMatch(industry.name);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\w/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${industry.slug}$`));

      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(/\w/);
      for (const claim of ["75% less admin time", "20+ hours saved per week", "30 days", "no credit card"]) {
        await expect(main).toContainText(claim);
      }
      if (industry.customers) await expect(main).toContainText(industry.customers);
      for (const topic of industry.topics) await expect(main).toContainText(new RegExp(topic, "i"));

      // 8 features, 4 or 6 timed steps, 3 testimonials.
      await expect(page.locator("#features h3")).toHaveCount(8);
      const steps = page.locator("#how-it-works li");
      expect([4, 6]).toContain(await steps.count());
      await expect(steps.nth(0)).toContainText("5 minutes");
      await expect(steps.nth(1)).toContainText("15 minutes");
      // "then ongoing or continuous"
      for (const step of (await steps.all()).slice(2)) await expect(step).toContainText(/ongoing|continuous/i);
      await expect(page.locator("#testimonials figure")).toHaveCount(3);

      // Calls to action are links to the pages their dialogs stand for.
      const trials = main.getByRole("link", { name: "Start Free Trial" });
      await expect(trials).toHaveCount(2);
      for (const link of await trials.all()) await expect(link).toHaveAttribute("href", "/sign-up");
      const demos = main.getByRole("link", { name: "Schedule Demo" });
      if (industry.trialOnly) {
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
    await expect(page).toHaveTitle(/customer support.* \| Droids$/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/customer-support$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/\w/);
    await expect(main).toContainText("14-day free trial, no setup fees, cancel anytime");

    for (const channel of ["Voice calls", "Email", "Live chat", "SMS", "WhatsApp", "Order management"]) {
      await expect(page.locator("#channels").getByRole("heading", { name: channel, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "How It Works" })).toBeVisible();
    const steps = page.locator("#how-it-works ol > li");
    expect(await steps.count()).toBeGreaterThanOrEqual(3);
    for (const step of await steps.all()) await expect(step.locator("ul > li")).toHaveCount(3);

    await expect(page.getByRole("heading", { level: 2, name: "Seamless Integrations" })).toBeVisible();
    // Each tile: a decorative monogram, then the tool's name, one of those in the full list.
    const tiles = await page.locator("#integrations ul").first().locator("> li").allInnerTexts();
    expect(tiles.length).toBeGreaterThan(0);
    const everyTool = (await integrationDirectory(page.locator("#all-integrations"))).flatMap((category) => category.tools);
    for (const tile of tiles)
      expect(
        everyTool.some((tool) => tile.trim().endsWith(tool)),
        tile,
      ).toBe(true);

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
    const categories = await integrationDirectory(list);
    expect(categories.length).toBeGreaterThan(1);
    for (const category of categories) {
      expect(category.name).not.toBe("");
      expect(category.tools.length, category.name).toBeGreaterThan(0);
      await expect(list.getByRole("region", { name: category.name }).getByRole("heading", { level: 3 })).toHaveText(category.name);
    }
    await list.getByRole("link", { name: "Join the Waitlist" }).click();
    await expect(page).toHaveURL("/waitlist");
  });
});

test.describe("calls to action", () => {
  for (const industry of industries) {
    test(`on /${industry.slug} each opens the dialog it names`, async ({ page }) => {
      test.slow(); // four dialogs, opened and closed in turn
      await gotoHydrated(page, `/${industry.slug}`);
      const triggers = await dialogTriggers(page);
      // The hero's, then the closing section's: the trial, and the demo where the page has one.
      const actions = industry.trialOnly ? [startTrial] : [startTrial, scheduleDemo];
      expect(triggers.map(({ kind, label }) => ({ kind, label }))).toEqual([...actions, ...actions]);
      for (const { trigger, kind } of triggers) {
        await expectDialogOpensAndCloses(page, trigger, dialogNames[kind]);
      }
    });
  }

  test("on /customer-support each opens the dialog it names", async ({ page }) => {
    test.slow();
    await gotoHydrated(page, "/customer-support");
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
    await gotoHydrated(page, "/sales");
    await page.getByRole("main").getByRole("link", { name: "Start Free Trial" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Your Account" });
    await expect(dialog.getByText("Join thousands of developers building the future with AI")).toBeVisible();
    await expect(page).toHaveURL("/sales");
  });
});

test("following a footer link renders the industry page from its prerendered data", async ({ page }) => {
  await gotoHydrated(page, "/real-estate");
  for (const [name, path] of [
    ["Sales", "/sales"],
    ["Home Health Care", "/healthcare"],
    ["Customer Support", "/customer-support"],
  ] as const) {
    // The headline a visitor gets on opening the page directly, rendered from the prerendered data.
    const direct = await page.context().newPage();
    await direct.goto(path);
    const headline = await direct.getByRole("heading", { level: 1 }).innerText();
    await direct.close();
    await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(page).toHaveTitle(new RegExp(`${name}.* \\| Droids$`, "i"));
  }
  await page.getByRole("main").locator("[aria-haspopup=dialog]").first().click();
  await expect(page.getByRole("dialog", { name: "All Integrations" })).toBeVisible();
});

test.describe("integrations dialog", () => {
  test("is loaded on first use and lists every integration by category, as the page does without JavaScript", async ({ page, browser, baseURL }) => {
    // The page's own list is there only without JavaScript (in <noscript>).
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto("/customer-support");
    const categories = await integrationDirectory(plain.locator("#all-integrations"));
    await noScript.close();
    expect(categories.length).toBeGreaterThan(1);

    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, "/customer-support");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => /(integrations|waitlist|demo)-dialog/.test(path))).toEqual([]);

    await page.getByRole("main").getByRole("link", { name: "View All Integrations" }).click();
    const dialog = page.getByRole("dialog", { name: "All Integrations" });
    await expect(dialog).toBeVisible();
    expect(scripts.some((path) => path.includes("integrations-dialog"))).toBe(true);
    expect(await integrationDirectory(dialog)).toEqual(categories);
    for (const category of categories) {
      await expect(dialog.getByRole("heading", { level: 3, name: category.name, exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText("14-day free trial, no setup fees, cancel anytime");
  });

  test("its call to action closes it and opens the waitlist dialog; focus returns to the opener", async ({ page }) => {
    await gotoHydrated(page, "/customer-support");
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
    await gotoHydrated(page, "/customer-support");
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

const allPaths = [...industries.map(({ slug }) => `/${slug}`), "/customer-support"];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of allPaths) {
      test(`${path} has no axe violations, also with each of its dialogs open, and does not scroll sideways`, async ({ page }) => {
        test.slow(); // up to three axe runs
        await page.emulateMedia({ reducedMotion: "reduce" });
        await gotoHydrated(page, path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        await expectNoAxeViolations(page);

        const seen = new Set<string>();
        for (const { trigger, kind } of await dialogTriggers(page)) {
          if (seen.has(kind)) continue;
          seen.add(kind);
          await trigger.click();
          const dialog = page.getByRole("dialog", { name: dialogNames[kind] });
          await expect(dialog).toHaveAttribute("data-state", "open");
          const box = await settledBox(dialog);
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
