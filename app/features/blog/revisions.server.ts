import { and, desc, eq, sql } from "drizzle-orm";
import { diffLines, structuredPatch } from "diff";
import type { Logger } from "pino";
import type { Database } from "#app/platform/db/client.server.ts";
import { postRevisions, posts } from "#app/platform/db/schema.ts";
import { REVISIONS } from "./blog-constants.ts";
import type { Post } from "./blog.server.ts";
import { findEditablePost } from "./editor.server.ts";
import { parsedContent } from "./post-content.server.ts";
import type { RevisionFieldName } from "./revisions-texts.ts";
import type { DiffLine, RevisionDiff, RevisionEntry } from "./revision-entry.ts";

/** A signed-in writer (the editor's SessionUser). */
type SessionUser = Parameters<typeof findEditablePost>[2];

/** The fields a revision keeps, in the order the history names them. */
const revisionFields = ["title", "excerpt", "content", "coverImage", "tags", "readTime", "featured", "status"] as const satisfies RevisionFieldName[];
type RevisionState = Pick<Post, (typeof revisionFields)[number]>;

/** Lines kept around each change in a diff. */
const DIFF_CONTEXT = 3;
/** A diff that takes longer than this is shown as "too different" (two 100,000-character posts can). */
const DIFF_TIMEOUT_MS = 1000;

const stateOf = (post: RevisionState): RevisionState => ({
  title: post.title,
  excerpt: post.excerpt,
  content: post.content,
  coverImage: post.coverImage,
  tags: post.tags,
  readTime: post.readTime,
  featured: post.featured,
  status: post.status,
});

/** A field as text, for comparing and for the diff. */
function fieldText(state: RevisionState, field: RevisionFieldName): string {
  const value = state[field];
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value ?? "");
}

/** Every line ends with a newline, so a line added after the last one does not also change that one. */
const asLines = (text: string) => (text === "" || text.endsWith("\n") ? text : `${text}\n`);

/** What a save changed: the fields that differ, and the content's lines added and removed. */
export function changesBetween(before: RevisionState, after: RevisionState) {
  const fields = revisionFields.filter((field) => fieldText(before, field) !== fieldText(after, field));
  let added = 0;
  let removed = 0;
  if (fields.includes("content")) {
    for (const part of diffLines(asLines(before.content), asLines(after.content), { timeout: DIFF_TIMEOUT_MS }) ?? []) {
      if (part.added) added += part.count;
      if (part.removed) removed += part.count;
    }
  }
  return { fields, added, removed };
}

/**
 * Keeps a revision of `post` as just written, in the caller's transaction:
 * by `by`, with what changed since `previous` (the post before the write;
 * none for a new post). A save that changed nothing keeps none. A post saved
 * before revisions were kept first gets its earlier state as its first
 * revision, so its author can always go back to it. Then prunes the post's
 * old revisions (REVISIONS).
 */
export async function keepRevision(
  db: Database,
  { post, previous, by, restoredFrom = null }: { post: Post; previous?: Post; by: SessionUser; restoredFrom?: Date | null },
) {
  const changes = previous ? changesBetween(previous, post) : null;
  if (changes && changes.fields.length === 0) return;
  if (previous && !(await hasRevisions(db, post.id))) {
    await db
      .insert(postRevisions)
      .values({ ...stateOf(previous), postId: post.id, kind: "original", savedBy: null, savedByName: "", createdAt: previous.updatedAt });
  }
  await db.insert(postRevisions).values({
    ...stateOf(post),
    postId: post.id,
    kind: restoredFrom ? "restore" : "save",
    savedBy: by.id,
    savedByName: by.name,
    changes,
    restoredFrom,
    createdAt: post.updatedAt,
  });
  await pruneRevisions(db, post.id);
}

async function hasRevisions(db: Database, postId: string) {
  const [row] = await db.select({ id: postRevisions.id }).from(postRevisions).where(eq(postRevisions.postId, postId)).limit(1);
  return Boolean(row);
}

/** Deletes the post's revisions past the newest REVISIONS.keep, and those older than REVISIONS.maxAgeDays past the newest REVISIONS.keepAlways. */
async function pruneRevisions(db: Database, postId: string) {
  await db.execute(sql`
    delete from ${postRevisions} where id in (
      select id from (
        select id, created_at, row_number() over (order by seq desc) as place from ${postRevisions} where post_id = ${postId}
      ) ranked
      where place > ${REVISIONS.keep}
         or (place > ${REVISIONS.keepAlways} and created_at < now() - make_interval(days => ${REVISIONS.maxAgeDays}))
    )`);
}

const entryColumns = {
  id: postRevisions.id,
  kind: postRevisions.kind,
  savedByName: postRevisions.savedByName,
  createdAt: postRevisions.createdAt,
  changes: postRevisions.changes,
  restoredFrom: postRevisions.restoredFrom,
};

/** The history of a post `viewer` may edit, newest first (null when they may not). */
export async function listRevisions(db: Database, slug: string, viewer: SessionUser): Promise<RevisionEntry[] | null> {
  const post = await findEditablePost(db, slug, viewer);
  if (!post) return null;
  return db.select(entryColumns).from(postRevisions).where(eq(postRevisions.postId, post.id)).orderBy(desc(postRevisions.seq)).limit(REVISIONS.keep);
}

/** A revision of a post `viewer` may edit, compared with the post as it is now (null when there is none, or they may not). */
export async function revisionDiff(db: Database, slug: string, revisionId: string, viewer: SessionUser): Promise<RevisionDiff | null> {
  const post = await findEditablePost(db, slug, viewer);
  const revision = post && (await findRevision(db, post.id, revisionId));
  if (!post || !revision) return null;
  const fields = revisionFields
    .filter((field) => fieldText(revision, field) !== fieldText(post, field))
    .map((field) => ({ field, lines: lineDiff(fieldText(revision, field), fieldText(post, field)) }));
  const { id, kind, savedByName, createdAt, changes, restoredFrom } = revision;
  return { revision: { id, kind, savedByName, createdAt, changes, restoredFrom }, fields };
}

async function findRevision(db: Database, postId: string, revisionId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(revisionId)) return undefined;
  const [revision] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)));
  return revision;
}

/**
 * `before` → `after` line by line, each change with DIFF_CONTEXT lines
 * around it and the unchanged runs between left out (jsdiff's hunks).
 * Null when the diff takes longer than DIFF_TIMEOUT_MS.
 */
export function lineDiff(before: string, after: string): DiffLine[] | null {
  const patch = structuredPatch("", "", asLines(before), asLines(after), undefined, undefined, { context: DIFF_CONTEXT, timeout: DIFF_TIMEOUT_MS });
  if (!patch) return null;
  const lines: DiffLine[] = [];
  let nextOld = 1;
  for (const hunk of patch.hunks) {
    // An empty side's hunk starts at 0.
    const start = Math.max(hunk.oldStart, 1);
    if (hunk.oldLines > 0 && start > nextOld) lines.push({ kind: "skip", lines: start - nextOld });
    for (const line of hunk.lines) {
      const text = line.slice(1);
      if (line.startsWith("+")) lines.push({ kind: "added", text });
      else if (line.startsWith("-")) lines.push({ kind: "removed", text });
      else if (line.startsWith(" ")) lines.push({ kind: "same", text });
    }
    nextOld = start + hunk.oldLines;
  }
  const oldLines = asLines(before).split("\n").length - 1;
  if (oldLines >= nextOld) lines.push({ kind: "skip", lines: oldLines - nextOld + 1 });
  return lines;
}

/**
 * Brings back a revision of a post `viewer` may edit: the post takes its
 * text and settings (its slug, status and author stay), saved as a new
 * revision that says which one it came from. Null when there is no such
 * revision, or they may not.
 */
export async function restoreRevision(db: Database, logger: Logger, slug: string, revisionId: string, viewer: SessionUser): Promise<Post | null> {
  const post = await findEditablePost(db, slug, viewer);
  if (!post) return null;
  const restored = await db.transaction(async (tx) => {
    const revision = await findRevision(tx, post.id, revisionId);
    if (!revision) return null;
    const { title, excerpt, content, coverImage, tags, readTime, featured } = revision;
    const [saved] = (await tx
      .update(posts)
      .set({ title, excerpt, content, contentBlocks: await parsedContent(content), coverImage, tags, readTime, featured, updatedAt: new Date() })
      .where(eq(posts.id, post.id))
      .returning()) as [Post];
    await keepRevision(tx, { post: saved, previous: post, by: viewer, restoredFrom: revision.createdAt });
    return saved;
  });
  if (restored) logger.info({ postId: post.id, slug, revisionId, by: viewer.id }, "post revision restored");
  return restored;
}
