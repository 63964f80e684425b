import { appOf } from "#app/platform/app-context.server.ts";
import { createPowChallenge } from "#app/platform/forms/proof-of-work.server.ts";
import type { Route } from "./+types/pow-challenge";

/**
 * GET /api/v1/pow-challenge: a fresh proof-of-work challenge for the public
 * forms (public, never cached; docs/decisions/0053-proof-of-work.md).
 */
export const loader = async (args: Route.LoaderArgs) =>
  Response.json(await createPowChallenge(appOf(args).config.authSecret), { headers: { "Cache-Control": "no-store" } });
