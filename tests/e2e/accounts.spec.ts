import type { Locator, Page } from "@playwright/test";
import { actOn, expect, expectNoAxeViolations, expectToast, failedRequest, gotoHydrated, hydrated, test } from "./fixtures.ts";

// Accounts as a visitor meets them: the header's
// sign-in and sign-up dialogs, the user menu, password reset by mail.

const STRONG = "Str0ng!pass";
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Opens a header dialog once the page has hydrated (the triggers are links until then). */
async function openFromHeader(page: Page, trigger: "Sign in" | "Get started", path = "/") {
  await gotoHydrated(page, path);
  // Below 640 px the triggers are in the header's Menu.
  const menu = page.getByRole("banner").getByText("Menu", { exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("banner").getByRole("link", { name: trigger }).click();
  const dialog = page.getByRole("dialog", { name: trigger === "Sign in" ? "Welcome Back" : "Create Your Account" });
  await expect(dialog).toHaveAttribute("data-state", "open");
  return dialog;
}

async function fillSignUp(dialog: Locator, fields: { name?: string; email?: string; password?: string; confirm?: string }) {
  await dialog.getByLabel("Full Name").fill(fields.name ?? "");
  await dialog.getByLabel("Email Address").fill(fields.email ?? "");
  await dialog.getByLabel("Password", { exact: true }).fill(fields.password ?? "");
  await dialog.getByLabel("Confirm Password", { exact: true }).fill(fields.confirm ?? "");
}

test.describe("sign-up dialog", () => {
  test("shows its fields, links and note", async ({ page }) => {
    const dialog = await openFromHeader(page, "Get started");
    await expect(dialog.getByText("Join thousands of developers building the future with AI")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(dialog.getByText("or", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute("placeholder", /min\. 8 characters/);
    await expect(dialog.getByLabel("Confirm Password", { exact: true })).toHaveAttribute("type", "password");
    await expect(dialog.getByText("By creating an account, you agree to our Terms of Service and Privacy Policy.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  test("shows the first failing check's toast, then the server's policy", async ({ page, storedRows, allowConsoleError }) => {
    // The server refuses the weak password with 400.
    allowConsoleError(failedRequest(400, "POST", "/sign-up.data"));
    const dialog = await openFromHeader(page, "Get started");
    const submit = dialog.getByRole("button", { name: "Create Account" });
    const email = uniqueEmail("checks");
    const cases = [
      [{ name: "Ada", email, password: "short", confirm: "" }, "Missing information", "Please fill in all required fields."],
      [{ name: "Ada", email, password: "short", confirm: "other" }, "Passwords don't match", "Please make sure your passwords match."],
      [{ name: "Ada", email, password: "Ab1!xyz", confirm: "Ab1!xyz" }, "Password too short", "Password must be at least 8 characters long."],
      [{ name: "Ada", email, password: "password1", confirm: "password1" }, "Password too weak", "Password must contain an upper-case letter and a symbol."],
    ] as const;
    for (const [fields, title, description] of cases) {
      await fillSignUp(dialog, fields);
      await submit.click();
      await expectToast(page, title, description);
      await expect(dialog).toBeVisible();
      // Nothing is lost: every field keeps what was typed.
      await expect(dialog.getByLabel("Full Name")).toHaveValue("Ada");
      await expect(dialog.getByLabel("Password", { exact: true })).toHaveValue(fields.password);
    }
    expect(await storedRows('select 1 from "user" where email = $1', [email])).toEqual([]);
  });

  test("creates the account: toast, verification mail, signed in by its link; then sign-out and sign-in again", async ({
    page,
    readMail,
    storedRows,
    allowConsoleError,
  }) => {
    // Signing in before confirming is refused with 403, a wrong password with 401.
    allowConsoleError(failedRequest(403, "POST", "/sign-in.data"));
    allowConsoleError(failedRequest(401, "POST", "/sign-in.data"));
    const email = uniqueEmail("journey");
    const dialog = await openFromHeader(page, "Get started");
    await fillSignUp(dialog, { name: "Grace Hopper", email, password: STRONG, confirm: STRONG });
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Account created!", "You can now start automating your work. Open the link we emailed you to confirm your address.");
    await expect(dialog).toBeHidden();

    // No session before the address is proven.
    const header = page.getByRole("banner");
    const menu = header.getByRole("button", { name: "Grace Hopper" });
    await expect(header.getByRole("link", { name: "Get started" })).toBeVisible();
    await expect(menu).toHaveCount(0);
    const mail = await readMail(email, "Confirm your email for Droids");
    const link = mail.links.find((href) => href.startsWith("/api/auth/verify-email?token="));
    expect(link).toBeDefined();
    const [row] = await storedRows<{ role: string; email_verified: boolean }>('select role, email_verified from "user" where email = $1', [email]);
    expect(row).toEqual({ role: "user", email_verified: false });
    // Signing in before confirming: refused, with a fresh link.
    const early = await openFromHeader(page, "Sign in");
    await early.getByLabel("Email Address").fill(email);
    await early.getByLabel("Password", { exact: true }).fill(STRONG);
    await early.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Please confirm your email first", "We sent you a new link. Open it to confirm your address, then sign in.");
    await page.keyboard.press("Escape");

    // The link, opened in this browser, keeps the password typed here and signs in.
    await page.goto(link!);
    await expect(page).toHaveURL("/email-verified");
    await expect(page.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();
    await page.goto("/");

    // The session survives a reload (a cookie, checked by the server). The
    // home page is prerendered: its header asks who is signed in once it
    // hydrates, at the visitor's first act.
    await page.reload();
    await actOn(page);
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    // Sign out is a form: it posts to /sign-out and lands on the home page.
    await header.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/");
    await expect(header.getByRole("link", { name: "Get started" })).toBeVisible();
    await page.reload();
    await expect(header.getByRole("link", { name: "Get started" })).toBeVisible();

    const signIn = await openFromHeader(page, "Sign in");
    await signIn.getByLabel("Email Address").fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill("Wr0ng!password");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Sign-in failed", "The email address or password is incorrect.");
    await expect(signIn.getByLabel("Email Address")).toHaveValue(email);
    await expect(signIn.getByLabel("Password", { exact: true })).toHaveValue("Wr0ng!password");

    await signIn.getByLabel("Password", { exact: true }).fill(STRONG);
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Welcome back!", "You've successfully logged in.");
    await expect(signIn).toBeHidden();
    await expect(menu).toBeVisible();
  });

  test("the whole sign-up works by keyboard alone", async ({ page }) => {
    await page.goto("/");
    // A keyboard visitor's first key hydrates the page.
    const session = hydrated(page);
    await page.keyboard.press("Tab");
    await session;
    const trigger = page.getByRole("banner").getByRole("link", { name: "Get started" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create Your Account" });
    await expect(dialog).toBeVisible();
    // From the dialog's first stop, Tab reaches each field in order.
    await dialog.getByLabel("Full Name").focus();
    await page.keyboard.type("Katherine Johnson");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail("keyboard"));
    await page.keyboard.press("Tab");
    await page.keyboard.type(STRONG);
    await page.keyboard.press("Tab"); // the password's show/hide toggle
    await expect(dialog.getByRole("button", { name: "Show password" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type(STRONG);
    await page.keyboard.press("Enter");
    await expectToast(page, "Account created!");
    await expect(dialog).toBeHidden();
  });

  test("answers the same for an address that has an account, and mails its owner instead", async ({ page, signUp, readMail }) => {
    const { email } = await signUp({ name: "Ada Owner", label: "owner" });
    const dialog = await openFromHeader(page, "Get started");
    await fillSignUp(dialog, { name: "Mallory", email, password: "An0ther!pass", confirm: "An0ther!pass" });
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Account created!", "Open the link we emailed you to confirm your address.");
    const notice = await readMail(email, "Someone tried to sign up with your address");
    expect(notice.text).toContain("If it was you, sign in, or reset your password if you forgot it:");
    expect(notice.text).toContain("Hi Ada Owner,");
  });

  test("a squatter's sign-up: the owner's link, opened in their own browser, asks for their own password; the squatter's stops working", async ({
    page,
    browser,
    readMail,
    allowConsoleError,
  }) => {
    // The squatter's password no longer signs in: 401.
    allowConsoleError(failedRequest(401, "POST", "/sign-in.data"));
    const email = uniqueEmail("squat");
    const squatter = await (await browser.newContext()).newPage();
    const dialog = await openFromHeader(squatter, "Get started");
    await fillSignUp(dialog, { name: "Eve Squatter", email, password: "Squ4tter!pass", confirm: "Squ4tter!pass" });
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expectToast(squatter, "Account created!");

    const mail = await readMail(email, "Confirm your email for Droids");
    await page.goto(mail.links.find((href) => href.startsWith("/api/auth/verify-email?token="))!);
    await expect(page).toHaveURL(/\/reset-password\?token=[\w-]+&confirmed=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your address is confirmed" })).toBeVisible();
    await expect(page.getByText("a password set before the address was confirmed is not kept")).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("Own3r!pass");
    await page.getByLabel("Confirm Password", { exact: true }).fill("Own3r!pass");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page).toHaveURL("/sign-in?reset=1");

    const signIn = await openFromHeader(squatter, "Sign in");
    await signIn.getByLabel("Email Address").fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill("Squ4tter!pass");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expectToast(squatter, "Sign-in failed", "The email address or password is incorrect.");

    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Own3r!pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Welcome back!");
    // Signed in as the owner (the name typed at sign-up stays until changed in Settings).
    await expect(page.getByRole("banner").getByRole("button", { name: "Eve Squatter" })).toBeVisible();
  });
});

test.describe("sign-in dialog", () => {
  test("needs both fields, and shows a spinner while signing in", async ({ page, allowConsoleError }) => {
    // The account does not exist: 401.
    allowConsoleError(failedRequest(401, "POST", "/sign-in.data"));
    const dialog = await openFromHeader(page, "Sign in");
    await expect(dialog.getByText("Sign in to your account to continue")).toBeVisible();
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Missing information", "Please fill in all required fields.");

    // Hold the answer to see the loading state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/sign-in\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByLabel("Email Address").fill(uniqueEmail("nobody"));
    await dialog.getByLabel("Password", { exact: true }).fill(STRONG);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    const busy = dialog.getByRole("button", { name: "Signing In..." });
    await expect(busy).toBeDisabled();
    release();
    await expectToast(page, "Sign-in failed");
    await expect(dialog.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  test("switches to sign-up and back, and each password toggle is its own", async ({ page }) => {
    const signIn = await openFromHeader(page, "Sign in");
    await signIn.getByRole("link", { name: "Sign up" }).click();
    await expect(signIn).toBeHidden();
    const signUp = page.getByRole("dialog", { name: "Create Your Account" });
    await expect(signUp).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);

    const password = signUp.getByLabel("Password", { exact: true });
    const confirm = signUp.getByLabel("Confirm Password", { exact: true });
    await password.fill("secret-one");
    await confirm.fill("secret-two");
    await signUp.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(confirm).toHaveAttribute("type", "password");
    await signUp.getByRole("button", { name: "Show confirm password" }).click();
    await expect(confirm).toHaveAttribute("type", "text");
    await signUp.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(confirm).toHaveAttribute("type", "text");

    await signUp.getByRole("link", { name: "Sign in" }).click();
    await expect(signUp).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Welcome Back" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Focus goes back to the header link that opened the first dialog.
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeFocused();
  });

  test("shows Google sign-in as unavailable when the server has no Google credentials, in text under the button", async ({ page }) => {
    for (const trigger of ["Sign in", "Get started"] as const) {
      const dialog = await openFromHeader(page, trigger);
      const google = dialog.getByRole("button", { name: "Continue with Google" });
      await expect(google).toHaveAttribute("aria-disabled", "true");
      await expect(google).toHaveAccessibleDescription("Google sign-in is not configured on this site.");
      const note = dialog.getByText("Google sign-in is not configured on this site.");
      // Shown without hovering or focusing anything, and never as a tooltip.
      await expect(note).toBeVisible();
      await expect(dialog.getByRole("tooltip")).toHaveCount(0);
      const subtitle = dialog.getByText(
        trigger === "Sign in" ? "Sign in to your account to continue" : "Join thousands of developers building the future with AI",
      );
      const [noteBox, buttonBox, subtitleBox] = await Promise.all([note.boundingBox(), google.boundingBox(), subtitle.boundingBox()]);
      expect(noteBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
      expect(noteBox!.y).toBeGreaterThanOrEqual(subtitleBox!.y + subtitleBox!.height);
      await google.click({ force: true });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL("/");
      await expectNoAxeViolations(page, '[role="dialog"]');
    }
  });

  test("opening a dialog focuses its first field, not the Google button", async ({ page }) => {
    const signIn = await openFromHeader(page, "Sign in");
    await expect(signIn.getByLabel("Email Address")).toBeFocused();
    await page.keyboard.type("typed@example.com");
    await expect(signIn.getByLabel("Email Address")).toHaveValue("typed@example.com");
    await signIn.getByRole("link", { name: "Sign up" }).click();
    const signUp = page.getByRole("dialog", { name: "Create Your Account" });
    await expect(signUp).toHaveAttribute("data-state", "open");
    await expect(signUp.getByLabel("Full Name")).toBeFocused();

    // By keyboard too.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: "Get started" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Create Your Account" }).getByLabel("Full Name")).toBeFocused();
  });
});

test.describe("password reset", () => {
  test("Forgot your password? sends a mail whose link sets a new password", async ({ page, signUp, readMail }) => {
    const { email } = await signUp({ name: "Dorothy Vaughan", label: "reset" });

    const signIn = await openFromHeader(page, "Sign in");
    await signIn.getByRole("link", { name: "Forgot your password?" }).click();
    const forgot = page.getByRole("dialog", { name: "Reset your password" });
    await forgot.getByLabel("Email Address").fill(email);
    await forgot.getByRole("button", { name: "Send Reset Link" }).click();
    await expectToast(page, "Check your email", "If an account exists for that address");

    const mail = await readMail(email, "Reset your Droids password");
    await page.goto(mail.links.find((link) => link.startsWith("/api/auth/reset-password/"))!);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByText("This signs you out everywhere and revokes your API keys.")).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("N3w!password");
    await page.getByLabel("Confirm Password", { exact: true }).fill("N3w!password");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page).toHaveURL("/sign-in?reset=1");
    await expectToast(page, "Password updated", "You can now sign in with your new password.");

    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("N3w!password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Welcome back!");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Dorothy Vaughan" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's triggers are the sign-in and sign-up pages, whose forms work", async ({ page, allowConsoleError }) => {
    // The weak password's page comes back with 400.
    allowConsoleError(failedRequest(400, "POST", "/sign-up"));
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get started" }).click();
    await expect(page).toHaveURL("/sign-up");
    await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
    const email = uniqueEmail("nojs");
    await page.getByLabel("Full Name").fill("Mary Jackson");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("password1");
    await page.getByLabel("Confirm Password", { exact: true }).fill("password1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert")).toContainText("Password must contain an upper-case letter and a symbol.");
    await expect(page.getByLabel("Full Name")).toHaveValue("Mary Jackson");
    await expect(page.getByLabel("Email Address")).toHaveValue(email);

    await page.getByLabel("Password", { exact: true }).fill(STRONG);
    await page.getByLabel("Confirm Password", { exact: true }).fill(STRONG);
    await page.getByRole("button", { name: "Create Account" }).click();
    // A page confirms the new account and asks for the mailed link, then leads back.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account created!");
    await expect(page.getByText("Check your inbox: open the link we sent to confirm your address, then sign in.")).toBeVisible();
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL("/");
    // Not signed in before the address is proven: the sign-in page stays.
    await page.goto("/sign-in?redirectTo=/terms");
    await expect(page).toHaveURL("/sign-in?redirectTo=/terms");
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
    });

    test("each account dialog has no axe violations and fits the screen", async ({ page }) => {
      const signUp = await openFromHeader(page, "Get started");
      await expectNoAxeViolations(page);
      const box = (await signUp.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);

      await signUp.getByRole("link", { name: "Sign in" }).click();
      const signIn = page.getByRole("dialog", { name: "Welcome Back" });
      await expect(signIn).toHaveAttribute("data-state", "open");
      await expectNoAxeViolations(page);

      await signIn.getByRole("link", { name: "Forgot your password?" }).click();
      await expect(page.getByRole("dialog", { name: "Reset your password" })).toHaveAttribute("data-state", "open");
      await expectNoAxeViolations(page);
    });

    for (const path of ["/sign-in", "/sign-up", "/forgot-password"]) {
      test(`${path} has no axe violations and no sideways scrolling`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBe(0);
      });
    }
  });
}

test.describe("API keys in Settings", () => {
  test("say when a key is inactive because its maker is no longer an admin, or was deleted", async ({ page, browser, signInAs, storedRows }) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    // An admin makes a key in Settings...
    const makerContext = await browser.newContext();
    const makerPage = await makerContext.newPage();
    const maker = await signInAs("admin", { name: "Former Admin", page: makerPage });
    await makerPage.goto("/dashboard/settings");
    const makerKeys = makerPage.getByRole("region", { name: "API keys" });
    await makerKeys.getByLabel("Key name").fill(`Demoted ${suffix}`);
    await makerKeys.getByRole("button", { name: "Create key" }).click();
    await expect(makerPage.getByTestId("new-api-key")).toBeVisible();
    await makerContext.close();

    // ...and another admin takes the role away on the Team page.
    await signInAs("admin");
    await page.goto("/dashboard/team");
    const member = page.locator(`tr[data-email="${maker.email}"]`);
    await member.getByLabel(`Role of ${maker.email}`).selectOption("user");
    await member.getByRole("button", { name: "Update" }).click();
    await expect(page.getByRole("status")).toHaveText("Role set to user.");

    // No page deletes an account, so a deleted maker's key is made in the worker's database.
    await storedRows("insert into api_keys (name, prefix, key_hash, created_by) values ($1, 'drd_delete', $2, null)", [
      `Deleted ${suffix}`,
      `hash-deleted-${suffix}`,
    ]);
    await page.goto("/dashboard/settings");
    const keys = page.getByRole("region", { name: "API keys" });
    await expect(keys.getByRole("listitem").filter({ hasText: `Demoted ${suffix}` })).toContainText(
      "Inactive: the person who made this key is no longer an admin.",
    );
    await expect(keys.getByRole("listitem").filter({ hasText: `Deleted ${suffix}` })).toContainText("Inactive: the account that made this key was deleted.");
    await expectNoAxeViolations(page);
  });
});

test.describe("Backups in Settings", () => {
  test("admins see the last backup's time and size and the schedule; other accounts see no Backups section", async ({
    page,
    browser,
    signInAs,
    storedRows,
  }) => {
    const file = `droids-${Math.random().toString(36).slice(2, 8)}.backup.gz`;
    // The newest backup of this worker's database (a date no other test's backup passes).
    await storedRows("insert into backups (kind, file, started_at, finished_at, bytes, rows) values ('manual', $1, $2, $2, 2979146, 101182)", [
      file,
      "2099-11-28T03:00:12Z",
    ]);
    await signInAs("admin");
    await page.goto("/dashboard/settings");
    const backups = page.getByRole("region", { name: "Backups" });
    await expect(backups).toContainText(`Last backupNov 28, 2099, 3:00 AM UTC · 3.0 MB · 101,182 rows · by hand (${file})`);
    await expect(backups).toContainText("ScheduleNone: set BACKUP_DIR (and BACKUP_EVERY) to back up on a schedule, or run npm run db:backup -- FILE.");
    await expectNoAxeViolations(page);

    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await signInAs("user", { page: userPage });
    await userPage.goto("/dashboard/settings");
    await expect(userPage.getByRole("region", { name: "Password" })).toBeVisible();
    await expect(userPage.getByRole("region", { name: "Backups" })).toHaveCount(0);
    await userContext.close();
  });
});
