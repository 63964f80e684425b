import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { apiKeys } from "../db/schema.ts";
import { isUuid } from "../lib/uuid.ts";

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

export function listApiKeys(db: Database) {
  return db
    .select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .orderBy(desc(apiKeys.createdAt));
}

export async function revokeApiKey(db: Database, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db.update(apiKeys).set({ revokedAt: new Date() }).where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** True for a key that exists and is not revoked; notes when it was last used (at most once a minute). */
export async function verifyApiKey(db: Database, key: string): Promise<boolean> {
  if (!key.startsWith(PREFIX)) return false;
  const [row] = await db.select({ id: apiKeys.id }).from(apiKeys).where(and(eq(apiKeys.keyHash, hash(key)), isNull(apiKeys.revokedAt)));
  if (!row) return false;
  const minuteAgo = new Date(Date.now() - 60_000);
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo))));
  return true;
}
