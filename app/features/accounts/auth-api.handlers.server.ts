import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { authOf } from "./auth.server.ts";
import type { SessionInfo } from "./session-store.ts";
import { callAuthEndpoint, retryAfterOf, toSessionUser } from "./session.server.ts";

/** better-auth's own endpoints: OAuth callbacks, e-mail verification and reset links, its JSON API. */
export async function handleAuthApi(args: RequestArgs) {
  const response = await authOf(appOf(args)).handler(args.request);
  // Its rate limiter says X-Retry-After; clients and proxies read the standard header.
  const retryAfter = retryAfterOf(response);
  if (retryAfter !== undefined && !response.headers.has("retry-after")) response.headers.set("Retry-After", String(retryAfter));
  return response;
}

type BetterAuthSession = { user: Parameters<typeof toSessionUser>[0] } | null;

/**
 * GET /api/v1/session: who is signed in (null when nobody is, or the session
 * expired or was revoked), and whether Google sign-in is available. Passes on
 * better-auth's cookie refresh, so active sessions stay alive.
 */
export async function loadSessionInfo(args: RequestArgs) {
  const answer = await callAuthEndpoint<BetterAuthSession>(args, "/get-session");
  const info: SessionInfo = {
    user: answer.ok && answer.body ? toSessionUser(answer.body.user) : null,
    google: appOf(args).config.google !== null,
  };
  answer.headers.set("Cache-Control", "no-store");
  return Response.json(info, { headers: answer.headers });
}
