import { expect, failedRequest, holdScripts, hydrated, joinOnWaitlistPage, test } from "./fixtures.ts";

// What a visitor meets before the scripts run and without JavaScript:
// nothing typed is lost, every control is a link or a form.

test.describe("before the scripts run", () => {
  test("text typed into the home page's box survives hydration", async ({ page }) => {
    // Hold the page's scripts until the visitor has typed.
    const { release, held } = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const box = page.getByRole("textbox", { name: "Your instruction for the droid" });
    await box.fill("hello");
    expect(held()).toBeGreaterThan(0);

    const session = hydrated(page);
    release();
    await session;
    await expect(box).toHaveValue("hello");
    // React now holds the text: the waitlist dialog carries it.
    await page.getByRole("button", { name: "Send" }).click();
    const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[name="prompt"]')).toHaveValue("hello");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in lands on the home page, whose header (and every prerendered page's) then names the account", async ({ page, signUp }) => {
    const account = await signUp({ name: "Nils Nojs" });
    await page.goto("/sign-in");
    await page.getByLabel("Email Address").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/");
    for (const path of ["/", "/enterprise", "/pricing"]) {
      if (path !== "/") await page.goto(path);
      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: "Nils Nojs" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    }
  });

  test("no control that needs scripts is shown: Share and Reply on a post, the sidebar toggle on the dashboard", async ({
    page,
    browser,
    createPost,
    signInAs,
  }) => {
    const post = await createPost();
    await page.goto(post.path);
    const form = page.locator("section[aria-labelledby=comments-heading] form").first();
    await form.getByLabel("Your name").fill("Noel Noscript");
    await form.getByLabel("Share your thoughts").fill("Read without scripts");
    await form.getByRole("button", { name: "Post Comment" }).click();
    const comment = page.getByRole("listitem").filter({ hasText: "Read without scripts" });
    await expect(comment).toBeVisible();
    await expect(comment.getByRole("button", { name: "Reply to Noel Noscript" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Like/ })).toBeVisible(); // a form: it works
    await signInAs("user");
    await page.goto("/dashboard");
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Toggle sidebar" })).toHaveCount(0);

    // With scripts, all three are there.
    const context = await browser.newContext({ javaScriptEnabled: true, storageState: await page.context().storageState() });
    const scripted = await context.newPage();
    await scripted.goto(post.path);
    await expect(scripted.getByRole("button", { name: "Reply to Noel Noscript" })).toBeVisible();
    await expect(scripted.getByRole("button", { name: "Share" })).toBeVisible();
    await scripted.goto("/dashboard");
    await expect(scripted.getByRole("button", { name: "Toggle sidebar" })).toBeVisible();
    await context.close();
  });

  test("signing up confirms the new account; its mailed link signs in; signed-in pages show the account and a Sign out that works", async ({
    page,
    readMail,
  }) => {
    const email = `nojs-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await page.goto("/sign-up");
    await page.getByLabel("Full Name").fill("Nora Noscript");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("N0script!pw");
    await page.getByLabel("Confirm Password", { exact: true }).fill("N0script!pw");
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/sign-up\?created=1/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account created!");
    await expect(page.getByRole("status")).toHaveText("Check your inbox: open the link we sent to confirm your address, then sign in.");
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL("/");
    // No session before the address is proven; the mailed link, opened in this browser, signs in.
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    const mail = await readMail(email, "Confirm your email for Droids");
    await page.goto(mail.links.find((href) => href.startsWith("/api/auth/verify-email?"))!);
    await expect(page.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();

    // Pages rendered per request know who is signed in.
    for (const path of ["/blog", "/dashboard"]) {
      await page.goto(path);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
      const account = header.getByRole("button", { name: "Nora Noscript" });
      await expect(account).toBeVisible();
      await account.click();
      await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
      await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
    }

    // A control that needs scripts says so instead of silently doing nothing.
    const assistant = page.getByRole("textbox", { name: "Message the assistant" });
    await expect(assistant).toBeDisabled();
    await expect(assistant).toHaveAccessibleDescription("The assistant starts once the page has finished loading (it needs JavaScript).");

    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/blog");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Nora Noscript" })).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fdashboard/);
  });

  test("the mailed token pages' buttons work: confirm, then delete my data (their referrer policy leaves the form's origin intact)", async ({
    page,
    readMail,
    allowConsoleError,
  }) => {
    const email = `nojs-token-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await joinOnWaitlistPage(page, "Tobi Token", email);
    const mail = await readMail(email);
    // Each token page says so: its requests name the site's origin only, and it is never indexed.
    const tokenPage = async () => {
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "strict-origin");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    };
    await page.goto(mail.links.find((path) => path.startsWith("/unsubscribe/"))!);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await tokenPage();
    await page.goto(mail.links.find((path) => path.startsWith("/waitlist/confirm/"))!);
    await tokenPage();
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(page).toHaveURL(/\/waitlist\/status\//);
    await tokenPage();
    // The erased entry's page answers 404 (its entry is gone) with the goodbye.
    allowConsoleError(failedRequest(404, "POST", new URL(page.url()).pathname));
    await page.getByRole("button", { name: "Delete my data" }).click();
    await page.getByRole("button", { name: "Yes, delete my data" }).click();
    await expect(page.getByText("Your data is deleted")).toBeVisible();
  });
});
