import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

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

/** Runs axe-core on the page (or a part of it) and expects no violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target) })),
  ).toEqual([]);
}
