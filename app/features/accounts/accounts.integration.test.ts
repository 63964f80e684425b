import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import { openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { account, mailOutbox, rateLimit, session, user } from "#app/platform/db/schema.ts";
import { createAuth } from "./auth.server.ts";
import {
  requestPasswordResetAction as requestPasswordResetActionHandler,
  resetPasswordAction as resetPasswordActionHandler,
  signInAction as signInActionHandler,
  signOutAction as signOutActionHandler,
  signUpAction as signUpActionHandler,
} from "./auth-forms.handlers.server.ts";
import { getSessionUser as getSessionUserHandler, requireRole as requireRoleHandler, requireUser as requireUserHandler } from "./session.server.ts";
import { changeRole } from "./users.server.ts";
import { requireAdminApi as requireAdminApiHandler } from "./admin-api-access.server.ts";
import { appContext } from "#app/platform/app-context.server.ts";
import { testLoadContext, withLoadContext } from "#tests/helpers/load-context.ts";
import { provenSessionCookie } from "#tests/helpers/proven-account.ts";
import { answerOf, cookieFrom, formPost, freshIp, pageRequest } from "#tests/helpers/requests.ts";

/** The handlers as their routes call them, on the test database (set in beforeAll). */
let loadContext: ReturnType<typeof testLoadContext>;
const requestPasswordResetAction = withLoadContext(requestPasswordResetActionHandler, () => loadContext);
const resetPasswordAction = withLoadContext(resetPasswordActionHandler, () => loadContext);
const signInAction = withLoadContext(signInActionHandler, () => loadContext);
const signOutAction = withLoadContext(signOutActionHandler, () => loadContext);
const signUpAction = withLoadContext(signUpActionHandler, () => loadContext);
const getSessionUser = withLoadContext(getSessionUserHandler, () => loadContext);
const requireRole = withLoadContext(requireRoleHandler, () => loadContext);
const requireUser = withLoadContext(requireUserHandler, () => loadContext);
const requireAdminApi = withLoadContext(requireAdminApiHandler, () => loadContext);

const statusOf = (value: unknown) => answerOf(value).init?.status ?? 200;

const strong = "Str0ng!pass";
const signUpFields = (email: string, password = strong) => ({
  name: "Ada Lovelace",
  email,
  password,
  confirmPassword: password,
});

describe(`accounts on ${testDriver}`, () => {
  const database = useTestDatabase();
  beforeAll(() => {
    loadContext = testLoadContext(database.current);
  });

  const users = () => database.current.db.select().from(user);
  const mails = () => database.current.db.select().from(mailOutbox);

  /** A proven account: signed up, its mail's link opened in the same browser; the cookie of the session that signs it in. */
  async function signUp(email = "ada@example.com") {
    const result = await signUpAction(formPost("/sign-up", signUpFields(email)));
    expect(answerOf(result).data).toMatchObject({ ok: true });
    return provenSessionCookie(loadContext, result, email);
  }

  describe("sign-up", () => {
    it("creates the account, stores the password hashed, queues a verification mail and signs nobody in before the address is proven", async () => {
      const result = await signUpAction(formPost("/sign-up", signUpFields("  Ada@Example.com ")));
      expect(answerOf(result).data).toEqual({
        ok: true,
        title: "Account created!",
        description: "Welcome to Droids! You can now start automating your work. Open the link we emailed you to confirm your address.",
        redirectTo: "/",
      });
      const [created] = await users();
      expect(created).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", role: "user", emailVerified: false });

      const [credential] = await database.current.db.select().from(account).where(eq(account.userId, created!.id));
      expect(credential!.providerId).toBe("credential");
      expect(credential!.password).not.toContain(strong);
      expect(credential!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/); // scrypt salt:key

      // Only the httpOnly cookie that binds the sign-up to this browser; no session.
      const cookie = cookieFrom(result);
      expect(cookie).toMatch(/^droids\.sign-up-browser=[\w-]{43}$/);
      const setCookie = new Headers(answerOf(result).init?.headers).getSetCookie().join("\n");
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(await getSessionUser(pageRequest("/", cookie))).toBeNull();
      expect(await database.current.db.select().from(session)).toEqual([]);

      const [mail] = await mails();
      expect(mail).toMatchObject({ to: "ada@example.com", subject: "Confirm your email for Droids" });
      expect(mail!.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Femail-verified/);
    });

    it("refuses each bad sign-up with the first failing check's words, and creates nothing", async () => {
      const cases: [Record<string, string>, string, string][] = [
        [{ ...signUpFields("a@example.com"), name: " " }, "Missing information", "Please fill in all required fields."],
        [{ ...signUpFields("a@example.com", "short"), confirmPassword: "other" }, "Passwords don't match", "Please make sure your passwords match."],
        [signUpFields("a@example.com", "Ab1!xyz"), "Password too short", "Password must be at least 8 characters long."],
        [signUpFields("a@example.com", "password1"), "Password too weak", "Password must contain an upper-case letter and a symbol."],
        [signUpFields("not-an-email"), "Invalid email address", "Please enter a valid email address."],
      ];
      for (const [fields, title, description] of cases) {
        const result = await signUpAction(formPost("/sign-up", fields));
        expect(statusOf(result)).toBe(400);
        expect(answerOf(result).data).toMatchObject({ ok: false, title, description });
        expect(JSON.stringify(answerOf(result).data)).not.toContain(fields.password!);
      }
      expect(await users()).toEqual([]);
    });

    it("holds the site's name and e-mail limits (name ≤ 100, address ≤ 254 with ≤ 64 before the @), also on better-auth's own endpoint", async () => {
      const auth = createAuth(database.current, parseConfig({}));
      const direct = (body: Record<string, string>) =>
        auth.handler(
          new Request("http://localhost:3000/api/auth/sign-up/email", {
            method: "POST",
            headers: { "content-type": "application/json", origin: "http://localhost:3000" },
            body: JSON.stringify({ password: strong, ...body }),
          }),
        );
      const longName = await direct({ name: "x".repeat(5000), email: "long@example.com" });
      expect(longName.status).toBe(400);
      expect(await longName.json()).toMatchObject({ code: "INVALID_NAME", message: "Full Name must be at most 100 characters." });
      const longLocal = await direct({ name: "Ada", email: `${"a".repeat(65)}@example.com` });
      expect(longLocal.status).toBe(400);
      expect(await longLocal.json()).toMatchObject({
        code: "INVALID_EMAIL_ADDRESS",
        message: "The part of the email address before the @ must be at most 64 characters.",
      });

      const formName = await signUpAction(formPost("/sign-up", { ...signUpFields("form@example.com"), name: "x".repeat(101) }));
      expect(statusOf(formName)).toBe(400);
      expect(answerOf(formName).data).toMatchObject({ ok: false, title: "Invalid name", description: "Full Name must be at most 100 characters." });
      const formEmail = await signUpAction(formPost("/sign-up", signUpFields(`${"a".repeat(65)}@example.com`)));
      expect(answerOf(formEmail).data).toMatchObject({
        ok: false,
        title: "Invalid email address",
        description: "The part of the email address before the @ must be at most 64 characters.",
      });
      expect(await users()).toEqual([]);

      const atLimits = await direct({ name: "n".repeat(100), email: `${"a".repeat(64)}@example.com` });
      expect(atLimits.status).toBe(200);
      expect(await users()).toMatchObject([{ name: "n".repeat(100), email: `${"a".repeat(64)}@example.com` }]);
    });

    it("keeps the name limit when the name changes, in Settings and through better-auth's endpoint", async () => {
      const cookie = await signUp();
      const { accountSettingsAction } = await import("./account-settings.handlers.server.ts");
      const rename = (name: string) =>
        withLoadContext(accountSettingsAction, () => loadContext)(formPost("/dashboard/settings", { intent: "name", name }, { cookie }));
      expect(answerOf(await rename("y".repeat(101))).data).toEqual({ form: "name", ok: false, title: "Full Name must be at most 100 characters." });
      expect(answerOf(await rename("   ")).data).toEqual({ form: "name", ok: false, title: "Please enter a name of up to 100 characters." });
      const direct = await createAuth(database.current, parseConfig({})).handler(
        new Request("http://localhost:3000/api/auth/update-user", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie },
          body: JSON.stringify({ name: "z".repeat(5000) }),
        }),
      );
      expect(direct.status).toBe(400);
      expect((await users())[0]!.name).toBe("Ada Lovelace");
      expect(answerOf(await rename(" Ada King ")).data).toEqual({ form: "name", ok: true, title: "Your name is updated." });
      expect((await users())[0]!.name).toBe("Ada King");
    });

    it("makes one account from concurrent sign-ups with one address", async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => signUpAction(formPost("/sign-up", signUpFields("race@example.com")))));
      expect(results.filter((result) => answerOf(result).data.ok).length).toBeGreaterThanOrEqual(1);
      expect(results.map((result) => answerOf(result).data.title)).not.toContain("Account already exists");
      expect(await users()).toHaveLength(1);
    });
  });

  describe("the password policy lives in a before-hook, not in hashing", () => {
    it("refuses a weak password on sign-up, reset and change, even through better-auth's own API", async () => {
      const auth = createAuth(database.current, parseConfig({}));
      await expect(auth.api.signUpEmail({ body: { name: "Weak", email: "weak@example.com", password: "password1" } })).rejects.toMatchObject({
        body: { code: "WEAK_PASSWORD", message: "Password must contain an upper-case letter and a symbol." },
      });
      await expect(auth.api.resetPassword({ body: { token: "whatever", newPassword: "alllowercase" } })).rejects.toMatchObject({
        body: { code: "WEAK_PASSWORD" },
      });
      const cookie = await signUp();
      await expect(
        auth.api.changePassword({
          body: { currentPassword: strong, newPassword: "NoDigits!!" },
          headers: new Headers({ cookie }),
        }),
      ).rejects.toMatchObject({ body: { code: "WEAK_PASSWORD", message: "Password must contain a number." } });
    });

    it("answers a weak password on sign-in like any wrong one, for known and unknown e-mails alike", async () => {
      await signUp();
      for (const email of ["ada@example.com", "nobody@example.com"]) {
        const result = await signInAction(formPost("/sign-in", { email, password: "password1" }));
        expect(statusOf(result)).toBe(401);
        expect(answerOf(result).data).toEqual({
          ok: false,
          title: "Sign-in failed",
          description: "The email address or password is incorrect.",
          values: { email, name: undefined },
        });
      }
    });
  });

  describe("sign-in and sessions", () => {
    it("signs in with the right password only", async () => {
      await signUp();
      const missing = await signInAction(formPost("/sign-in", { email: "ada@example.com", password: "" }));
      expect(answerOf(missing).data).toMatchObject({ title: "Missing information", description: "Please fill in all required fields." });
      const ok = await signInAction(formPost("/sign-in", { email: "ada@example.com", password: strong }));
      expect(answerOf(ok).data).toMatchObject({ ok: true, title: "Welcome back!", description: "You've successfully logged in." });
      expect(await getSessionUser(pageRequest("/", cookieFrom(ok)))).toMatchObject({ name: "Ada Lovelace" });
    });

    it("refuses a field sent more than once instead of taking one of the values (no sign-in with a password the visitor did not mean)", async () => {
      await signUp();
      const twice = new Request("http://localhost:3000/sign-in", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-droids-client-ip": freshIp() },
        body: new URLSearchParams([
          ["email", "ada@example.com"],
          ["password", "wrong"],
          ["password", strong],
        ]),
      });
      const refused = answerOf(await signInAction(twice));
      expect(refused.init?.status).toBe(400);
      expect(refused.data).toMatchObject({ ok: false, description: "The field “password” was sent more than once." });
    });

    it("redirects a page navigation to a same-site path only", async () => {
      await signUp();
      const navigate = { "sec-fetch-mode": "navigate" };
      for (const [redirectTo, location] of [
        ["/dashboard", "/dashboard"],
        ["https://evil.example/", "/"],
      ]) {
        const thrown = await signInAction(formPost("/sign-in", { email: "ada@example.com", password: strong, redirectTo: redirectTo! }, navigate)).catch(
          (response: Response) => response,
        );
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(302);
        expect((thrown as Response).headers.get("location")).toBe(location);
        expect((thrown as Response).headers.getSetCookie().join()).toMatch(/session_token=/);
      }
    });

    it("treats expired and signed-out sessions as signed out, and sign-out ends the session on the server", async () => {
      const cookie = await signUp();
      expect(await getSessionUser(pageRequest("/", cookie))).not.toBeNull();
      const out = await signOutAction(formPost("/sign-out", {}, { cookie }));
      expect(await out.json()).toMatchObject({ ok: true, title: "Signed out" });
      expect(await database.current.db.select().from(session)).toEqual([]);
      expect(await getSessionUser(pageRequest("/", cookie))).toBeNull();

      const second = await signInAction(formPost("/sign-in", { email: "ada@example.com", password: strong }));
      await database.current.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) });
      expect(await getSessionUser(pageRequest("/", cookieFrom(second)))).toBeNull();
      expect(await getSessionUser(pageRequest("/", "better-auth.session_token=forged.value"))).toBeNull();
    });

    it("extends a session in use (GET /api/v1/session) and sends the browser a fresh cookie", async () => {
      const cookie = await signUp();
      const soon = new Date(Date.now() + 10 * 24 * 3600 * 1000);
      await database.current.db.update(session).set({ expiresAt: soon });
      const { loader } = await import("#app/routes/api/session.ts");
      const response = (await loader({ request: pageRequest("/api/v1/session", cookie), context: loadContext } as never)) as Response;
      expect(await response.json()).toEqual({
        user: expect.objectContaining({ name: "Ada Lovelace", email: "ada@example.com", role: "user", emailVerified: true }),
        google: false,
      });
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.getSetCookie().join()).toMatch(/session_token=.*Max-Age=2592000/);
      const [row] = await database.current.db.select().from(session);
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    });

    it("keeps sessions across a server restart (a new process on the same database)", async () => {
      const { open, cleanup } = reopenableDatabase();
      let first: DatabaseHandle | undefined = await open();
      try {
        const config = parseConfig({});
        const before = createAuth(first, config);
        await before.api.signUpEmail({ body: { name: "Grace Hopper", email: "grace@example.com", password: strong } });
        await first.db.update(user).set({ emailVerified: true });
        const signedUp = await before.api.signInEmail({ body: { email: "grace@example.com", password: strong }, returnHeaders: true });
        const cookie = cookieFrom(signedUp.headers);
        await first.close();
        first = undefined;

        const second = await open();
        try {
          const after = createAuth(second, config);
          const restored = await after.api.getSession({ headers: new Headers({ cookie }) });
          expect(restored?.user).toMatchObject({ email: "grace@example.com" });
        } finally {
          await second.close();
        }
      } finally {
        await first?.close();
        await cleanup();
      }
    });
  });

  describe("roles", () => {
    it("makes an ADMIN_EMAILS address admin only once it is verified: at verification, or at the next sign-in after it", async () => {
      const plain = createAuth(database.current, parseConfig({}));
      /** Signs up; the cookie of the browser that did (its verification link keeps the password there). */
      const signUpIn = async (auth: typeof plain, name: string, email: string) =>
        cookieFrom((await auth.api.signUpEmail({ body: { name, email, password: strong }, returnHeaders: true })).headers);
      const earlyBrowser = await signUpIn(plain, "Early", "early@example.com");
      await signUpIn(plain, "Lazy", "lazy@example.com");
      const admins = createAuth(database.current, parseConfig({ ADMIN_EMAILS: "Boss@example.com, early@example.com, lazy@example.com" }));
      const roleOf = async (email: string) => (await database.current.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;
      const verificationLink = async (email: string) => {
        const mail = (await mails()).findLast((row) => row.to === email && row.subject === "Confirm your email for Droids");
        return /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/.exec(mail!.text!)![0];
      };

      // Whoever signs up first with the address is a plain user until the address is proven theirs.
      const bossBrowser = await signUpIn(admins, "Boss", "boss@example.com");
      expect(await roleOf("boss@example.com")).toBe("user");
      await signUpIn(admins, "Staff", "staff@example.com");
      await expect(admins.api.signInEmail({ body: { email: "boss@example.com", password: strong } })).rejects.toMatchObject({
        body: { code: "EMAIL_NOT_VERIFIED" },
      });
      expect(await roleOf("boss@example.com")).toBe("user");

      const verified = await admins.handler(new Request(await verificationLink("boss@example.com"), { headers: { cookie: bossBrowser } }));
      expect(verified.status).toBe(302);
      expect(await roleOf("boss@example.com")).toBe("admin");
      expect(await roleOf("staff@example.com")).toBe("user");

      // Accounts made before the address was listed: verified ones at their next sign-in, unverified ones not.
      await plain.handler(new Request(await verificationLink("early@example.com"), { headers: { cookie: earlyBrowser } }));
      expect(await roleOf("early@example.com")).toBe("user");
      await admins.api.signInEmail({ body: { email: "early@example.com", password: strong } });
      expect(await roleOf("early@example.com")).toBe("admin");
      await expect(admins.api.signInEmail({ body: { email: "lazy@example.com", password: strong } })).rejects.toMatchObject({
        body: { code: "EMAIL_NOT_VERIFIED" },
      });
      expect(await roleOf("lazy@example.com")).toBe("user");
    });

    it("gives an unverified ADMIN_EMAILS sign-up no session: the admin API answers it as signed out", async () => {
      const admins = createAuth(database.current, parseConfig({ ADMIN_EMAILS: "boss@example.com" }));
      const signedUp = await admins.handler(
        new Request("http://localhost:3000/api/auth/sign-up/email", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3000" },
          body: JSON.stringify({ name: "Boss", email: "boss@example.com", password: strong }),
        }),
      );
      expect(await signedUp.json()).toMatchObject({ user: { role: "user", emailVerified: false } });
      const cookie = cookieFrom(signedUp.headers);
      expect(cookie).not.toMatch(/session_token=/);
      const refused = await requireAdminApi(pageRequest("/api/v1/waitlist", cookie)).then(
        () => null,
        (error: unknown) => error as Response,
      );
      expect(refused!.status).toBe(401);
    });

    it("requireUser and requireRole: sign-in redirect and 403 page whatever the path (an API route gates with requireAdminApi: 401/403 JSON), and a role order", async () => {
      const cookie = await signUp();
      const thrownBy = (promise: Promise<unknown>) =>
        promise.then(
          () => null,
          (error: unknown) => error as Response,
        );

      const anonymousPage = await thrownBy(requireUser(pageRequest("/dashboard?tab=waitlist")));
      expect(anonymousPage!.status).toBe(302);
      expect(anonymousPage!.headers.get("location")).toBe("/sign-in?redirectTo=%2Fdashboard%3Ftab%3Dwaitlist");
      // The route decides how it refuses, by the gate it calls, not by the shape of its path.
      const anonymousOddPath = await thrownBy(requireUser(pageRequest("/api/v1/waitlist")));
      expect(anonymousOddPath!.status).toBe(302);
      const anonymousApi = await thrownBy(requireAdminApi(pageRequest("/api/v1/waitlist")));
      expect(anonymousApi!.status).toBe(401);
      expect(await anonymousApi!.json()).toEqual({ error: { code: "unauthorized", message: "Sign in to use this API." } });

      const userPage = await thrownBy(requireRole(pageRequest("/dashboard", cookie), "admin"));
      expect(userPage!.status).toBe(403);
      const userApi = await thrownBy(requireAdminApi(pageRequest("/api/v1/waitlist", cookie)));
      expect(userApi!.status).toBe(403);
      expect(await userApi!.json()).toMatchObject({ error: { code: "forbidden" } });

      expect(await changeRole(database.current.db, { email: " ADA@example.com" }, "author")).toBe("ok");
      await expect(requireRole(pageRequest("/blog/create", cookie), "author")).resolves.toMatchObject({ role: "author" });
      expect((await thrownBy(requireRole(pageRequest("/dashboard", cookie), "admin")))!.status).toBe(403);
      await changeRole(database.current.db, { email: "ada@example.com" }, "admin");
      await expect(requireRole(pageRequest("/blog/create", cookie), "author")).resolves.toMatchObject({ role: "admin" });
      expect(await changeRole(database.current.db, { email: "nobody@example.com" }, "admin")).toBe("unknown");
    });
  });

  it.skipIf(testDriver !== "pglite")(
    "npm run user:role sets a role on the configured database, names a missing account, and never demotes the last admin",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-role-"));
      try {
        const handle = await openDatabase({ dataDir: path.join(dir, "pglite") });
        const auth = createAuth(handle, parseConfig({}));
        await auth.api.signUpEmail({ body: { name: "Ada", email: "ada@example.com", password: strong } });
        await handle.close();
        const run = (...args: string[]) =>
          spawnSync(process.execPath, ["scripts/user-role.ts", ...args], {
            env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", NODE_ENV: "development" },
            encoding: "utf8",
          });
        expect(run("ada@example.com", "admin").status).toBe(0);
        const lastAdmin = run("ada@example.com", "user");
        expect(lastAdmin.stderr.trim()).toBe("ada@example.com is the last admin. Make another account an admin first.");
        expect(lastAdmin.status).toBe(1);
        const again = await openDatabase({ dataDir: path.join(dir, "pglite") });
        expect(await again.db.select({ role: user.role }).from(user)).toEqual([{ role: "admin" }]);
        await createAuth(again, parseConfig({})).api.signUpEmail({ body: { name: "Grace", email: "grace@example.com", password: strong } });
        await again.close();
        expect(run("grace@example.com", "admin").status).toBe(0);
        const ok = run("ADA@example.com", "author");
        expect(ok.stdout.trim()).toBe("ada@example.com is now an author.");
        expect(ok.status).toBe(0);
        const missing = run("nobody@example.com", "admin");
        expect(missing.stderr.trim()).toBe("No account uses nobody@example.com. The person must sign up first.");
        expect(missing.status).toBe(1);
        expect(run("ada@example.com", "owner").status).toBe(2);

        const reopened = await openDatabase({ dataDir: path.join(dir, "pglite") });
        const rows = await reopened.db.select({ email: user.email, role: user.role }).from(user).orderBy(user.email);
        await reopened.close();
        expect(rows).toEqual([
          { email: "ada@example.com", role: "author" },
          { email: "grace@example.com", role: "admin" },
        ]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  describe("password reset", () => {
    it("mails a one-time link that sets a new password; the old one stops working", async () => {
      await signUp();
      const requested = await requestPasswordResetAction(formPost("/forgot-password", { email: "ada@example.com" }));
      const nobody = await requestPasswordResetAction(formPost("/forgot-password", { email: "nobody@example.com" }));
      expect(answerOf(requested).data).toEqual(answerOf(nobody).data);
      expect(answerOf(requested).data).toMatchObject({ ok: true, title: "Check your email" });

      const resetMails = (await mails()).filter((mail) => mail.subject === "Reset your Droids password");
      expect(resetMails.map((mail) => mail.to)).toEqual(["ada@example.com"]);
      expect(resetMails[0]!.text).toContain("Choosing a new password signs you out on every device and revokes your API keys.");
      const link = /http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/.exec(resetMails[0]!.text!)![0];

      // The link goes through better-auth, which hands the token to our page.
      const { authOf } = await import("./auth.server.ts");
      const landing = await authOf(loadContext.get(appContext)).handler(new Request(link));
      expect(landing.status).toBe(302);
      const location = new URL(landing.headers.get("location")!, "http://localhost:3000");
      expect(location.pathname).toBe("/reset-password");
      const token = location.searchParams.get("token")!;

      const weak = await resetPasswordAction(formPost("/reset-password", { token, password: "password1", confirmPassword: "password1" }));
      expect(answerOf(weak).data).toMatchObject({ ok: false, title: "Password too weak" });
      const reset = await resetPasswordAction(formPost("/reset-password", { token, password: "N3w!password", confirmPassword: "N3w!password" }));
      expect(answerOf(reset).data).toMatchObject({ ok: true, title: "Password updated" });
      const reused = await resetPasswordAction(formPost("/reset-password", { token, password: "An0ther!pass", confirmPassword: "An0ther!pass" }));
      expect(answerOf(reused).data).toMatchObject({ ok: false, title: "This link has expired" });

      const oldPassword = await signInAction(formPost("/sign-in", { email: "ada@example.com", password: strong }));
      expect(answerOf(oldPassword).data).toMatchObject({ ok: false, title: "Sign-in failed" });
      const newPassword = await signInAction(formPost("/sign-in", { email: "ada@example.com", password: "N3w!password" }));
      expect(answerOf(newPassword).data).toMatchObject({ ok: true, title: "Welcome back!" });
    });
  });

  describe("password reset revokes the other reset links", () => {
    async function resetTokens(email: string) {
      const links = (await mails()).filter((mail) => mail.to === email && mail.subject === "Reset your Droids password");
      return links.map((mail) => /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mail.text!)![1]!);
    }
    const requestReset = async (email: string) =>
      expect(answerOf(await requestPasswordResetAction(formPost("/forgot-password", { email }))).data).toMatchObject({ ok: true });
    const resetWith = (token: string, password: string) => resetPasswordAction(formPost("/reset-password", { token, password, confirmPassword: password }));

    it("after a reset with one link, every other outstanding link of the account stops working", async () => {
      await signUp();
      await signUp("grace@example.com");
      await requestReset("ada@example.com");
      await requestReset("ada@example.com");
      await requestReset("grace@example.com");
      const [first, second] = await resetTokens("ada@example.com");
      const [graces] = await resetTokens("grace@example.com");

      expect(answerOf(await resetWith(first!, "N3w!password")).data).toMatchObject({ ok: true, title: "Password updated" });
      expect(answerOf(await resetWith(second!, "An0ther!pass")).data).toMatchObject({ ok: false, title: "This link has expired" });
      // Another account's link is not touched.
      expect(answerOf(await resetWith(graces!, "Gr4ce!password")).data).toMatchObject({ ok: true, title: "Password updated" });
      const signedIn = await signInAction(formPost("/sign-in", { email: "ada@example.com", password: "N3w!password" }));
      expect(answerOf(signedIn).data).toMatchObject({ ok: true });
    });

    it("after a password change in Settings, the outstanding links stop working", async () => {
      const cookie = await signUp();
      await requestReset("ada@example.com");
      const [token] = await resetTokens("ada@example.com");
      const { accountSettingsAction } = await import("./account-settings.handlers.server.ts");
      const changed = await withLoadContext(
        accountSettingsAction,
        () => loadContext,
      )(
        formPost(
          "/dashboard/settings",
          { intent: "password", currentPassword: strong, newPassword: "Ch4nged!pass", confirmPassword: "Ch4nged!pass" },
          { cookie },
        ),
      );
      expect(answerOf(changed).data).toMatchObject({ form: "password", ok: true });
      expect(answerOf(await resetWith(token!, "An0ther!pass")).data).toMatchObject({ ok: false, title: "This link has expired" });
      const signedIn = await signInAction(formPost("/sign-in", { email: "ada@example.com", password: "Ch4nged!pass" }));
      expect(answerOf(signedIn).data).toMatchObject({ ok: true });
    });
  });

  describe("an address is worth nothing until its owner proves it", () => {
    const boss = "boss@example.com";
    const squatterPassword = "Squ4tter!pass";
    const admins = () => createAuth(database.current, parseConfig({ ADMIN_EMAILS: boss }));
    const call = (auth: ReturnType<typeof createAuth>, path: string, body?: unknown, cookie = "") =>
      auth.handler(
        new Request(`http://localhost:3000/api/auth${path}`, {
          method: body === undefined ? "GET" : "POST",
          headers: { origin: "http://localhost:3000", ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie ? { cookie } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    const verificationLink = async (email: string) => {
      const mail = (await mails()).findLast((row) => row.to === email && row.subject === "Confirm your email for Droids");
      return /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/.exec(mail!.text!)![0];
    };
    const accountOf = async (email: string) => (await database.current.db.select().from(user).where(eq(user.email, email)))[0];

    it("the squat: a sign-up gets no session; the owner's proof from their own browser ends earlier sessions and keys, and the squatter's password", async () => {
      const auth = admins();
      const signedUp = await call(auth, "/sign-up/email", { name: "Eve", email: boss, password: squatterPassword, callbackURL: "/email-verified" });
      expect(signedUp.status).toBe(200);
      expect(cookieFrom(signedUp)).not.toMatch(/session_token=/);
      const squat = (await accountOf(boss))!;
      expect(await database.current.db.$count(session, eq(session.userId, squat.id))).toBe(0);
      // A session and a key made before the proof by any means (an older version of the site, a bug).
      const { internalAdapter } = await auth.$context;
      const earlier = await internalAdapter.createSession(squat.id);
      const { createApiKey, verifyApiKey } = await import("./api-keys.server.ts");
      const { key } = await createApiKey(database.current.db, squat.id, "squatter's key");

      // The owner opens the mail's link in their own browser (without the squatter's cookies).
      const verified = await call(auth, (await verificationLink(boss)).replace("http://localhost:3000/api/auth", ""));
      expect(verified.status).toBe(302);
      const owner = cookieFrom(verified);
      expect(await accountOf(boss)).toMatchObject({ emailVerified: true, role: "admin" });

      expect(await auth.api.getSession({ headers: new Headers({ cookie: `better-auth.session_token=${earlier.token}` }) })).toBeNull();
      expect(await verifyApiKey(database.current.db, key)).toEqual({ ok: false, reason: "unknown" });
      const squatterSignIn = await call(auth, "/sign-in/email", { email: boss, password: squatterPassword });
      expect(squatterSignIn.status).toBe(401);
      expect(await database.current.db.select({ password: account.password }).from(account).where(eq(account.userId, squat.id))).toEqual([{ password: null }]);
      // The owner's session, made after the proof, is the only one, and it is admin.
      expect(await getSessionUser(pageRequest("/", owner))).toMatchObject({ email: boss, role: "admin" });
      expect(await database.current.db.$count(session, eq(session.userId, squat.id))).toBe(1);

      // The page the link lands on asks the owner to choose their own password.
      const { choosePasswordRedirect } = await import("./address-proof.server.ts");
      const to = await choosePasswordRedirect(database.current.db, squat.id);
      expect(to).toMatch(/^\/reset-password\?token=[\w-]+&confirmed=1$/);
      const token = new URL(to!, "http://localhost:3000").searchParams.get("token")!;
      const chosen = await resetPasswordAction(formPost("/reset-password", { token, password: "Own3r!pass", confirmPassword: "Own3r!pass" }));
      expect(answerOf(chosen).data).toMatchObject({ ok: true, title: "Password updated" });
      expect(answerOf(await signInAction(formPost("/sign-in", { email: boss, password: "Own3r!pass" }))).data).toMatchObject({ ok: true });
      expect(await choosePasswordRedirect(database.current.db, squat.id)).toBeNull();
    });

    it("keeps the password typed at sign-up when the link is opened in the browser that signed up", async () => {
      const result = await signUpAction(formPost("/sign-up", signUpFields("ada@example.com")));
      const browser = cookieFrom(result);
      expect(browser).not.toMatch(/session_token=/);
      const { authOf } = await import("./auth.server.ts");
      const verified = await authOf(loadContext.get(appContext)).handler(
        new Request(await verificationLink("ada@example.com"), { headers: { cookie: browser } }),
      );
      expect(verified.status).toBe(302);
      expect(await getSessionUser(pageRequest("/", cookieFrom(verified)))).toMatchObject({ email: "ada@example.com", emailVerified: true });
      const [credential] = await database.current.db.select({ password: account.password }).from(account);
      expect(credential!.password).toMatch(/^[0-9a-f]{32}:/);
      expect(answerOf(await signInAction(formPost("/sign-in", { email: "ada@example.com", password: strong }))).data).toMatchObject({ ok: true });
    });

    it("refuses to sign in an unproven account and mails a fresh link", async () => {
      await signUpAction(formPost("/sign-up", signUpFields("ada@example.com")));
      const before = (await mails()).length;
      const refused = await signInAction(formPost("/sign-in", { email: "ada@example.com", password: strong }));
      expect(statusOf(refused)).toBe(403);
      expect(answerOf(refused).data).toMatchObject({
        ok: false,
        title: "Please confirm your email first",
        description: "We sent you a new link. Open it to confirm your address, then sign in.",
      });
      expect(cookieFrom(refused)).not.toMatch(/session_token=/);
      expect((await mails()).slice(before).map((mail) => mail.subject)).toEqual(["Confirm your email for Droids"]);
      // A wrong password says nothing about the account.
      const wrong = await signInAction(formPost("/sign-in", { email: "ada@example.com", password: "Wr0ng!pass" }));
      expect(answerOf(wrong).data).toMatchObject({ ok: false, title: "Sign-in failed" });
    });

    it("a password reset proves the address: earlier sessions and keys end, the address is verified", async () => {
      const auth = admins();
      await call(auth, "/sign-up/email", { name: "Eve", email: boss, password: squatterPassword });
      const squat = (await accountOf(boss))!;
      const { internalAdapter } = await auth.$context;
      const earlier = await internalAdapter.createSession(squat.id);
      const { createApiKey, verifyApiKey } = await import("./api-keys.server.ts");
      const { key } = await createApiKey(database.current.db, squat.id, "squatter's key");

      await requestPasswordResetAction(formPost("/forgot-password", { email: boss }));
      const mail = (await mails()).findLast((row) => row.subject === "Reset your Droids password");
      const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mail!.text!)![1]!;
      await resetPasswordAction(formPost("/reset-password", { token, password: "Own3r!pass", confirmPassword: "Own3r!pass" }));
      expect(await accountOf(boss)).toMatchObject({ emailVerified: true });
      expect(await auth.api.getSession({ headers: new Headers({ cookie: `better-auth.session_token=${earlier.token}` }) })).toBeNull();
      expect(await verifyApiKey(database.current.db, key)).toEqual({ ok: false, reason: "unknown" });
      expect((await call(auth, "/sign-in/email", { email: boss, password: squatterPassword })).status).toBe(401);
      const owner = await call(auth, "/sign-in/email", { email: boss, password: "Own3r!pass" });
      expect(await getSessionUser(pageRequest("/", cookieFrom(owner)))).toMatchObject({ role: "admin" });
    });

    it("Google proving an address with an unproven account ends its sessions, keys and the password set before", async () => {
      const auth = admins();
      await call(auth, "/sign-up/email", { name: "Eve", email: boss, password: squatterPassword });
      const squat = (await accountOf(boss))!;
      const { internalAdapter } = await auth.$context;
      const earlier = await internalAdapter.createSession(squat.id);
      const { createApiKey, verifyApiKey } = await import("./api-keys.server.ts");
      const { key } = await createApiKey(database.current.db, squat.id, "squatter's key");
      await internalAdapter.linkAccount({ userId: squat.id, providerId: "google", accountId: "google-boss" });
      expect(await accountOf(boss)).toMatchObject({ emailVerified: true, role: "admin" });
      expect(await auth.api.getSession({ headers: new Headers({ cookie: `better-auth.session_token=${earlier.token}` }) })).toBeNull();
      expect(await verifyApiKey(database.current.db, key)).toEqual({ ok: false, reason: "unknown" });
      expect((await call(auth, "/sign-in/email", { email: boss, password: squatterPassword })).status).toBe(401);
    });

    it("a squatter signing up again does not void the owner's link: the account keeps its id, the link still proves the address", async () => {
      const { authOf } = await import("./auth.server.ts");
      const auth = authOf(loadContext.get(appContext));
      const ownerBrowser = cookieFrom(await signUpAction(formPost("/sign-up", signUpFields("ada@example.com"))));
      const ownersLink = await verificationLink("ada@example.com");
      const first = (await accountOf("ada@example.com"))!;
      await signUpAction(formPost("/sign-up", { ...signUpFields("ada@example.com", squatterPassword), name: "Eve" }));
      const squat = (await accountOf("ada@example.com"))!;
      expect(squat).toMatchObject({ id: first.id, name: "Eve", emailVerified: false });

      const verified = await auth.handler(new Request(ownersLink, { headers: { cookie: ownerBrowser } }));
      expect(verified.headers.get("location")).toBe("/email-verified");
      expect(await accountOf("ada@example.com")).toMatchObject({ emailVerified: true });
      // The squatter's sign-up replaced the browser binding: neither password is kept, the owner chooses one.
      expect((await call(auth, "/sign-in/email", { email: "ada@example.com", password: squatterPassword })).status).toBe(401);
      const { choosePasswordRedirect } = await import("./address-proof.server.ts");
      expect(await choosePasswordRedirect(database.current.db, first.id)).toMatch(/^\/reset-password\?/);
    });

    it("answers a sign-up the same for a new, an unproven and a proven address; the proven one's owner gets a mail instead", async () => {
      const answer = (result: unknown) => ({ status: statusOf(result), data: answerOf(result).data, session: /session_token=/.test(cookieFrom(result)) });
      const fresh = answer(await signUpAction(formPost("/sign-up", signUpFields("new@example.com"))));
      expect(fresh).toEqual({
        status: 200,
        data: {
          ok: true,
          title: "Account created!",
          description: "Welcome to Droids! You can now start automating your work. Open the link we emailed you to confirm your address.",
          redirectTo: "/",
        },
        session: false,
      });

      // A proven address: nothing is made; its owner hears of the attempt.
      await signUp("ada@example.com");
      const [ada] = await users().then((rows) => rows.filter((row) => row.email === "ada@example.com"));
      const taken = answer(await signUpAction(formPost("/sign-up", { ...signUpFields("ADA@example.com", "An0ther!pass"), name: "Mallory" })));
      expect(taken).toEqual(fresh);
      expect(await accountOf("ada@example.com")).toMatchObject({ id: ada!.id, name: "Ada Lovelace" });
      const notice = (await mails()).findLast((mail) => mail.to === "ada@example.com")!;
      expect(notice.subject).toBe("Someone tried to sign up with your address");
      expect(notice.text).toContain("If it was you, sign in, or reset your password if you forgot it:");
      expect(notice.text).toContain("http://localhost:3000/forgot-password");

      // An unproven address: the new sign-up replaces the old account, which blocks nothing.
      const firstNew = (await accountOf("new@example.com"))!;
      const again = answer(await signUpAction(formPost("/sign-up", { ...signUpFields("new@example.com", "An0ther!pass"), name: "Newer" })));
      expect(again).toEqual(fresh);
      const replaced = (await accountOf("new@example.com"))!;
      expect(replaced).toMatchObject({ id: firstNew.id, name: "Newer", emailVerified: false });
      expect(await users()).toHaveLength(2);
    });
  });

  describe("rate limits", () => {
    it("limits sign-in attempts per address with better-auth's limiter, stored in the database", async () => {
      const auth = createAuth(database.current, parseConfig({ RATE_LIMIT_AUTH: "2/1m" }));
      const attempt = (ip: string) =>
        auth.handler(
          new Request("http://localhost:3000/api/auth/sign-in/email", {
            method: "POST",
            headers: { "content-type": "application/json", origin: "http://localhost:3000", "x-droids-client-ip": ip },
            body: JSON.stringify({ email: "nobody@example.com", password: "Wr0ng!pass" }),
          }),
        );
      expect((await attempt("192.0.2.1")).status).toBe(401);
      expect((await attempt("192.0.2.1")).status).toBe(401);
      expect((await attempt("192.0.2.1")).status).toBe(429);
      expect((await attempt("192.0.2.2")).status).toBe(401);
      const rows = await database.current.db.select().from(rateLimit);
      expect(rows.map((row) => row.key).sort()).toEqual([expect.stringContaining("192.0.2.1"), expect.stringContaining("192.0.2.2")]);
    });
  });
});

/** A database that can be closed and opened again: a PGlite folder, or a PostgreSQL schema. */
function reopenableDatabase() {
  if (testDriver === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-restart-"));
    return {
      open: () => openDatabase({ dataDir: path.join(dir, "pglite") }),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `restart_${randomUUID().slice(0, 8)}`;
  return {
    open: () => openDatabase({ url, searchPath: schema }),
    // A plain connection: opening the site's database would migrate the server's public schema first.
    cleanup: async () => {
      const client = new pg.Client(url);
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
