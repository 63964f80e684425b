import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

// Every static page of the route table (app/routes.ts): complete without JavaScript,
// accessible at phone and desktop widths, and nothing wider than the screen.
const pages: Array<{ path: string; heading?: string }> = [
  { path: "/", heading: "Automate work with plain English" },
  { path: "/view-all", heading: "Shared Droids" },
  { path: "/enterprise", heading: "Enterprise-Grade AI Employees" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/real-estate" },
  { path: "/healthcare" },
  { path: "/marketing" },
  { path: "/sales" },
  { path: "/hr" },
  { path: "/finance" },
  { path: "/productivity" },
  { path: "/accounting" },
  { path: "/customer-support" },
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, heading } of pages) {
    test(`${path} renders its heading, header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      if (heading) await expect(h1).toHaveText(heading);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path } of pages) {
      test(`${path} has no axe violations and no horizontal overflow`, async ({ page, consoleErrors }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
