import { getConfig } from "../../platform/config.server.ts";
import type { SessionInfo } from "../../features/accounts/session-store.ts";
import { callAuthEndpoint, toSessionUser } from "../../features/accounts/session.server.ts";
import type { Route } from "./+types/session";

type BetterAuthSession = { user: Parameters<typeof toSessionUser>[0] } | null;

/**
 * GET /api/v1/session: who is signed in (null when nobody is, or the session
 * expired or was revoked), and whether Google sign-in is available. Passes on
 * better-auth's cookie refresh, so active sessions stay alive.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await callAuthEndpoint<BetterAuthSession>(request, "/get-session");
  const info: SessionInfo = {
    user: answer.ok && answer.body ? toSessionUser(answer.body.user) : null,
    google: getConfig().google !== null,
  };
  answer.headers.set("Cache-Control", "no-store");
  return Response.json(info, { headers: answer.headers });
}
