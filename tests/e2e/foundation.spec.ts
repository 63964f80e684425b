import type { Page } from "@playwright/test";
import { actOn, expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("home page", () => {
  test("is rendered on the server: its HTML holds the header before any script runs", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<header[^>]*>[\s\S]*href="\/"[\s\S]*<\/header>/);
    expect(html).toContain('href="/enterprise"');
    expect(html).toContain("<footer");
  });

  test("shows the header and footer and has no axe violations", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /droids/i }).first()).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Enterprise" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Real Estate", "/real-estate"],
      ["Home Health Care", "/healthcare"],
      ["Customer Support", "/customer-support"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("hides the Enterprise link below 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Enterprise" })).toBeHidden();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.getByRole("banner").getByRole("link", { name: "Enterprise" })).toBeVisible();
  });

  test("keeps the header on one line from 320 px up, each button's label unbroken", async ({ page }) => {
    for (const width of [320, 360, 375, 768]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto("/");
      const header = page.getByRole("banner");
      // Below 640 px, Pricing, Sign in and Get started are in the Menu.
      const actions =
        width < 640
          ? [header.getByText("Menu", { exact: true })]
          : [header.getByRole("link", { name: "Get started" }), header.getByRole("link", { name: "Pricing" })];
      for (const item of [...actions, header.getByRole("link", { name: "Blog" })]) {
        const box = (await item.boundingBox())!;
        // One line of text in a 36 px (h-9) control, inside the page.
        expect(box.height, `${width} px`).toBe(36);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
    }
  });
});

test.describe("first paint", () => {
  // Each kind of page, each visited twice: a prerendered page (its CSP names
  // its inline scripts by hash), a kept page (rendered and kept on the first
  // visit, answered from memory with hashes on the second) and a page
  // rendered per request (a nonce).
  for (const path of ["/", "/blog", "/sign-in"]) {
    test(`${path} carries its stylesheet inline, applied under the CSP, and asks for no font or preloaded module (the whole stylesheet only once hydrated)`, async ({
      page,
      consoleErrors,
    }) => {
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
      for (const visit of [1, 2]) await expectInlineStylesheet(page, path, `visit ${visit}`);
      await page.getByRole("banner").getByRole("link", { name: "Enterprise" }).click();
      await expect(page).toHaveURL(/\/enterprise$/);
      await expect(page.locator("style[data-href]")).toHaveCount(1);
      await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
      expect(fetched.filter((request) => request.startsWith("font "))).toEqual([]);
      expect([...new Set(fetched.filter((request) => request.startsWith("stylesheet ")))]).toEqual([
        expect.stringMatching(/^stylesheet \/assets\/app-[\w-]+\.css$/),
      ]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("a signed-in visitor's page (rendered per request) carries the stylesheet too", async ({ page, signInAs, consoleErrors }) => {
    await signInAs("user");
    await expectInlineStylesheet(page, "/blog", "signed in");
    expect(consoleErrors).toEqual([]);
  });
});

/** Opens a page: its HTML holds the stylesheet and no stylesheet link or module preload, and the styles apply once hydrated. */
async function expectInlineStylesheet(page: Page, path: string, label: string) {
  const response = await page.goto(path);
  const html = await response!.text();
  expect(html, label).toMatch(/<head>[\s\S]*<style data-precedence="default" data-href="droids-styles">[\s\S]{10000,}?<\/style>[\s\S]*<\/head>/);
  expect(html, label).not.toMatch(/rel="(stylesheet|modulepreload)"/);
  // The styles apply: a CSP that refused them would leave the header static and the text serif.
  await expect(page.getByRole("banner"), label).toHaveCSS("position", "sticky");
  await expect(page.locator("body"), label).toHaveCSS("font-family", /^ui-sans-serif, system-ui/);
  // Once hydrated (at the visitor's first act), React has kept the server's stylesheet rather than adding its own (empty) copy.
  await actOn(page);
  await page.waitForFunction(() => {
    const link = document.querySelector("header a");
    return !!link && Object.keys(link).some((key) => key.startsWith("__reactProps"));
  });
  await expect(page.locator("style[data-href]"), label).toHaveCount(1);
}

test.describe("404 page", () => {
  // The document itself is a 404: Chromium logs it, and the page logs the path.
  test.use({
    allowConsoleErrors: /404 Error: User attempted to access non-existent route|^404 GET \/no-such-page$/,
  });

  test("answers an unknown path with status 404 and the page's texts", async ({ page, consoleErrors }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    // The path is logged by the page's script, once it hydrates (at the visitor's first act).
    await actOn(page);
    await expect.poll(() => logged.join("\n")).toContain("/no-such-page");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("search engines", () => {
  test("every page carries a title, description, canonical URL and Open Graph tags", async ({ request, baseURL }) => {
    // The server runs without PUBLIC_URL, so its public address is its own
    // (prerendered pages get it at start, in place of the build's stand-in).
    for (const [path, image] of [
      ["/", "/og/home.png"],
      ["/enterprise", "/og/enterprise.png"],
      ["/sales", "/og/sales.png"],
      ["/waitlist", "/og-image.png"],
      ["/demo", "/og-image.png"],
      ["/blog", "/og-image.png"],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, path).toContain(`<meta property="og:image" content="${baseURL}${image}"`);
      expect(html, path).toContain(`<meta name="twitter:image" content="${baseURL}${image}"`);
      const file = await request.get(image);
      expect(file.status(), image).toBe(200);
      expect(file.headers()["content-type"], image).toBe("image/png");
    }
  });

  test("sitemap.xml lists the public routes and robots.txt points to it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    for (const path of ["/", "/enterprise", "/real-estate", "/customer-support", "/privacy", "/terms", "/view-all", "/blog"]) {
      expect(xml).toContain(`<loc>http://localhost:${new URL(sitemap.url()).port}${path}</loc>`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost:");
  });
});
