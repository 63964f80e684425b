import { requireRole } from "../auth/session.server.ts";
import { getDatabase } from "../db/client.server.ts";
import { verifyApiKey } from "./api-keys.server.ts";

/**
 * The admin API's gate: an admin API key (Authorization: Bearer …) or an
 * admin's session. Answers 401/403 JSON otherwise (requireRole does for /api).
 */
export async function requireAdminApi(request: Request): Promise<{ via: "key" } | { via: "session"; userId: string }> {
  const header = request.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const { db } = await getDatabase();
    if (match && (await verifyApiKey(db, match[1]!))) return { via: "key" };
    throw Response.json(
      { error: { code: "unauthorized", message: "The API key is not valid (or was revoked)." } },
      { status: 401, headers: { "Cache-Control": "no-store", "WWW-Authenticate": 'Bearer realm="droids"' } },
    );
  }
  const admin = await requireRole(request, "admin");
  return { via: "session", userId: admin.id };
}
