import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { actOn, expect, failedRequest, hydrated, test } from "./fixtures.ts";

// Each page carries the part of the site's stylesheet it uses
// (docs/decisions/0041-a-stylesheet-per-page.md); the whole stylesheet
// follows as a file when the page hydrates.

const assets = path.join(process.cwd(), "build", "client", "assets");
/** The whole stylesheet, as the build wrote it (the file hydration loads). */
const wholeStylesheet = () => {
  const name = fs.readdirSync(assets).find((file) => /^app-[\w-]+\.css$/.test(file));
  if (!name) throw new Error(`no app-….css in ${assets}: run npm run build`);
  return { name, text: fs.readFileSync(path.join(assets, name), "utf8") };
};

/**
 * Every element's computed style (and its ::before, ::after, ::marker and
 * ::placeholder where they draw), by its place in the body. Custom properties are left
 * out: the theme's are inherited by every element whether read or not, and
 * those that are read show in the properties that read them.
 */
function computedStyles(page: Page) {
  return page.evaluate(() => {
    const styles: Record<string, string> = {};
    const elements = [document.documentElement, document.body, ...document.body.querySelectorAll("*")];
    elements.forEach((element, index) => {
      const where = `${index} ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${element.getAttribute("class") ?? ""}`;
      for (const pseudo of [null, "::before", "::after", "::marker", "::placeholder"]) {
        const style = getComputedStyle(element, pseudo);
        // A ::before or ::after without content draws nothing; a marker only on a list item, a placeholder only in a field.
        if (
          pseudo === "::marker"
            ? style.display !== "list-item" && getComputedStyle(element).display !== "list-item"
            : pseudo === "::placeholder"
              ? !element.matches("input, textarea")
              : pseudo && /^(none|normal)$/.test(style.content)
        )
          continue;
        const values: string[] = [];
        for (let i = 0; i < style.length; i++) if (!style[i]!.startsWith("--")) values.push(`${style[i]}:${style.getPropertyValue(style[i]!)}`);
        styles[`${where}${pseudo ?? ""}`] = values.join(";");
      }
    });
    return styles;
  });
}

/** The properties that differ between two snapshots of the same document, as "before → after" (none when they draw it alike). */
function differences(before: Record<string, string>, after: Record<string, string>) {
  const found: string[] = [];
  for (const [where, values] of Object.entries(before)) {
    if (after[where] === values) continue;
    const was = new Set(values.split(";"));
    const is = new Set((after[where] ?? "").split(";"));
    found.push(`${where}: ${[...was].filter((value) => !is.has(value)).join("; ")} → ${[...is].filter((value) => !was.has(value)).join("; ")}`);
  }
  return found.slice(0, 10);
}

test.describe("a stylesheet per page", () => {
  test.use({ javaScriptEnabled: false });

  test("each kind of page carries under half of the stylesheet and is drawn exactly as the whole stylesheet draws it (public pages on a phone and a desktop, the dashboard on a desktop)", async ({
    page,
    createPost,
    signInAs,
    consoleErrors,
  }) => {
    test.slow();
    consoleErrors.allow(failedRequest(404, "GET", "/no-such-page"));
    const whole = wholeStylesheet();
    const post = await createPost({
      content:
        "## A heading\n\nSome *text* with `code`, a [link](/blog) and a list:\n\n- one\n- two\n\n> A quote.\n\n```\nconst a = 1;\n```\n\n1. first\n2. second",
    });
    const publicPages = [
      "/",
      "/view-all",
      "/hr",
      "/enterprise",
      "/pricing",
      "/privacy",
      "/blog",
      post.path,
      "/sign-up",
      "/sign-in",
      "/waitlist",
      "/no-such-page",
    ];
    const check = async (paths: string[], widths: number[]) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        for (const pagePath of paths) {
          const response = await page.goto(pagePath);
          const inline = /<style data-precedence="default" data-href="droids-styles">([\s\S]*?)<\/style>/.exec(await response!.text())?.[1] ?? "";
          expect(inline.length, `${pagePath}: its stylesheet`).toBeGreaterThan(5_000);
          expect(inline.length, `${pagePath}: its stylesheet against the whole one`).toBeLessThan(whole.text.length / 2);
          const own = await computedStyles(page);
          // With JavaScript off, page.addStyleTag would wait for a load event that never comes.
          await page.evaluate((css) => document.head.append(Object.assign(document.createElement("style"), { textContent: css })), whole.text);
          expect(differences(own, await computedStyles(page)), `${pagePath} at ${width} px`).toEqual([]);
        }
      }
    };
    await check(publicPages, [390, 1280]);
    await signInAs("admin");
    await check(["/blog", "/dashboard", "/dashboard/waitlist", "/dashboard/analytics", "/dashboard/settings", "/dashboard/team"], [1280]);
  });
});

test.describe("the whole stylesheet", () => {
  test("arrives when the page hydrates, not before, and styles what the client draws next", async ({ page }) => {
    const whole = wholeStylesheet();
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("load");
    expect(stylesheets).toEqual([]);

    const session = hydrated(page);
    await actOn(page);
    await session;
    await expect
      .poll(() =>
        page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(`/assets/${href}`) && sheet.cssRules.length > 0), whole.name),
      )
      .toBe(true);
    expect(stylesheets).toEqual([`/assets/${whole.name}`]);
    // The page's own stylesheet stays first; React added the file after it, once.
    await expect(page.locator('head style[data-href="droids-styles"] ~ link[rel="stylesheet"]')).toHaveCount(1);

    // The waitlist dialog's classes are not on the home page: only the whole stylesheet draws it as a dialog.
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS("position", "fixed");
    await expect(dialog).toHaveCSS("z-index", "50");
  });
});
