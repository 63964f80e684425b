import { solveChallenge } from "altcha-lib/v1";
import { createPowChallenge } from "#app/platform/forms/proof-of-work.server.ts";
import { POW_FIELD } from "#app/platform/forms/proof-of-work-field.ts";

/**
 * A solved proof-of-work challenge signed with `secret`, as a browser would
 * post it in the `altcha` field (docs/decisions/0053-proof-of-work.md). A
 * small search space keeps tests fast; the server does not care how large it was.
 */
export async function solvedPow(secret: string, now = new Date()): Promise<string> {
  return solvePow(await createPowChallenge(secret, now, 100));
}

/** Solves a challenge as the browser does (e.g. one fetched from GET /api/v1/pow-challenge), as the `altcha` field's value. */
export async function solvePow(challenge: { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string }): Promise<string> {
  const found = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!found) throw new Error("the challenge has no solution");
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: found.number, salt, signature })).toString("base64");
}

/** `fields` with a freshly solved challenge added. */
export const withPow = async <Fields extends object>(fields: Fields, secret: string) => ({ ...fields, [POW_FIELD]: await solvedPow(secret) });

/** A solved challenge fetched from the running site through a Playwright request context (or anything with `get`), for fixtures that post the lead API directly. */
export const powVia = async (request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> }) =>
  solvePow((await (await request.get("/api/v1/pow-challenge")).json()) as Parameters<typeof solvePow>[0]);
