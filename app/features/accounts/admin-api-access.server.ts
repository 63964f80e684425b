import { getSignedIn } from "./session.server.ts";
import { hasRole } from "./roles.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { jsonError } from "#app/platform/http/json-error.ts";
import { verifyApiKey } from "./api-keys.server.ts";

/**
 * The admin API's gate: an API key (Authorization: Bearer …) whose maker is
 * an admin now, or an admin's session. Answers 401 for an unknown or
 * revoked key, 403 for a key whose maker is no longer an admin (or was
 * deleted); a session: 401 signed out, 403 below admin (JSON, where
 * requireRole answers a page with a redirect or a 403 page).
 */
export async function requireAdminApi(
  args: RequestArgs,
): Promise<{ via: "key"; userId: string; apiKeyId: string } | { via: "session"; userId: string; sessionId: string }> {
  const header = args.request.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const { db } = appOf(args);
    const check = match ? await verifyApiKey(db, match[1]!) : null;
    if (check?.ok) return { via: "key", userId: check.makerId, apiKeyId: check.keyId };
    if (check && check.reason !== "unknown") {
      throw jsonError(403, "forbidden", "This API key is inactive: the admin who made it is no longer an admin.");
    }
    throw jsonError(401, "unauthorized", "The API key is not valid (or was revoked).", undefined, { "WWW-Authenticate": 'Bearer realm="droids"' });
  }
  const signedIn = await getSignedIn(args);
  if (!signedIn) throw jsonError(401, "unauthorized", "Sign in to use this API.");
  if (!hasRole(signedIn.user, "admin")) throw jsonError(403, "forbidden", "Your account may not use this API.");
  return { via: "session", userId: signedIn.user.id, sessionId: signedIn.sessionId };
}
