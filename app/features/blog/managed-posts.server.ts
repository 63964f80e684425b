import { and, desc, eq } from "drizzle-orm";
import type { SessionUser } from "#app/features/accounts/surface.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { authors, comments, posts } from "#app/platform/db/schema.ts";
import { isUuid } from "#app/platform/uuid.ts";

/** The newest comments on every post, hidden ones included (Comments moderation). */
export function listRecentComments(db: Database, limit = 50) {
  return db
    .select({
      id: comments.id,
      authorName: comments.authorName,
      content: comments.content,
      status: comments.status,
      reply: comments.parentId,
      createdAt: comments.createdAt,
      post: { slug: posts.slug, title: posts.title },
    })
    .from(comments)
    .innerJoin(posts, eq(comments.postId, posts.id))
    .orderBy(desc(comments.createdAt), desc(comments.seq))
    .limit(limit);
}

/** Posts a writer manages: every post for admins, their own for authors. */
export function listManagedPosts(db: Database, viewer: SessionUser) {
  return db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      status: posts.status,
      featured: posts.featured,
      updatedAt: posts.updatedAt,
      publishedAt: posts.publishedAt,
      scheduledAt: posts.scheduledAt,
      author: authors.name,
    })
    .from(posts)
    .innerJoin(authors, eq(posts.authorId, authors.id))
    .where(viewer.role === "admin" ? undefined : eq(authors.userId, viewer.id))
    .orderBy(desc(posts.updatedAt));
}

/** Deletes a post its writer manages; false when there is none they may delete. */
export async function deleteManagedPost(db: Database, viewer: SessionUser, postId: string): Promise<boolean> {
  if (!(await manages(db, viewer, postId))) return false;
  await db.delete(posts).where(eq(posts.id, postId));
  return true;
}

/** Whether this writer manages the post: its author's account, or an admin. */
async function manages(db: Database, viewer: SessionUser, postId: string): Promise<boolean> {
  if (!isUuid(postId)) return false;
  const [row] = await db.select({ userId: authors.userId }).from(posts).innerJoin(authors, eq(posts.authorId, authors.id)).where(eq(posts.id, postId));
  return !!row && (viewer.role === "admin" || row.userId === viewer.id);
}

/**
 * Takes a scheduled post its writer manages back to a draft; false when
 * there is none they may change, or it is no longer scheduled (it went live
 * a moment ago: the job's update came first).
 */
export async function unscheduleManagedPost(db: Database, viewer: SessionUser, postId: string): Promise<boolean> {
  if (!(await manages(db, viewer, postId))) return false;
  const changed = await db
    .update(posts)
    .set({ status: "draft", scheduledAt: null, updatedAt: new Date() })
    .where(and(eq(posts.id, postId), eq(posts.status, "scheduled")))
    .returning({ id: posts.id });
  return changed.length > 0;
}
