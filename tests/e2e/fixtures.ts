import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { verificationPath } from "../helpers/verification-link.ts";

/**
 * Every journey fails on a console error or a failed request it did not
 * expect; a test that expects some lists them in `allowConsoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp | null }>({
  allowConsoleErrors: [null, { option: true }],
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !allowConsoleErrors?.test(message.text())) {
        errors.push(message.text());
      }
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("response", (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== "document") {
        errors.push(`${response.status()} ${response.url()}`);
      }
    });
    await use(errors);
    expect(errors, "console errors and failed requests").toEqual([]);
  },
});

export { expect };

/**
 * Runs axe-core on the page (or a part of it) and expects no violations.
 * Legacy mode runs axe in the page itself: the default opens a blank page
 * per check to merge results across frames, which costs 4–5 s in current
 * Chromium, and our pages have no frames.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target) })),
  ).toEqual([]);
}

/** The admin account of the journeys (playwright.config.ts lists it in ADMIN_EMAILS). */
export const E2E_ADMIN = { email: "admin@e2e.droids.test", password: "Adm1n!password", name: "Edith Admin" };

/**
 * Signs the page's browser context in (cookies shared with the page):
 * a new account for `user` and `author`, the shared admin for `admin`
 * (its address confirmed by the mail's link: ADMIN_EMAILS counts only then).
 * `author` needs the journeys' PostgreSQL database to grant the role.
 */
export async function signInAs(page: Page, role: "user" | "author" | "admin", name = "Test Writer") {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const post = (path: string, data: object) => page.request.post(`/api/auth${path}`, { data, headers: { origin } });
  if (role === "admin") {
    await post("/sign-up/email", E2E_ADMIN); // made by the first journey that needs it
    expect((await page.request.get(await verificationPath(E2E_ADMIN.email))).ok()).toBe(true);
    const signedIn = await post("/sign-in/email", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    expect(signedIn.ok()).toBe(true);
    return E2E_ADMIN;
  }
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const account = { name, email, password: "Wr1ter!password" };
  expect((await post("/sign-up/email", account)).ok()).toBe(true);
  if (role === "author") {
    const { queryE2e } = await import("./support/e2e-database.ts");
    await queryE2e(`update "user" set role = 'author' where email = $1`, [email]);
  }
  return account;
}
