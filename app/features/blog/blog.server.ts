import { and, arrayOverlaps, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "#app/features/accounts/surface.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { authors, comments, postLikes, posts } from "#app/platform/db/schema.ts";
import { MAX_FEATURED, MAX_RELATED } from "./blog-constants.ts";
import type { CommentView } from "./comment-texts.ts";
import type { PostCardData } from "./post-card-data.ts";
import { isUuid } from "#app/platform/uuid.ts";
import { firstFreeSlug, postSlug } from "./slug.ts";
import { escapeLike } from "#app/platform/text/escape.ts";
import { recordEvent } from "#app/platform/events/site-events.server.ts";

export type Author = typeof authors.$inferSelect;
export type Post = typeof posts.$inferSelect;

/** A published post as its cards show it, with what lists sort and badge by. */
export interface PostCard extends PostCardData {
  id: string;
  featured: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** What a list of posts shows of each (the author page's list, which needs no author). */
const articleColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  coverImage: posts.coverImage,
  tags: posts.tags,
  readTime: posts.readTime,
  featured: posts.featured,
  publishedAt: posts.publishedAt,
};

const cardColumns = {
  ...articleColumns,
  updatedAt: posts.updatedAt,
  author: { id: authors.id, name: authors.name, avatar: authors.avatar },
};

const published = eq(posts.status, "published");
const newestFirst = [desc(posts.publishedAt), desc(posts.createdAt)];

/** `%`, `_` and `\` typed by a visitor match themselves. */

/**
 * Search (title, excerpt, content, tags; case-insensitive, substring) and
 * tag filter, combined with AND.
 */
function filters({ q, tag }: { q?: string; tag?: string }): SQL[] {
  const conditions: SQL[] = [published];
  const term = q?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(
      or(ilike(posts.title, pattern), ilike(posts.excerpt, pattern), ilike(posts.content, pattern), sql`array_to_string(${posts.tags}, ' ') ilike ${pattern}`)!,
    );
  }
  if (tag?.trim()) conditions.push(sql`${tag.trim()} = any(${posts.tags})`);
  return conditions;
}

/** Published posts, newest first, matching the search and tag. */
export function listPublishedPosts(db: Database, query: { q?: string; tag?: string } = {}): Promise<PostCard[]> {
  return db
    .select(cardColumns)
    .from(posts)
    .innerJoin(authors, eq(posts.authorId, authors.id))
    .where(and(...filters(query)))
    .orderBy(...newestFirst);
}

/** The newest two featured posts. */
export function listFeaturedPosts(db: Database): Promise<PostCard[]> {
  return db
    .select(cardColumns)
    .from(posts)
    .innerJoin(authors, eq(posts.authorId, authors.id))
    .where(and(published, eq(posts.featured, true)))
    .orderBy(...newestFirst)
    .limit(MAX_FEATURED);
}

/** Every tag of a published post, the most used first (then A–Z), with its count. */
export async function listTags(db: Database): Promise<{ tag: string; count: number }[]> {
  const rows = await db
    .select({ tag: sql<string>`t.tag`, count: sql<number>`count(*)::int` })
    .from(sql`${posts}, unnest(${posts.tags}) as t(tag)`)
    .where(published)
    .groupBy(sql`t.tag`)
    .orderBy(sql`count(*) desc`, sql`t.tag`);
  return rows;
}

/** May this viewer see this post? Drafts only for their author's account and admins. */
export function canView(post: Pick<Post, "status">, author: Pick<Author, "userId">, viewer: SessionUser | null) {
  if (post.status === "published") return true;
  return !!viewer && (viewer.role === "admin" || (author.userId !== null && author.userId === viewer.id));
}

/** A post with its author, if this viewer may see it. */
export async function getPost(db: Database, slug: string, viewer: SessionUser | null) {
  const [row] = await db
    .select({ post: posts, author: authors })
    .from(posts)
    .innerJoin(authors, eq(posts.authorId, authors.id))
    .where(eq(posts.slug, slug))
    .limit(1);
  if (!row || !canView(row.post, row.author, viewer)) return null;
  return row;
}

/** Up to three published posts sharing a tag with this one: most shared tags first, then newest. */
export function listRelatedPosts(db: Database, post: Pick<Post, "id" | "tags">): Promise<PostCard[]> {
  if (post.tags.length === 0) return Promise.resolve([]);
  const shared = sql<number>`cardinality(array(select unnest(${posts.tags}) intersect select unnest(${sql.param(post.tags)}::text[])))`;
  return db
    .select(cardColumns)
    .from(posts)
    .innerJoin(authors, eq(posts.authorId, authors.id))
    .where(and(published, ne(posts.id, post.id), arrayOverlaps(posts.tags, post.tags)))
    .orderBy(desc(shared), ...newestFirst)
    .limit(MAX_RELATED);
}

/** What the public author page shows of an author: never the account behind the profile. */
const authorProfileColumns = {
  id: authors.id,
  name: authors.name,
  title: authors.title,
  bio: authors.bio,
  avatar: authors.avatar,
  twitter: authors.twitter,
  linkedin: authors.linkedin,
  github: authors.github,
};

/** An author with their published posts, newest first; null for an unknown id. Only the fields the page shows. */
export async function getAuthorProfile(db: Database, id: string) {
  const [author] = await db.select(authorProfileColumns).from(authors).where(eq(authors.id, id)).limit(1);
  if (!author) return null;
  const articles = await db
    .select(articleColumns)
    .from(posts)
    .where(and(published, eq(posts.authorId, id)))
    .orderBy(...newestFirst);
  const minutes = articles.reduce((sum, article) => sum + article.readTime, 0);
  return { author, articles, minutes };
}

/** Ids of authors with at least one published post (for the sitemap). */
export async function listAuthorsWithPosts(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ id: posts.authorId }).from(posts).where(published).orderBy(posts.authorId);
  return rows.map((row) => row.id);
}

/* ---------------------------------------------------------------- likes */

export async function getLikes(db: Database, postId: string, visitorId: string | null) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      liked: visitorId ? sql<boolean>`coalesce(bool_or(${postLikes.visitorId} = ${visitorId}), false)` : sql<boolean>`false`,
    })
    .from(postLikes)
    .where(eq(postLikes.postId, postId));
  return { count: row?.count ?? 0, liked: row?.liked ?? false };
}

/** Likes the post for this visitor, or takes the like back; one like per visitor. */
export async function toggleLike(db: Database, postId: string, visitorId: string) {
  const added = await db.insert(postLikes).values({ postId, visitorId }).onConflictDoNothing().returning({ postId: postLikes.postId });
  if (added.length === 0) {
    await db.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.visitorId, visitorId)));
  }
  return getLikes(db, postId, visitorId);
}

/* ------------------------------------------------------------- comments */

/**
 * A post's comments, oldest first, each with its replies. Hidden comments
 * (and their replies) are left out unless `includeHidden` (admins).
 */
export async function listComments(db: Database, postId: string, { includeHidden = false } = {}): Promise<CommentView[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.postId, postId), includeHidden ? undefined : eq(comments.status, "visible")))
    .orderBy(comments.createdAt, comments.seq);
  const view = (row: (typeof rows)[number]) => ({
    id: row.id,
    authorName: row.authorName,
    content: row.content,
    createdAt: row.createdAt,
    hidden: row.status === "hidden",
  });
  const topLevel = rows.filter((row) => row.parentId === null).map((row) => ({ ...view(row), replies: [] as CommentView["replies"] }));
  const byId = new Map(topLevel.map((comment) => [comment.id, comment]));
  for (const row of rows) if (row.parentId) byId.get(row.parentId)?.replies.push(view(row));
  return topLevel;
}

/** How many visible comments the post has, replies included (admins' lists also hold hidden ones). */
export const countComments = (list: CommentView[]) =>
  list.reduce((sum, comment) => (comment.hidden ? sum : sum + 1 + comment.replies.filter((reply) => !reply.hidden).length), 0);

/**
 * Adds a comment, or a reply to a top-level comment of the same post (one
 * level only). Returns null when the parent is not such a comment.
 */
export async function addComment(db: Database, postId: string, input: { authorName: string; content: string; parentId?: string | null }) {
  if (input.parentId) {
    const [parent] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, input.parentId), eq(comments.postId, postId), sql`${comments.parentId} is null`));
    if (!parent) return null;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ postId, parentId: input.parentId ?? null, authorName: input.authorName, content: input.content })
      .returning();
    const [post] = await tx.select({ slug: posts.slug, title: posts.title }).from(posts).where(eq(posts.id, postId));
    await recordEvent(tx, "comment.posted", {
      id: row!.id,
      postId,
      postSlug: post?.slug ?? null,
      postTitle: post?.title ?? null,
      parentId: row!.parentId,
      authorName: row!.authorName,
      content: row!.content,
      createdAt: row!.createdAt.toISOString(),
    });
    return row!;
  });
}

/** Hides or shows a comment (admins). Returns false for an unknown id. */
export async function setCommentHidden(db: Database, commentId: string, hidden: boolean) {
  if (!isUuid(commentId)) return false;
  const rows = await db
    .update(comments)
    .set({ status: hidden ? "hidden" : "visible" })
    .where(eq(comments.id, commentId))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/* ---------------------------------------------------------------- slugs */

/** A slug for the title that no other post uses (`except` is the post being edited). */
export async function uniqueSlug(db: Database, title: string, except?: string): Promise<string> {
  const base = postSlug(title);
  const rows = await db
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(or(eq(posts.slug, base), ilike(posts.slug, `${escapeLike(base)}-%`)), except ? ne(posts.id, except) : undefined));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}
