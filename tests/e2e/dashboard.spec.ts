import { expect, expectNoAxeViolations, gotoHydrated, hydrated, settledBox, test } from "./fixtures.ts";

// The workspace: sign-in gate, sidebar, assistant.

test("a visitor is sent to sign in and then lands on the dashboard", async ({ page, signUp }) => {
  // An account exists, but this browser is signed out.
  const account = await signUp({ name: "Dana Dashboard" });

  await page.goto("/dashboard");
  await expect(page).toHaveURL("/sign-in?redirectTo=%2Fdashboard");
  await page.getByLabel("Email Address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Automated Workflow" })).toBeVisible();
  for (const step of ["Input", "Process", "Output"]) await expect(page.getByRole("heading", { name: new RegExp(`${step}$`) })).toBeVisible();
});

test.describe("signed in", () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("user", { name: "Sam Sidebar" });
  });

  test("Ctrl+B collapses the sidebar to icons; the cookie keeps it collapsed on the server's next page", async ({ page }) => {
    // The shortcut is JavaScript's: wait until the page has hydrated.
    await gotoHydrated(page, "/dashboard");
    const sidebar = page.locator("#dashboard-sidebar");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect((await sidebar.boundingBox())!.width).toBe(256);
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(48);
    // The links keep their names (icons only on screen).
    await expect(sidebar.getByRole("link", { name: "Overview" })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === "sidebar_state")).toMatchObject({ value: "false" });

    // The server draws it collapsed: no flash of the wide sidebar.
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toMatch(/id="dashboard-sidebar"[^>]*data-state="collapsed"/);
    const reloaded = hydrated(page);
    await page.reload();
    await reloaded;
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");

    await page.keyboard.press("Meta+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("the assistant answers after about a second and ignores blank input", async ({ page }) => {
    await page.goto("/dashboard");
    const panel = page.getByRole("region", { name: "AI Assistant" });
    const input = panel.getByRole("textbox", { name: "Message the assistant" });
    const send = panel.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    // Once the scripts run, the note that the chat needs them is gone.
    await expect(input).toBeEnabled();
    await expect(panel.getByText("it needs JavaScript")).toHaveCount(0);
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    const messages = panel.getByRole("list", { name: "Conversation" }).locator("li[data-type]");
    await expect(messages).toHaveCount(1);

    await input.fill("Summarise yesterday's support tickets");
    // Timed from before the key press: the reply's timer starts after it, so
    // the time taken by the checks below can never shorten what is measured.
    const sentAt = Date.now();
    await input.press("Enter");
    // By position, not "the last": on a busy machine the reply may already follow the message when it is checked.
    await expect(messages.nth(1)).toHaveAttribute("data-type", "user");
    await expect(messages.nth(1)).toContainText("Summarise yesterday's support tickets");
    await expect(input).toHaveValue("");
    await expect(messages.nth(2)).toHaveAttribute("data-type", "bot");
    await expect(messages.nth(2)).toContainText("I understand your request. Let me process that for you...");
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(800);
    await expect(messages).toHaveCount(3);
  });

  test("Projects saves a Droid idea, lists it, opens it in the prompt box and deletes it", async ({ page }) => {
    await page.goto("/dashboard/projects");
    await expect(page.getByText("Nothing yet.")).toBeVisible();
    await page.getByLabel("What should a Droid do for you?").fill("Every Friday, send me a summary of overdue invoices");
    await page.getByRole("button", { name: "Save idea" }).click();
    await expect(page.getByRole("status")).toHaveText("Idea saved.");
    const idea = page.getByRole("listitem").filter({ hasText: "Every Friday, send me a summary of overdue invoices" });
    await expect(idea).toContainText("Saved here");
    await expect(idea.getByRole("link", { name: "Open in the prompt box" })).toHaveAttribute("href", /^\/\?prompt=Every\+Friday/);
    await expectNoAxeViolations(page);
    await idea.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toHaveText("Idea deleted.");
    await expect(page.getByText("Nothing yet.")).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the dashboard has no axe violations${width < 768 ? " and the sidebar is an overlay" : ""}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHydrated(page, "/dashboard");
      await expect(page.getByRole("heading", { name: "Automated Workflow" })).toBeVisible();
      await expectNoAxeViolations(page);
      if (width < 768) {
        await expect(page.locator("#dashboard-sidebar")).toBeHidden();
        await page.getByRole("button", { name: "Toggle sidebar" }).click();
        const sheet = page.getByRole("dialog", { name: "Dashboard" });
        await expect(sheet).toBeVisible();
        const box = await settledBox(sheet);
        expect(box.x).toBe(0);
        expect(box.width).toBeLessThanOrEqual(288);
        await expect(sheet.getByRole("link", { name: "Overview" })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(sheet).toBeHidden();
        await page.keyboard.press("Control+b");
        await expect(sheet).toBeVisible();
      } else {
        await page.keyboard.press("Control+b");
        await expect(page.locator("#dashboard-sidebar")).toHaveAttribute("data-state", "collapsed");
        await expectNoAxeViolations(page);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    });
  }
});
