import { href } from "react-router";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, like } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { account, apiKeys, session, user, verification } from "#app/platform/db/schema.ts";
import { linkMac } from "#app/platform/mail/mail-links.server.ts";
import { safeEqual } from "#app/platform/safe-equal.server.ts";

/**
 * An address is worth nothing until its owner proves it (the verification
 * link, an invitation link, a password-reset link, Google). The rules:
 *
 * - An unproven account has no session and no key; a new sign-up for its
 *   address replaces it, so it never blocks the owner.
 * - Proving the address ends every session and API key made before, and the
 *   password chosen at sign-up survives only when the link is opened in the
 *   browser that signed up (it holds the sign-up's httpOnly cookie): the
 *   same person typed the password and controls the mailbox. Anywhere else
 *   the prover chooses their own password.
 */

/** The httpOnly cookie that binds a sign-up to the browser that sent it. */
export const SIGN_UP_BROWSER_COOKIE = "droids.sign-up-browser";

const DAY_MS = 24 * 60 * 60 * 1000;
const bindingOf = (userId: string) => `sign-up-browser:${userId}`;
const hash = (nonce: string) => createHash("sha256").update(nonce).digest("hex");

/** A fresh nonce for the sign-up cookie. */
export const newBrowserNonce = () => randomBytes(32).toString("base64url");

/** Records the sign-up browser's nonce (its hash) for the unproven account; a later sign-up's replaces it. */
export async function bindSignUpToBrowser(db: Database, userId: string, nonce: string, now = new Date()) {
  await db.delete(verification).where(eq(verification.identifier, bindingOf(userId)));
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: bindingOf(userId),
    value: hash(nonce),
    expiresAt: new Date(now.getTime() + DAY_MS),
  });
}

/** The nonce in a request's Cookie header, if any. */
export function browserNonceOf(headers: Headers | undefined | null): string | null {
  const cookie = headers?.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SIGN_UP_BROWSER_COOKIE) return value.join("=") || null;
  }
  return null;
}

/** True when the request comes from the browser that signed the account up (and the binding has not expired). */
export async function isSignUpBrowser(db: Database, userId: string, headers: Headers | undefined | null): Promise<boolean> {
  const nonce = browserNonceOf(headers);
  if (!nonce) return false;
  const [row] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, bindingOf(userId)));
  if (!row || row.expiresAt <= new Date()) return false;
  const expected = Buffer.from(row.value);
  const given = Buffer.from(hash(nonce));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The one step every proof runs, before the prover's own session is made:
 * the address is verified; every session and API key of the account ends;
 * the sign-up's password is dropped unless `keepPassword` (the prover's
 * own: typed in the sign-up browser, or just set through a reset link).
 */
export async function endEverythingBeforeProof(db: Database, userId: string, { keepPassword }: { keepPassword: boolean }, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ emailVerified: true, updatedAt: now })
      .where(and(eq(user.id, userId), eq(user.emailVerified, false)));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.createdBy, userId), isNull(apiKeys.revokedAt)));
    if (!keepPassword) {
      await tx
        .update(account)
        .set({ password: null, updatedAt: now })
        .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    }
    await tx.delete(verification).where(eq(verification.identifier, bindingOf(userId)));
  });
}

/**
 * Removes an unproven account so that a new sign-up or an invitation can
 * take the address: its sessions and password go with it, its keys are revoked.
 * A proven account is left alone. The removed account's id (the new one
 * takes it, so links mailed for the address stay good), or null.
 */
export async function removeUnprovenAccount(db: Database, email: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [unproven] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, email.trim().toLowerCase()), eq(user.emailVerified, false)))
      .for("update");
    if (!unproven) return null;
    await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.createdBy, unproven.id), isNull(apiKeys.revokedAt)));
    await tx.delete(verification).where(eq(verification.identifier, bindingOf(unproven.id)));
    await tx.delete(user).where(eq(user.id, unproven.id));
    return unproven.id;
  });
}

/**
 * After a proof that dropped the sign-up's password: where the prover
 * chooses their own (the reset form with a fresh one-hour link, as
 * better-auth stores it). Null when the account has a password (or none
 * by design, e.g. Google only).
 */
export async function choosePasswordRedirect(db: Database, userId: string, now = new Date()): Promise<string | null> {
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential || credential.password !== null) return null;
  await db.delete(verification).where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
  const token = randomBytes(18).toString("base64url");
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
  });
  return `${href("/reset-password")}?${new URLSearchParams({ token, confirmed: "1" })}`;
}

/** How long a vouched address holds: the time to send one sign-up form. */
export const VOUCHED_ADDRESS_TTL_MS = 10 * 60_000;

/**
 * `{until}.{mac}`: the site checked, just now, that a link another feature
 * mailed (a waitlist invitation) names `email`, so a sign-up for it is proven
 * at once. better-auth's user hook trusts it without a query of its own (it
 * runs inside better-auth's transaction); only the server can make one.
 */
export const vouchedAddressProof = (secret: string, email: string, now = new Date()) => {
  const until = String(now.getTime() + VOUCHED_ADDRESS_TTL_MS);
  return `${until}.${linkMac(secret, "vouched-address", `${email.toLowerCase()}\0${until}`)}`;
};

export function isVouchedAddressProof(secret: string, proof: unknown, email: string, now = new Date()): boolean {
  if (typeof proof !== "string") return false;
  const [until, signature] = proof.split(".");
  if (!until || !signature || !(Number(until) > now.getTime())) return false;
  return safeEqual(signature, linkMac(secret, "vouched-address", `${email.toLowerCase()}\0${until}`));
}
