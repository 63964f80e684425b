import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { postSlug } from "#app/features/blog/slug.ts";
import { classConflictReport } from "#tests/helpers/class-conflicts.ts";
import { createWorkerDatabase, embeddedRows, PGLITE_TAP, type StoredRows } from "./support/e2e-database.ts";
import { freePort, spawnServer, TEST_AUTH_SECRET } from "./support/spawn-server.ts";
import { broadcastMailParts } from "#app/features/broadcasts/broadcast-mail.server.ts";
import { unsubscribeUrl } from "#app/platform/mail/mail-links.server.ts";

export type Role = "user" | "author" | "admin";
export type ConsoleErrors = string[] & { allow(pattern: RegExp): void };
export interface Account {
  name: string;
  email: string;
  password: string;
}
export interface Mail {
  subject: string;
  text: string;
  /** The paths (with query) of the links to this site in the mail's text. */
  links: string[];
}
export interface PublishedPost {
  title: string;
  slug: string;
  /** The post's page, e.g. /blog/some-title. */
  path: string;
  author: Account;
}

/** The worker's own server: its origin, its database's rows, and (on PostgreSQL) its database's URL. */
interface WorkerServer {
  url: string;
  rows: StoredRows;
  databaseUrl: string | null;
}

interface WorkerFixtures {
  workerServer: WorkerServer;
  /** The worker's bootstrap admin (its address is the server's ADMIN_EMAILS): promotes accounts, reads the outbox. */
  siteAdmin: APIRequestContext;
}

interface TestFixtures {
  deadClasses: void;
  /** The console errors, page errors and failed requests seen so far that no pattern allows; the test fails unless it ends empty. */
  consoleErrors: ConsoleErrors;
  /** A pattern of console errors (or "<status> <url>" of failed requests) the tests expect, for a whole describe block (test.use). */
  allowConsoleErrors: RegExp | null;
  /** Allows console errors matching `pattern` from here to the end of this test. */
  allowConsoleError: (pattern: RegExp) => void;
  /** Rows of the worker's database, PostgreSQL (TEST_DATABASE_URL) or the embedded one: SQL with $1… values. */
  storedRows: StoredRows;
  /** The PostgreSQL URL of the worker's database, or null on PGlite. */
  workerDatabaseUrl: string | null;
  /**
   * Empties the worker's waitlist, for a journey that reads the head of the line ("the next 2",
   * "first of one"): the entries earlier journeys of this worker confirmed would stand ahead.
   * A worker runs its tests one at a time, so no other test is using the line.
   */
  emptyWaitlist: () => Promise<void>;
  /** Makes a fresh account whose address is verified (through the mail's link); the browser stays signed out. */
  signUp: (options?: { name?: string; label?: string }) => Promise<Account>;
  /** A new account of its own with `role`, signed in on `page` (the test's page unless given). */
  signInAs: (role: Role, options?: { name?: string; page?: Page }) => Promise<Account>;
  /** An author of its own publishes a post through the editor's form; deleted after the test. */
  createPost: (post?: { title?: string; excerpt?: string; content?: string; authorName?: string }) => Promise<PublishedPost>;
  /** The newest mail the site sent to `to` (with `subject` when given), read in the outbox's table. */
  readMail: (to: string, subject?: string) => Promise<Mail>;
}

const BOOTSTRAP_ADMIN = { email: "admin@e2e.droids.test", password: "Adm1n!password", name: "Edith Admin" };
const PASSWORD = "Wr1ter!password";
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/**
 * The newest mail to `to` (with `subject` when given) in the outbox's table,
 * waiting up to 15 s for it: mails are written in the transaction that
 * causes them, which may end after the page has answered (a broadcast's,
 * by its queueing job). A broadcast's row stores no body: its text is
 * rendered here as the server's mail sender renders it, from the update and
 * the recipient's unsubscribe link (`publicUrl`: the server's address).
 */
async function newestMail(rows: StoredRows, publicUrl: string, to: string, subject?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    const [row] = await rows<{ to: string; subject: string; text: string | null; markdown: string | null }>(
      `select o."to", coalesce(o.subject, b.subject) as subject, o.text, b.markdown from mail_outbox o left join broadcasts b on b.id = o.broadcast_id
       where lower(o."to") = lower($1) and ($2::text is null or coalesce(o.subject, b.subject) = $2) order by o.created_at desc, o.id limit 1`,
      [to, subject ?? null],
    );
    if (!row) throw new Error(`no mail to ${to}${subject ? ` with subject "${subject}"` : ""} in the outbox yet`);
    const text = row.text ?? broadcastMailParts(row.markdown ?? "", publicUrl).text.join(unsubscribeUrl({ publicUrl, secret: TEST_AUTH_SECRET }, row.to));
    const mail = { subject: row.subject, text };
    const links = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => {
      const url = new URL(match[0]);
      return url.pathname + url.search;
    });
    found = { subject: mail.subject, text: mail.text, links };
  }).toPass({ timeout: 15_000 });
  return found!;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  /**
   * Each worker runs the production build (`node server.ts`, built by
   * `npm run build`) on a port and a database of its own: a fresh PGlite
   * directory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
   * Nothing a test stores is seen by another worker's tests.
   */
  workerServer: [
    // Playwright reads the fixtures a fixture needs from this pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = await freePort();
      const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-e2e-"));
      const dataDir = path.join(tempDir, "data");
      // On the embedded database the server answers the journeys' SQL on this socket
      // (support/pglite-tap.ts), in a folder only this user can open.
      const socket = path.join(tempDir, "db.sock");
      // E2E_PORT names the run's databases, so two runs on one machine (given different values) never share one.
      const database = await createWorkerDatabase(`${process.env.E2E_PORT ?? 3210}_${workerInfo.workerIndex}`);
      const started = Date.now();
      const server = spawnServer(
        {
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: database?.url,
          E2E_DB_SOCKET: database ? undefined : socket,
          // Every journey posts from 127.0.0.1; the limits are tested in the integration suite.
          RATE_LIMIT_WAITLIST: "off",
          RATE_LIMIT_DEMO: "off",
          RATE_LIMIT_AUTH: "off",
          RATE_LIMIT_COMMENTS: "off",
          RATE_LIMIT_LIKES: "off",
          ADMIN_EMAILS: BOOTSTRAP_ADMIN.email,
          // The webhook journey's receiver listens on loopback.
          WEBHOOK_ALLOW_PRIVATE: "true",
          // Whatever the shell has: mail stays in the outbox (readMail), Google stays unconfigured,
          // links point at this server.
          SMTP_URL: undefined,
          GOOGLE_CLIENT_ID: undefined,
          GOOGLE_CLIENT_SECRET: undefined,
          PUBLIC_URL: undefined,
        },
        { nodeArgs: database ? [] : ["--import", PGLITE_TAP] },
      );
      try {
        await server.ready(port, 110_000);
        if (process.env.E2E_TIMINGS) console.log(`worker ${workerInfo.workerIndex}: server ready in ${Date.now() - started} ms`);
        await use({ url: `http://localhost:${port}`, rows: database?.query ?? embeddedRows(socket), databaseUrl: database?.url ?? null });
      } finally {
        // A server that died mid-run fails its tests with refused connections: say why.
        if (server.child.exitCode !== null) console.error(`worker ${workerInfo.workerIndex}: the server exited early:\n${server.output()}`);
        await server.stop();
        await database?.drop();
        fs.rmSync(tempDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],

  baseURL: async ({ workerServer }, use) => use(workerServer.url),

  siteAdmin: [
    async ({ workerServer, playwright }, use) => {
      const origin = workerServer.url;
      // A connection per request: the admin acts now and then, and a kept-alive connection the server
      // times out just as a request goes out resets it (ECONNRESET).
      const admin = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin, connection: "close" } });
      expect((await admin.post("/api/auth/sign-up/email", { data: BOOTSTRAP_ADMIN })).ok()).toBe(true);
      // Opening the confirmation mail's link verifies the address, which makes the account admin.
      const mail = await newestMail(workerServer.rows, workerServer.url, BOOTSTRAP_ADMIN.email, "Confirm your email for Droids");
      const link = mail.links.find((href) => href.startsWith("/api/auth/verify-email?"));
      expect(link, "the bootstrap admin's verification link").toBeDefined();
      expect((await admin.get(link!)).ok()).toBe(true);
      expect((await admin.post("/api/auth/sign-in/email", { data: BOOTSTRAP_ADMIN })).ok()).toBe(true);
      expect((await admin.get("/dashboard/outbox", { maxRedirects: 0 })).status()).toBe(200);
      await use(admin);
      await admin.dispose();
    },
    { scope: "worker" },
  ],

  /**
   * Every journey fails when the page it ends on has an element with a class
   * that does nothing (a later class sets the same thing, or it is repeated):
   * `cn` joins classes without merging them, so a conflicting override would
   * otherwise go unnoticed.
   */
  deadClasses: [
    async ({ page }, use) => {
      await use();
      if (page.isClosed()) return;
      const attributes = await page
        .evaluate(() => [...document.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? ""))
        // A journey may end while its page navigates; the next one checks that page.
        .catch((error: Error) => {
          if (/context was destroyed|navigat/i.test(error.message)) return [];
          throw error;
        });
      expect(classConflictReport(attributes), `dead classes on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],

  storedRows: async ({ workerServer }, use) => use(workerServer.rows),
  workerDatabaseUrl: async ({ workerServer }, use) => use(workerServer.databaseUrl),
  emptyWaitlist: async ({ storedRows }, use) => {
    await use(async () => {
      await storedRows("delete from waitlist_entries");
    });
  },

  /**
   * Every journey fails on a console error, an uncaught page error or a
   * request answered with 4xx or 5xx (reported as "400 POST /sign-up.data")
   * in any page it opens: on `page`, in `context` and in contexts it makes
   * with `browser.newContext()`. A test that expects one names it, as
   * narrowly as it can, with `allowConsoleError` (`failedRequest` makes the
   * pattern of an answer), or for a describe block in `allowConsoleErrors`.
   */
  allowConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ context, browser, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = allowConsoleErrors ? [allowConsoleErrors] : [];
      const report = (text: string) => {
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      };
      const watch = (watched: BrowserContext) => {
        watched.on("console", (message) => {
          // Chromium logs each 4xx or 5xx answer without its URL: the response listener reports it with one.
          if (message.type() === "error" && !message.text().startsWith("Failed to load resource: the server responded with a status of")) {
            report(message.text());
          }
        });
        watched.on("weberror", (error) => report(error.error().message));
        watched.on("response", (response) => {
          if (response.status() >= 400) {
            const url = new URL(response.url());
            report(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
          }
        });
      };
      watch(context);
      // Contexts the test makes itself (a second visitor, a signed-out browser) are watched too.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const made = await newContext.apply(browser, args);
        watch(made);
        return made;
      };
      // Not enumerable: `expect(consoleErrors).toEqual([])` compares the errors alone.
      Object.defineProperty(errors, "allow", { value: (pattern: RegExp) => void allowed.push(pattern) });
      try {
        await use(errors as ConsoleErrors);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, "console errors, page errors and failed requests").toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleError: async ({ consoleErrors }, use) => use((pattern) => consoleErrors.allow(pattern)),

  readMail: async ({ storedRows, workerServer }, use) => {
    await use((to, subject) => newestMail(storedRows, workerServer.url, to, subject));
  },

  signUp: async ({ baseURL, playwright, readMail }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async ({ name = "Test Writer", label = "account" } = {}) => {
      const account = { name, email: `${label}-${unique()}@example.com`, password: PASSWORD };
      const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
      contexts.push(visitor);
      expect((await visitor.post("/api/auth/sign-up/email", { data: account })).ok()).toBe(true);
      const mail = await readMail(account.email, "Confirm your email for Droids");
      const link = mail.links.find((href) => href.startsWith("/api/auth/verify-email?"));
      expect(link, "the verification mail's link").toBeDefined();
      expect((await visitor.get(link!)).ok()).toBe(true);
      return account;
    });
    // No page deletes an account: each is unique and lives in the worker's own database.
    await Promise.all(contexts.map((context) => context.dispose()));
  },

  signInAs: async ({ page, baseURL, signUp, siteAdmin, storedRows }, use) => {
    await use(async (role, { name, page: target = page } = {}) => {
      const account = await signUp({ name, label: role });
      if (role !== "user") await grantRole(siteAdmin, storedRows, account.email, role);
      const signedIn = await target.request.post("/api/auth/sign-in/email", {
        data: { email: account.email, password: account.password },
        headers: { origin: baseURL! },
      });
      expect(signedIn.ok()).toBe(true);
      return account;
    });
  },

  createPost: async ({ playwright, baseURL, signUp, siteAdmin, storedRows }, use) => {
    const made: Array<{ author: APIRequestContext; slug: string }> = [];
    await use(async ({ title = `A post ${unique()}`, excerpt = "", content = "A short post.", authorName = "Pat Publisher" } = {}) => {
      const author = await signUp({ name: authorName, label: "author" });
      await grantRole(siteAdmin, storedRows, author.email, "author");
      const session = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
      expect((await session.post("/api/auth/sign-in/email", { data: { email: author.email, password: author.password } })).ok()).toBe(true);
      const saved = await session.post("/blog/create", { form: { intent: "publish", title, excerpt, content }, maxRedirects: 0 });
      expect(saved.status(), await saved.text().catch(() => "")).toBeLessThan(400);
      const slug = postSlug(title);
      made.push({ author: session, slug });
      expect((await session.get(`/blog/${slug}`)).ok()).toBe(true);
      return { title, slug, path: `/blog/${slug}`, author };
    });
    for (const { author, slug } of made) {
      // The author deletes the post (and its comments and likes) on the dashboard's Posts page, whose form posts its id.
      const [post] = await storedRows<{ id: string }>("select id from posts where slug = $1", [slug]);
      expect(post, `the stored post /blog/${slug}`).toBeDefined();
      const deleted = await author.post("/dashboard/posts", { form: { intent: "delete", key: post!.id } });
      expect(await deleted.text()).toContain("Post deleted.");
      expect((await author.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).not.toBe(200);
      await author.dispose();
    }
  },
});

/** The bootstrap admin gives `email` the role on the Team page (its form posts the account's id, read in the database, and the role). */
export async function grantRole(admin: APIRequestContext, storedRows: StoredRows, email: string, role: Role) {
  const [user] = await storedRows<{ id: string }>('select id from "user" where email = $1', [email.toLowerCase()]);
  expect(user, `the stored account ${email}`).toBeDefined();
  const changed = await admin.post("/dashboard/team", { form: { userId: user!.id, role } });
  expect(changed.status()).toBe(200);
  expect(await changed.text()).toContain(`Role set to ${role}.`);
}

export { expect };

/** The pattern of the console check's report of a request answered with `status` (the path without its query). */
export function failedRequest(status: number, method: "GET" | "POST", path: string): RegExp {
  return new RegExp(`^${status} ${method} ${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\?.*)?$`);
}

/**
 * Resolves once the page has hydrated: the header then asks the server who is
 * signed in (an effect, so every handler on the page is live). Call it before
 * the navigation it waits for.
 */
export function hydrated(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/session");
}

/**
 * Opens `path` and waits until it has hydrated. Pages are server-rendered, so
 * they show before their scripts run, and hydrate at the visitor's first act
 * (a moving pointer here); use this before anything only JavaScript answers
 * (keyboard shortcuts, dialogs that are links until then).
 */
export async function gotoHydrated(page: Page, path: string) {
  const done = hydrated(page);
  await page.goto(path);
  await actOn(page);
  await done;
}

/** The visitor's first act on a page: the pointer moves (two moves, so it moves wherever it was). */
export async function actOn(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(3, 3);
}

/**
 * Holds the page's scripts (every /assets/….js request) until `release()`:
 * the page as a visitor meets it before they arrive. `held()` counts the
 * requests waiting.
 */
export async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    waiting++;
    await released;
    await route.continue();
  });
  return { release, held: () => waiting };
}

/** Joins the waitlist through the /waitlist page's form, as a visitor does, and waits for the welcome. */
export async function joinOnWaitlistPage(page: Page, name: string, email: string) {
  await page.goto("/waitlist");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByText("Welcome to the waitlist! 🎉").first()).toBeVisible();
}

/** The toast titled `title` is shown (with `description` in it, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
  return toast;
}

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
  expect(violations.map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target) }))).toEqual([]);
}

/**
 * The box an element settles in. A dialog opens from 96 % scale; even with reduced motion (0.01 ms)
 * the first frame can still be that, so measure once its animations have finished.
 */
export async function settledBox(locator: Locator) {
  await locator.evaluate((element) => Promise.allSettled(element.getAnimations().map((animation) => animation.finished)));
  return (await locator.boundingBox())!;
}
