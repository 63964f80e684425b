import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/**
 * The waitlist form on another site: an admin allows a site, that site
 * includes the embed script, and a visitor there joins inside the frame; the
 * entry names the page it came from. A site not on the list gets no form.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A page of "another site": its own loopback address and port, with the embed tag in its text. */
async function hostSite(siteUrl: string) {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><title>Partner landing</title></head><body>
      <main><h1>Partner landing page</h1><p>Sign up for early access below.</p>
      <script src="${siteUrl}/embed/waitlist.js" async></script></main></body></html>`);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("a visitor joins through the form embedded on an allowed site, and the entry names that page", async ({
  page,
  browser,
  baseURL,
  signInAs,
  storedRows,
  allowConsoleError,
}) => {
  test.slow();
  const partner = await hostSite(baseURL!);
  const stranger = await hostSite(baseURL!);
  try {
    // The admin allows the partner's site.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs("admin", { page: admin });
    await admin.goto("/dashboard/waitlist");
    await admin.getByRole("link", { name: "Embed the waitlist form" }).click();
    await expect(admin.getByRole("heading", { name: "Sites allowed to embed it" })).toBeVisible();
    await expect(admin.getByLabel("Embed code", { exact: true })).toHaveValue(`<script src="${baseURL}/embed/waitlist.js" async></script>`);
    await admin.getByLabel("Site address").fill(`${partner.origin}/landing`);
    await admin.getByRole("button", { name: "Allow this site" }).click();
    await expect(admin.getByText(`${partner.origin} may now embed the waitlist form.`)).toBeVisible();
    await expect(admin.getByRole("listitem").filter({ hasText: partner.origin })).toBeVisible();
    await expectNoAxeViolations(admin);

    // A visitor on the partner's page: the form draws inside it and posts to the site.
    await page.goto(`${partner.origin}/landing`);
    const frameElement = page.locator('iframe[title="Join the waitlist"]');
    await expect(frameElement).toHaveAttribute("src", `${baseURL}/embed/waitlist?source=${encodeURIComponent(`${partner.origin}/landing`)}`);
    const frame = page.frameLocator('iframe[title="Join the waitlist"]');
    await expect(frame.getByRole("heading", { name: "Join the Waitlist" })).toBeVisible();
    // The frame told its height: no scrolling inside it.
    await expect.poll(() => frameElement.evaluate((element: HTMLIFrameElement) => element.style.height)).toMatch(/^\d+px$/);
    const email = `embedded-${run}@northwind-labs.dev`;
    await frame.getByLabel("Full Name").fill("Erin Embedded");
    await frame.getByLabel("Email Address").fill(email);
    await frame.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(frame.getByText("Welcome to the waitlist! 🎉").first()).toBeVisible();
    const [entry] = await storedRows<{ source_page: string }>("select source_page from waitlist_entries where email = $1", [email]);
    expect(entry?.source_page).toBe(`${partner.origin}/landing`);
    await expectNoAxeViolations(page);

    // Analytics counts the join under that page (its figures are kept by a job: within a minute).
    await expect
      .poll(
        async () => {
          await admin.goto("/dashboard/analytics");
          return admin
            .getByRole("table", { name: "Waitlist funnel by source page" })
            .getByRole("row")
            .filter({ hasText: `${partner.origin}/landing` })
            .count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);

    // A site nobody allowed: the browser refuses to draw the frame (frame-ancestors).
    allowConsoleError(/frame-ancestors|Refused to frame/i);
    const other = await browser.newPage();
    const refused = other.waitForEvent("console", (message) => /frame-ancestors/.test(message.text()));
    await other.goto(`${stranger.origin}/`);
    await refused;
    await expect(other.frameLocator("iframe").getByRole("button", { name: "Join Waitlist" })).toHaveCount(0);
    await other.close();

    // The admin removes the partner: from then on its page gets no form either.
    await admin.goto("/dashboard/waitlist/embed");
    await admin.getByRole("button", { name: `Remove ${partner.origin}` }).click();
    await expect(admin.getByText(`${partner.origin} may no longer embed the waitlist form.`)).toBeVisible();
    await expect(admin.getByRole("listitem").filter({ hasText: partner.origin })).toHaveCount(0);
    const removed = await browser.newPage();
    const refusedNow = removed.waitForEvent("console", (message) => /frame-ancestors/.test(message.text()));
    await removed.goto(`${partner.origin}/landing`);
    await refusedNow;
    await removed.close();
    await adminContext.close();
  } finally {
    await partner.close();
    await stranger.close();
  }
});
