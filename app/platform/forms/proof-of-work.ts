import { href } from "#app/platform/http/href.ts";

/**
 * The browser side of the public forms' proof-of-work challenge (ALTCHA,
 * self-hosted; docs/decisions/0053-proof-of-work.md): when a form is first
 * focused, the solver (altcha-lib, loaded only then) fetches a challenge
 * and solves it in the background while the visitor types; the submit takes
 * the solution (waiting for it if needed), and each solution is used once.
 * Shared by every public form (leads, blog comments) through
 * useProofOfWork (app/ui/use-proof-of-work.ts), which imports this module
 * only then too, so neither it nor altcha-lib is in any route's first load.
 */

/** Re-solve a challenge older than this (the server's lifetime is ten minutes). */
const FRESH_MS = 8 * 60_000;

let current: { solution: Promise<string | null>; startedAt: number } | null = null;

async function solve(): Promise<string | null> {
  const [{ solveChallenge }, response] = await Promise.all([import("altcha-lib/v1"), fetch(href("/api/v1/pow-challenge"), { cache: "no-store" })]);
  if (!response.ok) return null;
  const challenge = (await response.json()) as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  const found = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!found) return null;
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: found.number, salt, signature }));
}

/** Starts solving a challenge unless a fresh one is under way or solved. */
export function prepareProofOfWork(): Promise<string | null> {
  if (current && Date.now() - current.startedAt < FRESH_MS) return current.solution;
  current = { solution: solve().catch(() => null), startedAt: Date.now() };
  return current.solution;
}

/** The solution for one submit (waiting for it if needed); the next submit solves a new challenge. */
export function takeProofOfWork(): Promise<string | null> {
  const solution = prepareProofOfWork();
  current = null;
  return solution;
}
