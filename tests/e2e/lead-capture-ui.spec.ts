import type { Locator, Page } from "@playwright/test";
import { examples } from "#app/content/examples.ts";
import { actOn, expect, expectNoAxeViolations, expectToast, gotoHydrated, holdScripts, hydrated, test } from "./fixtures.ts";

// The home hero and the waitlist and demo dialogs as a visitor sees them
// (texts, fields, checks and toasts). Saving leads is covered by lead-capture.spec.ts.

const PLACEHOLDER = "Tell the droid what to Do";
const examplePrompts = new Set(examples.map((example) => example.prompt));

/** Every request the page makes to the /waitlist or /demo route (page, data or action). */
function watchLeadRequests(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(waitlist|demo)(\.data|\/|$)/.test(pathname)) requests.push(`${request.method()} ${pathname}`);
  });
  return requests;
}

async function openWaitlistDialog(page: Page, prompt = "") {
  await page.goto("/");
  if (prompt) await page.getByPlaceholder(PLACEHOLDER).fill(prompt);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openDemoDialog(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: "Book a demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function optionsOf(page: Page, dialog: Locator, combobox: string) {
  await dialog.getByRole("combobox", { name: combobox }).click();
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const options = await listbox.getByRole("option").allInnerTexts();
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  return options.map((text) => text.trim());
}

test.describe("home hero", () => {
  test("shows the headline, tagline, prompt box and its buttons", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(page.getByRole("heading", { level: 1, name: "Automate work with plain English" })).toBeVisible();
    await expect(hero.getByText("Just do it", { exact: true })).toBeVisible();

    const box = page.getByRole("textbox", { name: /instruction/i });
    await expect(box).toHaveAttribute("placeholder", PLACEHOLDER);
    await expect(box).toHaveAttribute("id", "prompt");
    await expect(box).toHaveAttribute("name", "prompt");
    await expect(box).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "I'm Feeling Lucky!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a demo" })).toHaveAttribute("href", "/demo");

    // About 60% of the viewport high.
    const viewport = page.viewportSize()!;
    const height = (await hero.boundingBox())!.height;
    expect(height).toBeGreaterThanOrEqual(viewport.height * 0.6 - 1);

    // The send button sits inside the box, at its bottom right.
    const frame = (await box.locator("..").boundingBox())!;
    const send = (await page.getByRole("button", { name: "Send", exact: true }).boundingBox())!;
    expect(send.x + send.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(send.y + send.height).toBeLessThanOrEqual(frame.y + frame.height);
    expect(send.x).toBeGreaterThan(frame.x + frame.width / 2);
    expect(Math.round(send.width)).toBe(Math.round(send.height));

    await expectNoAxeViolations(page);
  });

  test("I'm Feeling Lucky! fills the box with examples, picked at random", async ({ page }) => {
    await page.goto("/");
    const box = page.getByPlaceholder(PLACEHOLDER);
    await box.fill("My own words");
    const lucky = page.getByRole("button", { name: "I'm Feeling Lucky!" });
    const seen = new Set<string>();
    for (let click = 0; click < 12 && seen.size < 3; click++) {
      await lucky.click();
      await expect.poll(() => box.inputValue()).not.toBe("My own words");
      const text = await box.inputValue();
      expect(examplePrompts.has(text), text).toBe(true);
      expect(text.split("\n").length).toBeGreaterThan(1);
      seen.add(text);
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);
    // Lucky did not submit anything: still on the home page, no dialog.
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the waitlist dialog's code is not loaded until it is needed", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // (lazy-lead-dialogs, the few lines that load the dialogs on demand, may be a chunk of its own.)
    expect(scripts.filter((path) => /\/assets\/(dialog|waitlist-dialog|demo-dialog|examples)-/.test(path))).toEqual([]);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Join the Waitlist" })).toBeVisible();
    expect(scripts.some((path) => path.includes("waitlist-dialog"))).toBe(true);
  });
});

test.describe("waitlist dialog", () => {
  test("Send opens it with its title, subtitle, fields, buttons and footer", async ({ page }) => {
    const dialog = await openWaitlistDialog(page, "  Remind tenants about rent  ");
    await expect(dialog.getByRole("heading", { name: "Join the Waitlist" })).toBeVisible();
    await expect(dialog.getByText("Be the first to experience the future of work..", { exact: true })).toBeVisible();

    const name = dialog.getByRole("textbox", { name: "Full Name" });
    const company = dialog.getByRole("textbox", { name: "Company (optional)" });
    const email = dialog.getByRole("textbox", { name: "Email Address" });
    await expect(name).toBeVisible();
    await expect(name).toHaveAttribute("required", "");
    await expect(company).toBeVisible();
    await expect(company).not.toHaveAttribute("required");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    // Checked by script (so the form's toast shows), not by the browser.
    await expect(dialog.locator("form")).toHaveAttribute("novalidate", "");
    await expect(name).toBeFocused();

    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Join Waitlist" })).toBeEnabled();
    await expect(dialog.getByText("We respect your privacy. No spam, ever.")).toBeVisible();

    // What the form sends besides the visible fields.
    const form = dialog.locator("form");
    await expect(form).toHaveAttribute("action", "/waitlist");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.locator('input[type="hidden"][name="prompt"]')).toHaveValue("Remind tenants about rent");
    await expect(form.locator('input[type="hidden"][name="sourcePage"]')).toHaveValue("/");
    for (const field of ["phone", "teamSize", "timeSlot", "message"]) {
      await expect(form.locator(`input[type="hidden"][name="${field}"]`)).toHaveValue("");
    }
    const trap = form.locator('input[name="website"]');
    await expect(trap).toHaveValue("");
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap).not.toBeInViewport();
  });

  test("sends no prompt when the box is blank", async ({ page }) => {
    const dialog = await openWaitlistDialog(page, "   \n  ");
    await expect(dialog.locator('input[name="prompt"]')).toHaveCount(0);
  });

  test("submitting it empty shows the required-fields toast and sends nothing", async ({ page }) => {
    const requests = watchLeadRequests(page);
    const dialog = await openWaitlistDialog(page, "Chase unpaid invoices");
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await expectToast(page, "Missing information", "Please fill in your name and email address.");
    await expect(dialog).toBeVisible();

    // Blank after trimming counts as missing too; entered values stay.
    await dialog.getByLabel("Full Name").fill("   ");
    await dialog.getByLabel("Email Address").fill("ada@example.com");
    await dialog.getByLabel("Email Address").press("Enter");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Missing information" })).toHaveCount(2);
    await expect(dialog.getByLabel("Email Address")).toHaveValue("ada@example.com");
    expect(requests).toEqual([]);
  });

  test("Cancel and Escape close it and give focus back to Send", async ({ page }) => {
    const dialog = await openWaitlistDialog(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    const send = page.getByRole("button", { name: "Send", exact: true });
    await expect(send).toBeFocused();

    await send.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("opens from the keyboard with Ctrl+Enter in the prompt box", async ({ page }) => {
    // The shortcut is JavaScript's: before hydration the box is a plain form.
    await gotoHydrated(page, "/");
    const box = page.getByPlaceholder(PLACEHOLDER);
    await box.fill("Post the weekly report");
    await box.press("Control+Enter");
    await expect(page.getByRole("dialog", { name: "Join the Waitlist" })).toBeVisible();
  });

  test("has no axe violations while open", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const dialog = await openWaitlistDialog(page, "Score resumes from 0 to 100");
    await expect(dialog).toHaveAttribute("data-state", "open");
    await expectNoAxeViolations(page);
  });

  test("a valid join reads Joining... while sending, then shows the success toast, closes and clears the form", async ({ page }) => {
    const dialog = await openWaitlistDialog(page, "Send rent reminders");
    const email = `ui-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await dialog.getByLabel("Full Name").fill("Ada Lovelace");
    await dialog.getByLabel("Company").fill("Analytical Engines");
    await dialog.getByLabel("Email Address").fill(email);

    // Hold the post until the sending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/waitlist(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(dialog.getByRole("button", { name: "Joining..." })).toBeDisabled();
    release();

    await expectToast(page, "Welcome to the waitlist! 🎉", "We'll notify you as soon as Droids is available.");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Send", exact: true }).click();
    const reopened = page.getByRole("dialog", { name: "Join the Waitlist" });
    await expect(reopened.getByLabel("Full Name")).toHaveValue("");
    await expect(reopened.getByLabel("Company")).toHaveValue("");
    await expect(reopened.getByLabel("Email Address")).toHaveValue("");
  });
});

test.describe("when the network fails", () => {
  test.use({ allowConsoleErrors: /net::ERR_FAILED/ });

  test("the waitlist dialog shows the fallback error, stays open and keeps the values", async ({ page }) => {
    await page.route(/\/waitlist(\.data)?(\?.*)?$/, (route) => (route.request().method() === "POST" ? route.abort("failed") : route.continue()));
    const dialog = await openWaitlistDialog(page, "Chase unpaid invoices");
    await dialog.getByLabel("Full Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email Address").fill("ada@example.com");
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await expectToast(page, "Error joining waitlist", "Something went wrong. Please try again.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(dialog.getByLabel("Email Address")).toHaveValue("ada@example.com");
    await expect(dialog.getByRole("button", { name: "Join Waitlist" })).toBeEnabled();
    // One answer, one toast.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  });

  test("the embedded waitlist form shows the fallback error and keeps the values", async ({ page }) => {
    await page.route(/\/embed\/waitlist(\.data)?(\?.*)?$/, (route) => (route.request().method() === "POST" ? route.abort("failed") : route.continue()));
    await gotoHydrated(page, "/embed/waitlist");
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill("ada@example.com");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expectToast(page, "Error joining waitlist", "Something went wrong. Please try again.");
    await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Email Address")).toHaveValue("ada@example.com");
    await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeEnabled();
  });

  test("the demo dialog shows the fallback error, stays open and keeps the values", async ({ page }) => {
    await page.route(/\/demo(\.data)?(\?.*)?$/, (route) => (route.request().method() === "POST" ? route.abort("failed") : route.continue()));
    const dialog = await openDemoDialog(page);
    await dialog.getByLabel("Full Name").fill("Grace Hopper");
    await dialog.getByLabel("Email", { exact: true }).fill("grace@example.com");
    await dialog.getByLabel("Company").fill("US Navy");
    await dialog.getByRole("combobox", { name: "Team size (optional)" }).click();
    await page.getByRole("option", { name: "11-50" }).click();
    await dialog.getByRole("button", { name: "Schedule Demo" }).click();
    await expectToast(page, "Error scheduling demo", "Something went wrong. Please try again.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Company")).toHaveValue("US Navy");
    await expect(dialog.getByRole("combobox", { name: "Team size (optional)" })).toContainText("11-50");
    await expect(dialog.getByRole("button", { name: "Schedule Demo" })).toBeEnabled();
  });
});

test.describe("demo dialog", () => {
  test("Book a demo opens it with its fields and choices", async ({ page }) => {
    const dialog = await openDemoDialog(page);
    await expect(dialog.getByRole("heading", { name: "Schedule a Demo" })).toBeVisible();

    await expect(dialog.getByRole("textbox", { name: "Full Name" })).toHaveAttribute("required", "");
    await expect(dialog.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("type", "email");
    await expect(dialog.getByRole("textbox", { name: "Company" })).toHaveAttribute("required", "");
    const phone = dialog.getByRole("textbox", { name: "Phone (optional)" });
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(phone).not.toHaveAttribute("required");
    await expect(dialog.getByRole("textbox", { name: "Message (optional)" })).toHaveJSProperty("tagName", "TEXTAREA");

    await expect(dialog.getByRole("combobox", { name: "Team size (optional)" })).toContainText("Select team size");
    expect(await optionsOf(page, dialog, "Team size (optional)")).toEqual(["1-10", "11-50", "51-200", "201-1000", "1000+"]);
    expect(await optionsOf(page, dialog, "Preferred time (optional)")).toEqual(["Morning (9-12 PM)", "Afternoon (12-5 PM)", "Evening (5-8 PM)", "Flexible"]);
    // Escape closed the list only.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Schedule Demo" })).toBeEnabled();
  });

  test("a chosen option is what the form sends", async ({ page }) => {
    const dialog = await openDemoDialog(page);
    await dialog.getByRole("combobox", { name: "Preferred time (optional)" }).click();
    await page.getByRole("option", { name: "Evening (5-8 PM)" }).click();
    await expect(dialog.getByRole("combobox", { name: "Preferred time (optional)" })).toContainText("Evening (5-8 PM)");
    const values = await dialog.locator("form").evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form)));
    expect(values).toMatchObject({ timeSlot: "evening", teamSize: "", sourcePage: "/" });
  });

  test("submitting it without the required fields shows a toast and sends nothing", async ({ page }) => {
    const requests = watchLeadRequests(page);
    const dialog = await openDemoDialog(page);
    await dialog.getByLabel("Full Name").fill("Grace Hopper");
    await dialog.getByLabel("Email", { exact: true }).fill("grace@example.com");
    await dialog.getByRole("button", { name: "Schedule Demo" }).click();
    await expectToast(page, "Missing information", "Please fill in your name, email address and company.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    expect(requests).toEqual([]);
  });

  test("carries the hero's prompt and closes on Cancel", async ({ page }) => {
    await page.goto("/");
    await page.getByPlaceholder(PLACEHOLDER).fill("  Book viewings for new listings ");
    await page.getByRole("link", { name: "Book a demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(dialog.locator('input[name="prompt"]')).toHaveValue("Book viewings for new listings");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/");
  });

  test("has no axe violations while open", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const dialog = await openDemoDialog(page);
    await expect(dialog).toHaveAttribute("data-state", "open");
    await expectNoAxeViolations(page);
  });
});

test("hydrating the home page moves nothing", async ({ page }) => {
  const boxes = () =>
    Promise.all(
      [
        page.getByRole("heading", { level: 1 }),
        page.getByPlaceholder(PLACEHOLDER),
        page.getByRole("button", { name: "I'm Feeling Lucky!" }),
        page.getByRole("button", { name: "Send", exact: true }),
        page.getByRole("link", { name: "Book a demo" }),
      ].map((locator) => locator.boundingBox()),
    );
  // One page, measured before and after its scripts run: the web font is
  // `font-display: optional`, so two pages may differ in font (and so in line
  // breaks) by the font's arrival alone; within one page it never changes.
  const { release } = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByRole("button", { name: "I'm Feeling Lucky!" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const before = await boxes();
  const done = hydrated(page);
  await actOn(page);
  release();
  await done;
  await page.waitForLoadState("networkidle");
  expect(await boxes()).toEqual(before);
});

test.describe("narrow screens", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the hero and the dialogs fit 360 px without sideways scrolling", async ({ page }) => {
    await page.goto("/");
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await expect(page.getByRole("button", { name: "I'm Feeling Lucky!" })).toBeInViewport();
    await page.getByRole("link", { name: "Book a demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Send goes to the waitlist page with the prompt", async ({ page }) => {
    await page.goto("/");
    await page.getByPlaceholder(PLACEHOLDER).fill("Follow up with leads within 24 to 72 hours");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page).toHaveURL(/\/waitlist\?prompt=Follow\+up/);
    await expect(page.getByRole("heading", { name: "Join the Waitlist" })).toBeVisible();
    await expect(page.getByLabel("What should a Droid do for you?")).toHaveValue("Follow up with leads within 24 to 72 hours");
    // The browser checks the required fields itself.
    await expect(page.locator("form[method=post]")).not.toHaveAttribute("novalidate");
  });

  test("I'm Feeling Lucky! keeps the visitor on the home page, with an example in its box", async ({ page }) => {
    await page.goto("/");
    await page.getByPlaceholder(PLACEHOLDER).fill("My own words");
    await page.getByRole("button", { name: "I'm Feeling Lucky!" }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/\?(.*&)?lucky=1/);
    const prompt = await page.getByPlaceholder(PLACEHOLDER).inputValue();
    expect(examplePrompts.has(prompt), prompt).toBe(true);
  });

  test("Book a demo goes to the demo page, whose choices are native selects", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Book a demo" }).click();
    await expect(page).toHaveURL("/demo");
    const teamSize = page.getByRole("combobox", { name: "Team size (optional)" });
    await expect(teamSize).toHaveJSProperty("tagName", "SELECT");
    await expect(teamSize.locator("option")).toHaveText(["Select team size", "1-10", "11-50", "51-200", "201-1000", "1000+"]);
    const timeSlot = page.getByRole("combobox", { name: "Preferred time (optional)" });
    await timeSlot.selectOption("afternoon");
    await expect(timeSlot).toHaveValue("afternoon");
  });
});
