import { lt, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { rateLimitCounters } from "#app/platform/db/schema.ts";
import type { RateLimit } from "./rate-limit-rules.ts";

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the current window ends (when refused). */
  retryAfterSeconds: number;
}

/**
 * Counts one request for `key` in the current fixed window and says whether
 * it is within the limit. The counter lives in the database (one atomic
 * upsert), so every server process shares it.
 */
export async function hitRateLimit(db: Database, key: string, limit: RateLimit, now = new Date()): Promise<RateLimitDecision> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000);
  // Now and then, forget windows that ended more than a day ago.
  if (Math.random() < 0.01) {
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 86_400_000)));
  }
  return { allowed: (row?.count ?? 0) <= limit.count, retryAfterSeconds };
}

/** "Too many requests. Please try again in 7 minutes." */
export function rateLimitMessage(retryAfterSeconds: number) {
  return `Too many requests. Please try again in ${waitWording(retryAfterSeconds)}.`;
}

/** A wait in words: "45 seconds", "1 minute", "7 minutes", and from two hours on "5 hours". */
export function waitWording(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 60) return `${seconds} seconds`;
  if (minutes >= 120) return `${Math.ceil(minutes / 60)} hours`;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
