import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, settledBox, test } from "./fixtures.ts";

// The enterprise page, the plan dialog behind the header's Pricing button,
// and the privacy and terms pages.

/** The calls to action in the enterprise page's main content. */
const enterpriseActions = (page: Page) => page.locator("main").locator("a, button");

/** Clicks the header's Pricing link (in the Menu on phones). */
async function clickPricing(page: Page) {
  const header = page.getByRole("banner");
  const pricing = header.getByRole("link", { name: "Pricing" });
  if (!(await pricing.isVisible())) await header.getByText("Menu", { exact: true }).click();
  await pricing.click();
}

/** Opens the plan dialog once the page has hydrated (Pricing is a link to /pricing until then). */
async function openPlanDialog(page: Page, path = "/") {
  await gotoHydrated(page, path);
  await clickPricing(page);
  const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
  await expect(dialog).toBeVisible();
  return dialog;
}

function planCard(dialog: Locator, name: string) {
  return dialog.getByRole("article", { name, exact: true });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/enterprise shows its hero, six features, compliance claims, two plans and links to /demo", async ({ page }) => {
    await page.goto("/enterprise");
    await expect(page).toHaveTitle("Enterprise-Grade AI Employees | Droids");
    await expect(page.getByRole("heading", { level: 1, name: "Enterprise-Grade AI Employees" })).toBeVisible();

    const main = page.locator("main");
    for (const standard of ["SOC 2 Type II", "GDPR", "HIPAA", "PCI DSS"]) {
      await expect(main.getByText(standard, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByRole("heading", { level: 3, name: "99.9% uptime SLA" })).toBeVisible();

    const features = page.locator("section", { has: page.getByRole("heading", { name: "Built for how large organisations work" }) });
    await expect(features.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(features.getByRole("heading", { name: "Roles, permissions and audit trails" })).toBeVisible();

    const team = main.getByRole("article", { name: "Team" });
    const enterprise = main.getByRole("article", { name: "Enterprise" });
    await expect(team.getByRole("listitem")).toHaveText(["Up to 50 members", "Custom integrations", "Priority support", "SSO"]);
    await expect(enterprise.getByRole("listitem")).toHaveText([
      "Unlimited members",
      "24/7 dedicated support",
      "On-premise deployment",
      "99.9% uptime SLA",
      "SSO",
    ]);
    // The enterprise plans show no prices.
    for (const card of [team, enterprise]) {
      await expect(card.getByText("Custom pricing", { exact: true })).toBeVisible();
      await expect(card).not.toContainText("$");
    }
    await expect(main.getByRole("heading", { level: 2, name: "Ready to put AI employees to work?" })).toBeVisible();

    // Every call to action is a link to the demo page.
    const actions = enterpriseActions(page);
    await expect(actions).toHaveCount(6);
    for (const action of await actions.all()) await expect(action).toHaveAttribute("href", "/demo");
    await expect(main.getByRole("link", { name: "Contact Sales" }).first()).toBeVisible();
    await expect(main.getByRole("link", { name: "Schedule Demo" }).first()).toBeVisible();

    await main.getByRole("link", { name: "Schedule Demo" }).first().click();
    await expect(page).toHaveURL("/demo");
    await expect(page.getByRole("heading", { level: 1, name: "Schedule a Demo" })).toBeVisible();
  });

  test("/privacy is the complete policy, last updated July 11, 2025", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page).toHaveTitle("Privacy Policy | Droids");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Last updated July 11, 2025", { exact: true })).toBeVisible();
    await expect(page.locator("time")).toHaveAttribute("datetime", "2025-07-11");

    const main = page.locator("main");
    for (const heading of [
      "1. Information we collect",
      "2. How we use your information",
      "3. How we share your information",
      "4. How long we keep your information",
      "5. Your rights and choices",
      "6. How we protect your information",
      "8. Cookies",
      "9. Children",
      "12. Contact us",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const text of ["The Service is not intended for children under 13", "We do not sell personal information", "Standard Contractual Clauses"]) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByRole("heading", { name: "If you are in the European Economic Area, the United Kingdom or Switzerland (GDPR)" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "If you are a California resident (CCPA)" })).toBeVisible();
    const cookies = main.getByRole("table").filter({ has: page.getByRole("cell", { name: "Session cookie", exact: true }) });
    await expect(cookies.getByRole("row")).toHaveCount(4);
    await expect(cookies).toContainText("Visitor cookie");
    await expect(main.getByRole("link", { name: /^privacy@/ }).first()).toHaveAttribute("href", /^mailto:privacy@/);
    await expect(main.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    // The table of contents leads to the sections.
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "8. Cookies" })).toHaveAttribute("href", "#cookies");
  });

  test("/terms is the complete terms, last updated July 12, 2025, with its legal facts", async ({ page }) => {
    await page.goto("/terms");
    await expect(page).toHaveTitle("Terms of Service | Droids");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByText("Last updated July 12, 2025", { exact: true })).toBeVisible();
    await expect(page.locator("time")).toHaveAttribute("datetime", "2025-07-12");

    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 2, name: "7. Plans, fees and payment" })).toBeVisible();
    for (const fact of [
      "Fees are charged in advance, monthly or annually",
      "Fees are non-refundable",
      "We will give you at least 30 days' notice before any price change takes effect.",
      "The Service is not for children under 13",
      "Plans include a 14-day free trial, with no credit card required",
      "You can cancel at any time",
    ]) {
      await expect(main).toContainText(fact);
    }
    await expect(main.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy");
  });

  test("each page has its own description, canonical link and Open Graph tags", async ({ page }) => {
    for (const path of ["/enterprise", "/privacy", "/terms"]) {
      await page.goto(path);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{60,160}$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\| Droids$/);
    }
  });

  test("the header's Pricing link leads to /pricing: the same three plans, whose buttons are links", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your Plan");
    await expect(page.getByText("Start building with AI. Upgrade or downgrade at any time.")).toBeVisible();
    const main = page.getByRole("main");
    for (const [name, button, href] of [
      ["Starter", "Get Started", "/sign-up"],
      ["Pro", "Get Started", "/sign-up"],
      ["Enterprise", "Contact Sales", "/demo"],
    ] as const) {
      const card = main.getByRole("article", { name });
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(name);
      await expect(card.getByRole("link", { name: button })).toHaveAttribute("href", href);
    }
    await expect(main.getByText("Most Popular", { exact: true })).toBeVisible();
    for (const text of ["All plans include 14-day free trial", "No credit card required", "Cancel anytime"]) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    await main.getByRole("article", { name: "Enterprise" }).getByRole("link", { name: "Contact Sales" }).click();
    await expect(page).toHaveURL("/demo");
  });
});

test.describe("enterprise page", () => {
  test("every button opens the demo dialog, and focus returns to it", async ({ page }) => {
    await page.goto("/enterprise");
    const actions = enterpriseActions(page);
    await expect(actions).toHaveCount(6);
    const labels = (await actions.allInnerTexts()).map((text) => text.trim());
    expect(labels.filter((label) => label === "Contact Sales").length).toBeGreaterThanOrEqual(2);
    expect(labels.filter((label) => label === "Schedule Demo").length).toBeGreaterThanOrEqual(2);

    for (let index = 0; index < labels.length; index++) {
      const action = actions.nth(index);
      await action.click();
      const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
      await expect(dialog, labels[index]).toBeVisible();
      await expect(dialog.locator('input[name="sourcePage"]')).toHaveValue("/enterprise");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(action).toBeFocused();
      await expect(page).toHaveURL("/enterprise");
    }
  });
});

test.describe("plan dialog", () => {
  test("its code is loaded only when Pricing is used", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/enterprise");
    await page.waitForLoadState("networkidle");
    const dialogChunk = /\/assets\/(plan-dialog|dialog|waitlist-dialog|demo-dialog)-/;
    expect(scripts.filter((path) => dialogChunk.test(path))).toEqual([]);
    await page.getByRole("link", { name: "Pricing" }).click();
    await expect(page.getByRole("dialog", { name: "Choose Your Plan" })).toBeVisible();
    expect(scripts.some((path) => path.startsWith("/assets/plan-dialog-"))).toBe(true);
  });

  test("Pricing opens it with the three plans, their prices, features, badge and footer", async ({ page }) => {
    const dialog = await openPlanDialog(page);
    await expect(dialog.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    await expect(dialog.getByText("Start building with AI. Upgrade or downgrade at any time.", { exact: true })).toBeVisible();

    await expect(dialog.getByRole("article")).toHaveCount(3);
    const expected = [
      {
        name: "Starter",
        price: "$29",
        button: "Get Started",
        features: ["5 AI-powered projects", "Basic templates", "Community support", "Standard hosting", "48hr response time"],
      },
      {
        name: "Pro",
        price: "$79",
        button: "Get Started",
        features: [
          "25 AI-powered projects",
          "Premium templates",
          "Priority support",
          "Custom domain",
          "Advanced analytics",
          "Team collaboration",
          "24hr response time",
        ],
      },
      {
        name: "Enterprise",
        price: "$199",
        button: "Contact Sales",
        features: [
          "Unlimited projects",
          "Custom integrations",
          "Dedicated support",
          "White-label solution",
          "Advanced security",
          "Custom training",
          "SSO integration",
          "4hr response time",
        ],
      },
    ];
    for (const plan of expected) {
      const card = planCard(dialog, plan.name);
      await expect(card.getByRole("heading", { name: plan.name, exact: true })).toBeVisible();
      await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
      await expect(card.getByText("/month", { exact: true })).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveText(plan.features);
      await expect(card.getByRole("link")).toHaveText(plan.button);
    }
    await expect(dialog.getByText("Most Popular", { exact: true })).toHaveCount(1);
    await expect(planCard(dialog, "Pro").getByText("Most Popular", { exact: true })).toBeVisible();

    for (const text of ["All plans include 14-day free trial", "No credit card required", "Cancel anytime"]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test("works from the keyboard: opens with Enter, closes with Escape, gives focus back", async ({ page }) => {
    await gotoHydrated(page, "/privacy");
    const pricing = page.getByRole("link", { name: "Pricing" });
    await pricing.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(pricing).toBeFocused();
  });

  for (const plan of ["Starter", "Pro"]) {
    test(`Get Started on ${plan} closes the plans and opens the sign-up dialog; closing it returns focus to Pricing`, async ({ page }) => {
      const dialog = await openPlanDialog(page, "/enterprise");
      await planCard(dialog, plan).getByRole("link", { name: "Get Started" }).click();
      await expect(dialog).toBeHidden();
      const signUp = page.getByRole("dialog", { name: "Create Your Account" });
      await expect(signUp).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(signUp).toBeHidden();
      await expect(page.getByRole("link", { name: "Pricing" })).toBeFocused();
    });
  }

  test("Contact Sales on Enterprise opens the demo dialog", async ({ page }) => {
    const dialog = await openPlanDialog(page);
    await planCard(dialog, "Enterprise").getByRole("link", { name: "Contact Sales" }).click();
    await expect(dialog).toBeHidden();
    const demo = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(demo).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await demo.getByRole("button", { name: "Cancel" }).click();
    await expect(demo).toBeHidden();
    await expect(page.getByRole("link", { name: "Pricing" })).toBeFocused();
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
    });

    for (const path of ["/enterprise", "/pricing", "/privacy", "/terms"]) {
      test(`${path} has no axe violations and no sideways scrolling`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Pricing is in the header's Menu on phones.
        const header = page.getByRole("banner");
        await expect(width < 640 ? header.getByText("Menu", { exact: true }) : header.getByRole("link", { name: "Pricing" })).toBeVisible();
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBe(0);
      });
    }

    test("the privacy policy's cookie table keeps its headers, rows and cells for assistive technology", async ({ page }) => {
      // Narrow screens draw each row as a card; the table's semantics must stay (with no ARIA roles, which are invalid there).
      await page.goto("/privacy");
      const cookies = page.getByRole("table").filter({ has: page.getByRole("cell", { name: "Session cookie", exact: true }) });
      await expect(cookies.getByRole("row")).toHaveCount(4);
      await expect(cookies.getByRole("columnheader")).toHaveCount(await cookies.locator("th").count());
      expect(await cookies.locator("[role]").count()).toBe(0);
    });

    test("the plan dialog has no axe violations and fits the screen", async ({ page }) => {
      const dialog = await openPlanDialog(page, "/enterprise");
      await expect(dialog).toHaveAttribute("data-state", "open");
      await expectNoAxeViolations(page);
      const box = await settledBox(dialog);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    });

    test("the sign-up and demo dialogs opened from the plans have no axe violations", async ({ page }) => {
      const dialog = await openPlanDialog(page, "/privacy");
      await planCard(dialog, "Pro").getByRole("link", { name: "Get Started" }).click();
      const signUp = page.getByRole("dialog", { name: "Create Your Account" });
      await expect(signUp).toHaveAttribute("data-state", "open");
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(signUp).toBeHidden();

      await clickPricing(page);
      await planCard(dialog, "Enterprise").getByRole("link", { name: "Contact Sales" }).click();
      const demo = page.getByRole("dialog", { name: "Schedule a Demo" });
      await expect(demo).toHaveAttribute("data-state", "open");
      await expectNoAxeViolations(page);
    });

    test("the demo dialog opened on /enterprise has no axe violations", async ({ page }) => {
      await page.goto("/enterprise");
      await page.locator("main").getByRole("link", { name: "Contact Sales" }).first().click();
      const demo = page.getByRole("dialog", { name: "Schedule a Demo" });
      await expect(demo).toHaveAttribute("data-state", "open");
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the pages and the plan dialog fit without sideways scrolling", async ({ page }) => {
    for (const path of ["/enterprise", "/privacy", "/terms"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBe(0);
    }
    const dialog = await openPlanDialog(page, "/terms");
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBe(0);
    const box = await settledBox(dialog);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });
});
