import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

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

  test("uses the bundled Inter from our own origin, never swapped in after the first paint", async ({ page }) => {
    await page.goto("/");
    const faces = await page.evaluate(() => [...document.fonts].map((face) => ({ family: face.family, display: face.display })));
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toEqual({ family: "Inter Variable", display: "optional" });
    // The Latin face loads (from cache on the next page, where it is used at once).
    await page.goto("/enterprise");
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.status === "loaded"))).toBe(true);
    const fontRequests = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.endsWith(".woff2")));
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });
});

test.describe("404 page", () => {
  // The document itself is a 404: Chromium logs it, and the page logs the path.
  test.use({
    allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404 \(Not Found\)/,
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
    for (const path of ["/", "/waitlist", "/demo", "/blog"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, path).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"`);
    }
    expect((await request.get("/og-image.png")).status()).toBe(200);
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
