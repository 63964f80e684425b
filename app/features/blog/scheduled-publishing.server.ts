import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { posts } from "#app/platform/db/schema.ts";
import { isDue, startWorker, type WorkerTiming } from "#app/platform/background-worker.server.ts";

/** How often each server looks for scheduled posts that are due. */
const PUBLISH_INTERVAL_MS = 5_000;

/** A scheduled post the job just published. */
export interface PublishedOnTime {
  id: string;
  slug: string;
  /** When it was due. */
  scheduledAt: Date;
}

/**
 * Publishes every scheduled post whose time has come, by the database's
 * clock (or `clock`, in tests), in one statement: two servers running it at
 * once each publish a post only if it is still scheduled when they get its
 * row, so every post is published exactly once. Its first publishing time
 * is kept (a post published before keeps its date). The posts trigger tells
 * every server to drop its kept pages; it fires on every UPDATE statement,
 * even one that changes nothing, so the update runs only when a cheap look
 * (the partial index) finds something due.
 */
export async function publishDuePosts(db: Database, clock?: Date): Promise<PublishedOnTime[]> {
  const due = await db
    .select({ id: posts.id, slug: posts.slug, scheduledAt: posts.scheduledAt })
    .from(posts)
    .where(and(eq(posts.status, "scheduled"), isDue(posts.scheduledAt, clock)));
  if (due.length === 0) return [];
  const published = await db
    .update(posts)
    .set({ status: "published", publishedAt: sql`coalesce(${posts.publishedAt}, now())`, scheduledAt: null, updatedAt: sql`now()` })
    .where(and(eq(posts.status, "scheduled"), isDue(posts.scheduledAt, clock)))
    .returning({ id: posts.id, slug: posts.slug });
  const times = new Map(due.map((post) => [post.id, post.scheduledAt!]));
  return published.map((post) => ({ ...post, scheduledAt: times.get(post.id) ?? new Date() }));
}

/**
 * A process's scheduled publishing: at the start (what fell due while no
 * server ran) and every few seconds. Every server runs it; the update
 * decides which one publishes each post.
 */
export function startScheduledPublishing(
  db: Database,
  options: WorkerTiming & { onPublished?: (post: PublishedOnTime) => void; onError?: (error: unknown) => void; clock?: () => Date } = {},
) {
  return startWorker(
    async () => {
      for (const post of await publishDuePosts(db, options.clock?.())) options.onPublished?.(post);
      // One statement publishes everything due: nothing is left for a second go.
      return 0;
    },
    { intervalMs: PUBLISH_INTERVAL_MS, ...options },
  );
}
