import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { apiKeys, user } from "#app/platform/db/schema.ts";
import { isUuid } from "#app/platform/uuid.ts";

const PREFIX = "drd_";
const hash = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Makes an admin API key. The key itself is returned once, here; the
 * database keeps its SHA-256 (the key is 256 random bits, so no slow hash is
 * needed to resist guessing).
 */
export async function createApiKey(db: Database, createdBy: string, name: string) {
  const key = `${PREFIX}${randomBytes(32).toString("base64url")}`;
  const [record] = await db
    .insert(apiKeys)
    .values({ name: name.trim().slice(0, 100) || "API key", prefix: key.slice(0, PREFIX.length + 6), keyHash: hash(key), createdBy })
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt });
  return { key, record: record! };
}

/**
 * Why a key that is not revoked still does nothing: a key acts with its
 * maker's rights now, so it stops when the maker is no longer an admin or
 * their account is deleted.
 */
export type InactiveReason = "maker-not-admin" | "maker-deleted";

/** Null while the maker is an admin; a deleted maker's keys have no maker (created_by is set null). */
function inactiveReason(makerRole: string | null): InactiveReason | null {
  if (makerRole === null) return "maker-deleted";
  return makerRole === "admin" ? null : "maker-not-admin";
}

export async function listApiKeys(db: Database) {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      makerRole: user.role,
    })
    .from(apiKeys)
    .leftJoin(user, eq(user.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(({ makerRole, ...key }) => ({ ...key, inactive: inactiveReason(makerRole) }));
}

export async function revokeApiKey(db: Database, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export type ApiKeyCheck = { ok: true; makerId: string; keyId: string } | { ok: false; reason: "unknown" | InactiveReason };

/**
 * Checks a key: unknown or revoked, inactive (its maker is no longer an
 * admin, or was deleted), or good. A good key notes when it was last used
 * (at most once a minute).
 */
export async function verifyApiKey(db: Database, key: string): Promise<ApiKeyCheck> {
  if (!key.startsWith(PREFIX)) return { ok: false, reason: "unknown" };
  const [row] = await db
    .select({ id: apiKeys.id, makerId: user.id, makerRole: user.role })
    .from(apiKeys)
    .leftJoin(user, eq(user.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.keyHash, hash(key)), isNull(apiKeys.revokedAt)));
  if (!row) return { ok: false, reason: "unknown" };
  const inactive = inactiveReason(row.makerRole);
  if (inactive || !row.makerId) return { ok: false, reason: inactive ?? "maker-deleted" };
  const minuteAgo = new Date(Date.now() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo))));
  return { ok: true, makerId: row.makerId, keyId: row.id };
}
