import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { and, eq, inArray, like, ne } from "drizzle-orm";
import { CLIENT_IP_HEADER } from "../../platform/http/request-origin.server.ts";
import type { Config } from "../../platform/config.server.ts";
import type { AppContext } from "../../platform/app-context.server.ts";
import { site } from "../../content/site.ts";
import { logger as siteLogger } from "../../platform/logger.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import * as schema from "../../platform/db/schema.ts";
import { queueLeadMail, queueMail, type OutgoingMail } from "../../platform/mail/mail.server.ts";
import { emailField, nameField } from "../leads/lead-fields.ts";
import { markAccountJoined } from "../leads/invitations.server.ts";
import { isInvitationProof } from "../leads/waitlist-tokens.server.ts";
import { passwordResetMail, verificationMail } from "./auth-mails.server.ts";
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
  { kickMail = () => {}, logger = siteLogger }: Partial<Pick<AppContext, "kickMail" | "logger">> = {},
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
    await db
      .delete(schema.verification)
      .where(and(like(schema.verification.identifier, "reset-password:%"), eq(schema.verification.value, userId)));
  }

  /** Makes the account admin when its address is in ADMIN_EMAILS and verified; anyone can type an address. */
  async function grantConfiguredAdmin(userId: string) {
    if (adminEmails.length === 0) return;
    await db
      .update(schema.user)
      .set({ role: "admin", updatedAt: new Date() })
      .where(
        and(
          eq(schema.user.id, userId),
          inArray(schema.user.email, adminEmails),
          eq(schema.user.emailVerified, true),
          ne(schema.user.role, "admin"),
        ),
      );
  }

  /** The account's invited waitlist entry (if any) becomes `joined` once the address is verified. */
  async function joinedAccount(userId: string) {
    const email = await markAccountJoined(db, userId);
    if (email) logger.info({ email, userId }, "invited waitlist entry joined");
  }

  /**
   * A sign-up through a working invitation link proves the address: the
   * site's form handler checked the link and sends its proof (no query here:
   * this runs inside better-auth's transaction, which PGlite's one connection holds).
   */
  const isInvitedSignUp = (email: string, context: { path?: string; body?: unknown } | null) =>
    context?.path === "/sign-up/email" && isInvitationProof(config.authSecret, (context.body as { invitationProof?: unknown } | undefined)?.invitationProof, email);

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
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => send(passwordResetMail(user, url, links), { evenIfUnsubscribed: true }),
      // One reset ends the others: a link mailed earlier no longer sets the password.
      onPasswordReset: ({ user }) => revokeResetTokens(user.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      // An account made with an invitation link is verified already: no mail to confirm it.
      sendVerificationEmail: async ({ user, url }) => (user.emailVerified ? undefined : send(verificationMail(user, url, links))),
      afterEmailVerification: async (user) => {
        await grantConfiguredAdmin(user.id);
        await joinedAccount(user.id);
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, prompt: "select_account" } }
      : {},
    rateLimit: {
      enabled: authLimit !== null,
      storage: "database",
      customRules: {
        ...Object.fromEntries(
          limitedPaths.map((path) => [
            path,
            authLimit ? { window: Math.ceil(authLimit.windowMs / 1000), max: authLimit.count } : false,
          ]),
        ),
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
      }),
      // A password changed by its owner also ends the reset links mailed before.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/change-password" && ctx.path !== "/set-password") return;
        if (ctx.context.returned instanceof APIError || ctx.context.returned instanceof Response) return;
        const userId = ctx.context.session?.user.id;
        if (userId) await revokeResetTokens(userId);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // An ADMIN_EMAILS address is admin only once its owner proved it is theirs:
          // at sign-up only when the address comes verified (Google), else at verification.
          // A sign-up through a working invitation link for this address is verified at once.
          before: async (user, context) => {
            const verified = user.emailVerified === true || isInvitedSignUp(user.email, context);
            if (!verified) return undefined;
            return { data: { ...user, emailVerified: true, ...(adminEmails.includes(user.email.toLowerCase()) ? { role: "admin" } : {}) } };
          },
          after: async (user) => {
            if (user.emailVerified) await joinedAccount(user.id);
          },
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS added after an account was made (and verified) take effect at its next sign-in.
          // Also the safety net for the waitlist: a verified account whose entry is still `invited` joins at sign-in.
          after: async (session) => {
            await grantConfiguredAdmin(session.userId);
            await joinedAccount(session.userId);
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
    auth = createAuth(app.database, app.config, { kickMail: app.kickMail, logger: app.logger });
    instances.set(app, auth);
  }
  return auth;
}
