import { createHmac } from "node:crypto";
import { lt } from "drizzle-orm";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Challenge, Payload } from "altcha-lib/v1/types";
import type { Database } from "#app/platform/db/client.server.ts";
import { powUsedChallenges } from "#app/platform/db/schema.ts";
import type { RateLimit } from "#app/platform/rate-limit/rate-limit-rules.ts";

/**
 * The proof-of-work challenge of the public forms (ALTCHA, self-hosted; see
 * docs/decisions/0053-proof-of-work.md). The server hands out a challenge
 * signed with a key derived from the app's secret; the browser finds the
 * number whose SHA-256 with the salt gives the challenge and posts it back
 * in the `altcha` field; the server checks the signature, the expiry and
 * that the solution was not used before.
 */

export { POW_FIELD } from "./proof-of-work-field.ts";

/** How long a challenge may be solved and posted. */
export const POW_LIFETIME_MS = 10 * 60_000;

/** The search space: about half of it is hashed on average (~0.1–0.5 s in a browser). */
export const POW_MAX_NUMBER = 50_000;

/** The HMAC key: derived from the app's secret, so no new setting and nothing a browser knows. */
export const powKeyOf = (secret: string) => createHmac("sha256", secret).update("altcha-proof-of-work").digest("hex");

/** A fresh challenge, expiring POW_LIFETIME_MS from `now`. */
export function createPowChallenge(secret: string, now = new Date(), maxNumber = POW_MAX_NUMBER): Promise<Challenge> {
  return createChallenge({ hmacKey: powKeyOf(secret), maxNumber, expires: new Date(now.getTime() + POW_LIFETIME_MS) });
}

export type PowVerdict = "ok" | "missing" | "invalid" | "expired" | "replayed";

/** What a refused post is told, per verdict. */
export const powMessages: Record<Exclude<PowVerdict, "ok">, string> = {
  missing: "Your browser has not finished the automatic anti-spam check. Please wait a moment and send the form again.",
  invalid: "The automatic anti-spam check could not be verified. Please reload the page and send the form again.",
  expired: "The automatic anti-spam check has expired. Please send the form again.",
  replayed: "This anti-spam check was already used. Please reload the page and send the form again.",
};

function decode(value: unknown): Payload | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  try {
    const payload = JSON.parse(Buffer.from(value, "base64").toString("utf8")) as Partial<Payload>;
    const ok =
      payload.algorithm === "SHA-256" &&
      typeof payload.challenge === "string" &&
      typeof payload.salt === "string" &&
      typeof payload.signature === "string" &&
      Number.isSafeInteger(payload.number);
    return ok ? (payload as Payload) : null;
  } catch {
    return null;
  }
}

/**
 * Checks a posted solution without recording it: its signature and number,
 * then its expiry (read from the signed salt).
 */
export async function checkPowSolution(
  value: unknown,
  secret: string,
  now = new Date(),
): Promise<{ verdict: PowVerdict; payload?: Payload; expiresAt?: Date }> {
  if (value === undefined || value === null || value === "") return { verdict: "missing" };
  const payload = decode(value);
  if (!payload || !(await verifySolution(payload, powKeyOf(secret), false).catch(() => false))) return { verdict: "invalid" };
  const expires = Number(extractParams(payload).expires);
  if (!Number.isSafeInteger(expires)) return { verdict: "invalid" };
  const expiresAt = new Date(expires * 1000);
  if (expiresAt.getTime() < now.getTime()) return { verdict: "expired", payload, expiresAt };
  return { verdict: "ok", payload, expiresAt };
}

/**
 * Checks a posted solution and, when it is good, records it as used (one
 * insert on the signature's primary key: of two posts of one solution, only
 * one gets the row), pruning the expired rows first.
 */
export async function verifyPowSolution(db: Database, value: unknown, secret: string, now = new Date()): Promise<PowVerdict> {
  const checked = await checkPowSolution(value, secret, now);
  if (checked.verdict !== "ok") return checked.verdict;
  await db.delete(powUsedChallenges).where(lt(powUsedChallenges.expiresAt, now));
  const recorded = await db
    .insert(powUsedChallenges)
    .values({ signature: checked.payload!.signature, expiresAt: checked.expiresAt! })
    .onConflictDoNothing()
    .returning({ signature: powUsedChallenges.signature });
  return recorded.length === 1 ? "ok" : "replayed";
}

/**
 * A browser's own form submission (a navigation), or a client that says
 * nothing: such posts may come without a solution (the no-JavaScript path,
 * under a stricter limit). A script's fetch (`Sec-Fetch-Mode: cors`/`same-origin`)
 * must carry one.
 */
export const isPlainFormPost = (request: Request) => {
  const mode = request.headers.get("sec-fetch-mode");
  return mode === null || mode === "navigate";
};

/**
 * The much stricter per-address limit of a public form's posts without a
 * solution (the no-JavaScript path): half the form's count over six times
 * its window (5/10m → 2/1h); none when the form's limit is off.
 */
export const noScriptLimitOf = (limit: RateLimit | null): RateLimit | null =>
  limit ? { count: Math.max(1, Math.floor(limit.count / 2)), windowMs: limit.windowMs * 6 } : null;

/**
 * The `proofOfWork` step of a public form's pipeline (runFormPipeline): a
 * solution is required, except on a plain HTML post, which may come without
 * one under the bucket `<name>-no-script` (noScriptLimitOf the form's limit).
 */
export const proofOfWorkStep = (db: Database, secret: string, form: { name: string; limit: RateLimit | null; plainFormPost: boolean }) => ({
  db,
  secret,
  ...(form.plainFormPost ? { withoutSolution: { name: `${form.name}-no-script`, limit: noScriptLimitOf(form.limit) } } : {}),
});
