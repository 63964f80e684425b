import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { and, eq, inArray, like, ne } from "drizzle-orm";
import { CLIENT_IP_HEADER } from "#app/platform/http/request-origin.server.ts";
import type { Config } from "#app/platform/config.server.ts";
import type { AppContext } from "#app/platform/app-context.server.ts";
import { site } from "#app/content/site.ts";
import { logger as siteLogger } from "#app/platform/logger.server.ts";
import type { DatabaseHandle } from "#app/platform/db/client.server.ts";
import * as schema from "#app/platform/db/schema.ts";
import { queueLeadMail, queueMail, type OutgoingMail } from "#app/platform/mail/mail.server.ts";
import { emailField, nameField } from "#app/platform/forms/person-fields.ts";
import { setSessionCookie } from "better-auth/cookies";
import { existingAccountMail, passwordResetMail, verificationMail } from "./auth-mails.server.ts";
import {
  SIGN_UP_BROWSER_COOKIE,
  bindSignUpToBrowser,
  endEverythingBeforeProof,
  isSignUpBrowser,
  newBrowserNonce,
  removeUnprovenAccount,
  isVouchedAddressProof,
} from "./address-proof.server.ts";
import { authNotices } from "./auth-texts.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordPolicyMessage } from "./password-policy.ts";

/** Where better-auth's own endpoints live (routes/api.auth.$.ts). */
export const AUTH_BASE_PATH = "/api/auth";

/** The endpoints that set a password, and the body field that carries it. */
const passwordFields: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
  "/set-password": "newPassword",
};

/** The endpoints RATE_LIMIT_AUTH limits per client address. */
const limitedPaths = ["/sign-in/email", "/sign-up/email", "/sign-in/social", "/request-password-reset", "/reset-password"];

const DAY = 24 * 60 * 60;

/**
 * The first broken name or e-mail rule in a sign-up or profile update, as
 * better-auth's error body: INVALID_NAME or INVALID_EMAIL_ADDRESS with the
 * rule's words. A field left out of an update is not checked.
 */
export function accountFieldProblem(body: unknown, isSignUp: boolean): { code: string; message: string } | null {
  const fields = (body ?? {}) as { name?: unknown; email?: unknown };
  if (isSignUp || fields.name !== undefined) {
    const name = nameField.safeParse(typeof fields.name === "string" ? fields.name : "");
    if (!name.success) return { code: "INVALID_NAME", message: name.error.issues[0]!.message };
    if (!name.data) return { code: "INVALID_NAME", message: authNotices.invalidName.description };
  }
  if (isSignUp || fields.email !== undefined) {
    const email = emailField.safeParse(typeof fields.email === "string" ? fields.email : "");
    if (!email.success) return { code: "INVALID_EMAIL_ADDRESS", message: email.error.issues[0]!.message };
    if (!email.data) return { code: "INVALID_EMAIL_ADDRESS", message: authNotices.invalidEmail.description };
  }
  return null;
}

/**
 * better-auth on `database` with the site's rules. `kickMail` wakes the mail
 * sender after a mail is queued (the app context's; none in tests that read
 * the outbox themselves).
 */
export function createAuth(
  database: DatabaseHandle,
  config: Config,
  { kickMail = () => {}, logger = siteLogger, onAddressProven = async () => {} }: Partial<Pick<AppContext, "kickMail" | "logger" | "onAddressProven">> = {},
) {
  const { db } = database;
  const adminEmails = config.ADMIN_EMAILS;

  /**
   * Writes the mail to the outbox, then sends it (when SMTP is set) off the
   * request. A verification mail skips an address that unsubscribed; a
   * password reset, asked for by its owner just now, always goes.
   */
  async function send(mail: OutgoingMail, options: { evenIfUnsubscribed?: boolean } = {}) {
    const id = options.evenIfUnsubscribed ? await queueMail(db, mail) : await queueLeadMail(db, mail);
    if (id) kickMail();
  }
  const links = { publicUrl: config.publicUrl, secret: config.authSecret };

  const authLimit = config.RATE_LIMIT_AUTH;

  /** Ends every outstanding password-reset link of the account (better-auth keeps them as `reset-password:<token>` → userId). */
  async function revokeResetTokens(userId: string) {
    await db.delete(schema.verification).where(and(like(schema.verification.identifier, "reset-password:%"), eq(schema.verification.value, userId)));
  }

  /** Makes the account admin when its address is in ADMIN_EMAILS and verified; anyone can type an address. */
  async function grantConfiguredAdmin(userId: string) {
    if (adminEmails.length === 0) return;
    await db
      .update(schema.user)
      .set({ role: "admin", updatedAt: new Date() })
      .where(and(eq(schema.user.id, userId), inArray(schema.user.email, adminEmails), eq(schema.user.emailVerified, true), ne(schema.user.role, "admin")));
  }

  /**
   * The address of the account is proven now (verification link, reset
   * link, Google): everything made before ends (address-proof.server.ts),
   * then the ADMIN_EMAILS role and the waitlist join follow. The prover's
   * own session is made after this.
   */
  async function proveAddress(userId: string, options: { keepPassword: boolean }) {
    await endEverythingBeforeProof(db, userId, options);
    await grantConfiguredAdmin(userId);
    await onAddressProven(userId);
  }

  /**
   * A sign-up through a working invitation link proves the address: the
   * site's form handler checked the link and sends its proof
   * (address-proof.server.ts; no query here:
   * this runs inside better-auth's transaction, which PGlite's one connection holds).
   */
  const isInvitedSignUp = (email: string, context: { path?: string; body?: unknown } | null) =>
    context?.path === "/sign-up/email" &&
    isVouchedAddressProof(config.authSecret, (context.body as { invitationProof?: unknown } | undefined)?.invitationProof, email);

  /**
   * The id of the unproven account a sign-up in progress replaced, by
   * address: the new account takes it, so the verification and reset links
   * mailed for the address before stay good (a squatter signing up again
   * does not void the owner's link). Emptied when the sign-up answers.
   */
  const replacedAccounts = new Map<string, string>();

  /**
   * Every sign-up answer carries the same httpOnly browser cookie. For a new
   * unproven account its nonce is recorded (the verification link keeps the
   * password only in this browser); an account an invitation proved is
   * signed in (its session comes after the proof).
   */
  async function afterSignUp(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
    const answered = ctx.context.returned as { user?: { id?: string } } | undefined;
    const userId = answered?.user?.id;
    if (!userId) return;
    const nonce = newBrowserNonce();
    ctx.setCookie(SIGN_UP_BROWSER_COOKIE, nonce, {
      httpOnly: true,
      sameSite: "lax",
      secure: config.publicUrl.startsWith("https:"),
      path: "/",
      maxAge: DAY,
    });
    const [created] = await db.select().from(schema.user).where(eq(schema.user.id, userId));
    if (!created) return; // the answer for an address that has an account: nothing was made
    if (!created.emailVerified) return bindSignUpToBrowser(db, created.id, nonce);
    const session = await ctx.context.internalAdapter.createSession(created.id);
    await setSessionCookie(ctx, { session, user: created });
  }

  return betterAuth({
    appName: site.productName,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    // Into the site's structured log, not the console.
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        logger[level](err ? { err } : {}, `better-auth: ${message}`);
      },
    },
    database: drizzleAdapter(db, { provider: "pg", schema, transaction: true }),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    session: {
      // Sessions live in the database (shared by every server process),
      // last 30 days and are extended once a day while in use.
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    emailAndPassword: {
      enabled: true,
      // No session before the address is proven: a sign-up only mails the link,
      // and an unproven account cannot sign in (it gets a fresh link instead).
      autoSignIn: false,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => send(passwordResetMail(user, url, links), { evenIfUnsubscribed: true }),
      // A reset link proves the address, and the password is the prover's own.
      // One reset ends the others: a link mailed earlier no longer sets the password.
      onPasswordReset: async ({ user }) => {
        await proveAddress(user.id, { keepPassword: true });
        await revokeResetTokens(user.id);
      },
      // A sign-up for a proven address answers as any other; its owner hears of it
      // (unless they unsubscribed: the attempt changed nothing, and the mail must not become a way to pester them).
      onExistingUserSignUp: async ({ user }) => {
        if (user.emailVerified) await send(existingAccountMail(user, links));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unproven account's sign-in attempt (right password) gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      // An account made with an invitation link is verified already: no mail to confirm it.
      sendVerificationEmail: async ({ user, url }) => (user.emailVerified ? undefined : send(verificationMail(user, url, links))),
      // The sign-up's password stays only when the link is opened in the browser that signed up.
      afterEmailVerification: async (user, request) => {
        await proveAddress(user.id, { keepPassword: await isSignUpBrowser(db, user.id, request?.headers) });
      },
    },
    // Google proving an address with an unproven account links to it (the proof runs, see databaseHooks.account).
    account: { accountLinking: { requireLocalEmailVerified: false } },
    socialProviders: config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, prompt: "select_account" } } : {},
    rateLimit: {
      enabled: authLimit !== null,
      storage: "database",
      customRules: {
        ...Object.fromEntries(limitedPaths.map((path) => [path, authLimit ? { window: Math.ceil(authLimit.windowMs / 1000), max: authLimit.count } : false])),
        // Asked on every page view: a counter write each time would cost more than it protects.
        "/get-session": false,
      },
    },
    advanced: {
      // The server writes the client's address into this header (server/app.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      // The policy is checked where a password is set, never in the hash
      // function: sign-in hashes too (for unknown e-mails, to keep timing
      // even), and a policy error there would tell which e-mails exist.
      before: createAuthMiddleware(async (ctx) => {
        const field = passwordFields[ctx.path];
        const password: unknown = field ? ctx.body?.[field] : undefined;
        const weak = typeof password === "string" ? passwordPolicyMessage(password) : null;
        if (weak) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: weak });
        // The site's name and e-mail rules (lead-fields.ts) hold for accounts too, whoever calls the endpoint.
        if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") {
          const problem = accountFieldProblem(ctx.body, ctx.path === "/sign-up/email");
          if (problem) throw new APIError("BAD_REQUEST", problem);
        }
        // An unproven account never blocks its address: a new sign-up (or an invitation) replaces it.
        if (ctx.path === "/sign-up/email" && typeof ctx.body?.email === "string") {
          const email = ctx.body.email.trim().toLowerCase();
          const replaced = await removeUnprovenAccount(db, email);
          if (replaced) replacedAccounts.set(email, replaced);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email" && typeof ctx.body?.email === "string") replacedAccounts.delete(ctx.body.email.trim().toLowerCase());
        if (ctx.context.returned instanceof APIError || ctx.context.returned instanceof Response) return;
        // A password changed by its owner also ends the reset links mailed before.
        if (ctx.path === "/change-password" || ctx.path === "/set-password") {
          const userId = ctx.context.session?.user.id;
          if (userId) await revokeResetTokens(userId);
        }
        if (ctx.path === "/sign-up/email") await afterSignUp(ctx);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // An ADMIN_EMAILS address is admin only once its owner proved it is theirs:
          // at sign-up only when the address comes verified (Google), else at verification.
          // A sign-up through a working invitation link for this address is verified at once.
          before: async (user, context) => {
            const email = user.email.toLowerCase();
            const id = context?.path === "/sign-up/email" ? replacedAccounts.get(email) : undefined;
            replacedAccounts.delete(email);
            const verified = user.emailVerified === true || isInvitedSignUp(user.email, context);
            if (!verified) return id ? { data: { ...user, id } } : undefined;
            return { data: { ...user, ...(id ? { id } : {}), emailVerified: true, ...(adminEmails.includes(email) ? { role: "admin" } : {}) } };
          },
          after: async (user) => {
            if (user.emailVerified) await onAddressProven(user.id);
          },
        },
      },
      account: {
        create: {
          // Google (or another provider) linked to an unproven account proves the address.
          after: async (linked, context) => {
            if (linked.providerId === "credential") return;
            const [owner] = await db.select({ emailVerified: schema.user.emailVerified }).from(schema.user).where(eq(schema.user.id, linked.userId));
            if (!owner || owner.emailVerified) return;
            const headers = context?.headers ?? context?.request?.headers;
            await proveAddress(linked.userId, { keepPassword: await isSignUpBrowser(db, linked.userId, headers) });
          },
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS added after an account was made (and verified) take effect at its next sign-in.
          // Also the safety net for the waitlist: a verified account whose entry is still `invited` joins at sign-in.
          after: async (session) => {
            await grantConfiguredAdmin(session.userId);
            await onAddressProven(session.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<AppContext, Auth>();

/** The auth instance of an app context: made on first use, one per context (server/site.ts makes one per process). */
export function authOf(app: AppContext): Auth {
  let auth = instances.get(app);
  if (!auth) {
    auth = createAuth(app.database, app.config, { kickMail: app.kickMail, logger: app.logger, onAddressProven: app.onAddressProven });
    instances.set(app, auth);
  }
  return auth;
}
