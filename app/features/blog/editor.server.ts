import { and, eq, sql } from "drizzle-orm";
import { data, href, redirect } from "react-router";
import type { SessionUser } from "#app/features/accounts/surface.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { authors, posts } from "#app/platform/db/schema.ts";
import type { Logger } from "pino";
import { POPULAR_TAGS, postLimits, type PostStatus } from "./blog-constants.ts";
import { parseScheduleTime } from "./schedule-time.ts";
import { listTags, uniqueSlug, type Post } from "./blog.server.ts";
import { editorTexts } from "./editor-texts.ts";
import { addTag, isPostTooLong, parseReadTime } from "./post-fields.ts";
import { parsedContent, type ParsedContent } from "./post-content.server.ts";
import { keepRevision } from "./revisions.server.ts";
import { refreshPostShareCard } from "./share-cards.server.ts";
import { urlKind } from "#app/platform/http/internal-url.ts";
import { firstFreeSlug, postSlug } from "./slug.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { z } from "zod";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";

export const canWrite = (viewer: SessionUser | null) => viewer?.role === "author" || viewer?.role === "admin";

/**
 * The author profile of a signed-in writer, made from their account the
 * first time they write (id from their name, e.g. "grace-hopper-2").
 */
export async function ensureAuthorProfile(db: Database, viewer: SessionUser) {
  const [existing] = await db.select().from(authors).where(eq(authors.userId, viewer.id));
  if (existing) return existing;
  const base = postSlug(viewer.name, 40);
  const taken = await db
    .select({ id: authors.id })
    .from(authors)
    .where(sql`${authors.id} = ${base} or ${authors.id} like ${`${base}-%`}`);
  const id = firstFreeSlug(base, new Set(taken.map((row) => row.id)));
  const [created] = await db
    .insert(authors)
    .values({ id, name: viewer.name, title: viewer.role === "admin" ? "Droids team" : "Author", bio: "", userId: viewer.id })
    .onConflictDoNothing()
    .returning();
  // Two first posts at once: the other request made it.
  return created ?? (await db.select().from(authors).where(eq(authors.userId, viewer.id)))[0]!;
}

/** Authors may only pick themselves; admins pick anyone. */
export async function authorChoices(db: Database, viewer: SessionUser) {
  const own = await ensureAuthorProfile(db, viewer);
  const list = viewer.role === "admin" ? await db.select().from(authors).orderBy(authors.name) : [own];
  return { authors: list.map(({ id, name, avatar }) => ({ id, name, avatar })), defaultAuthorId: own.id };
}

/** What the editor page needs: the author list, popular tags, and the post when editing. */
export async function editorData(db: Database, viewer: SessionUser, post?: Post) {
  const [choices, tags] = await Promise.all([authorChoices(db, viewer), listTags(db)]);
  return { ...choices, popularTags: tags.slice(0, POPULAR_TAGS).map((entry) => entry.tag), post: post ? withoutParsedContent(post) : null };
}

/** The editor works on the Markdown: the parsed tree stays on the server. */
function withoutParsedContent({ contentBlocks: _parsed, ...post }: Post): Omit<Post, "contentBlocks"> {
  return post;
}

/** A post its author's account, or an admin, may edit; null otherwise. */
export async function findEditablePost(db: Database, slug: string, viewer: SessionUser) {
  const [row] = await db
    .select({ post: posts, userId: authors.userId })
    .from(posts)
    .innerJoin(authors, eq(posts.authorId, authors.id))
    .where(eq(posts.slug, slug));
  if (!row) return null;
  return viewer.role === "admin" || row.userId === viewer.id ? row.post : null;
}

/** Save Draft / Publish / Schedule's answer; a saved post's slug and status come with it. */
type SavedPost = { slug?: string; status?: PostStatus };

const text = z.string().default("");
/** The editor's form: every field at most once, except the chosen tags. */
const PostEditorForm = z.object({
  title: text,
  excerpt: text,
  content: text,
  coverImage: text,
  newTag: text,
  authorId: text,
  readTime: text,
  featured: text,
  intent: text,
  /** With intent "schedule": when the post goes live, an instant with its zone (see parseScheduleTime). */
  publishAt: text,
  tags: z
    .union([z.string(), z.array(z.string())])
    .default([])
    .transform((value) => (Array.isArray(value) ? value : [value])),
});

const isNavigation = (request: Request) => request.headers.get("sec-fetch-mode") === "navigate";

/** Save Draft, Publish or Schedule: a new post, or changes to `existing`, through the one form pipeline (0033). */
export async function savePostAction(
  request: Request,
  { db, logger, config }: { db: Database; logger: Logger; config: { publicUrl: string } },
  viewer: SessionUser,
  existing?: Post,
) {
  const outcome = await runSignedInForm(request, {
    schema: PostEditorForm,
    publicUrl: config.publicUrl,
    texts: { success: (saved: Post) => (saved.status === "scheduled" ? editorTexts.scheduled : editorTexts.saved), errorTitle: "Error" },
    // The post and its revision (who, when, what changed) commit together.
    write: async (form) => {
      // Parsed and highlighted before the transaction, so the highlighter's first load does not hold the database; a body over the limit is refused unparsed.
      const content = form.content.trim();
      const parsed = isPostTooLong({ content }) ? null : await parsedContent(content);
      return db.transaction((tx) => writePost(tx, logger, viewer, form, parsed, existing));
    },
  });
  if (!outcome.saved) return data<FormResult<SavedPost>>(outcome.result, { status: outcome.status });
  // After the commit (drawing takes a tenth of a second, which the transaction need not wait for), before the answer: the page names the new card.
  await refreshPostShareCard(db, logger, outcome.saved.id);
  if (isNavigation(request)) throw redirect(href("/blog"));
  return data<FormResult<SavedPost>>({ ...outcome.result, slug: outcome.saved.slug, status: outcome.saved.status }, { status: outcome.status });
}

/** The editor's own checks (each refusal a FormRefusal with its words), then the insert or update and its revision; `db` is the save's transaction. */
async function writePost(
  db: Database,
  logger: Logger,
  viewer: SessionUser,
  form: z.output<typeof PostEditorForm>,
  parsed: ParsedContent | null,
  existing?: Post,
): Promise<Post> {
  const title = form.title.trim();
  const content = form.content.trim();
  if (!title || !content) throw new FormRefusal(editorTexts.missing.description);
  const excerpt = form.excerpt.trim();
  const coverImage = form.coverImage.trim();
  if (isPostTooLong({ title, excerpt, content })) throw new FormRefusal(editorTexts.tooLong.description);
  const coverKind = urlKind(coverImage);
  const coverOk = coverKind === "internal" ? coverImage.startsWith("/") : coverKind === "external" && /^https:\/\//i.test(coverImage);
  if (coverImage && (!coverOk || /\s/.test(coverImage) || coverImage.length > postLimits.coverImage)) {
    throw new FormRefusal("The cover image URL must start with https:// (or / for an image on this site).");
  }
  let tags: string[] = [];
  for (const tag of [...form.tags, form.newTag]) {
    if (tag.trim().length <= postLimits.tag) tags = addTag(tags, tag);
  }
  if (tags.length > postLimits.tags) throw new FormRefusal(`A post can have ${postLimits.tags} tags at most.`);

  const { authors: allowed, defaultAuthorId } = await authorChoices(db, viewer);
  const chosen = form.authorId || existing?.authorId || defaultAuthorId;
  if (!allowed.some((author) => author.id === chosen)) throw new FormRefusal("You can only publish as yourself.", 403);

  const { status, scheduledAt } = chosenStatus(form);
  const publish = status === "published";
  const values = {
    title,
    excerpt,
    content,
    contentBlocks: parsed ?? (await parsedContent(content)),
    coverImage: coverImage || null,
    tags,
    authorId: chosen,
    readTime: parseReadTime(form.readTime),
    featured: form.featured === "on",
    status,
    scheduledAt,
    updatedAt: new Date(),
  };
  let saved: Post;
  if (existing) {
    [saved] = (await db
      .update(posts)
      .set({ ...values, publishedAt: publish ? (existing.publishedAt ?? new Date()) : existing.publishedAt })
      .where(and(eq(posts.id, existing.id)))
      .returning()) as [Post];
  } else {
    saved = await insertWithUniqueSlug(db, { ...values, publishedAt: publish ? new Date() : null });
  }
  await keepRevision(db, { post: saved, previous: existing, by: viewer });
  logger.info(
    { postId: saved.id, slug: saved.slug, status: saved.status, scheduledAt: saved.scheduledAt, by: viewer.id },
    existing ? "post updated" : "post created",
  );
  return saved;
}

/** The status the pressed button asks for; Schedule also its time, refused (with its words) unless it is a sound one. */
function chosenStatus(form: { intent: string; publishAt: string }): { status: PostStatus; scheduledAt: Date | null } {
  if (form.intent === "publish") return { status: "published", scheduledAt: null };
  if (form.intent !== "schedule") return { status: "draft", scheduledAt: null };
  const time = parseScheduleTime(form.publishAt, new Date());
  if (!time.ok) throw new FormRefusal(time.error);
  return { status: "scheduled", scheduledAt: time.at };
}

/** Inserts with a slug from the title; a concurrent twin taking it first means the next number. */
async function insertWithUniqueSlug(db: Database, values: Omit<typeof posts.$inferInsert, "slug">): Promise<Post> {
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(db, values.title);
    const [row] = await db
      .insert(posts)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: posts.slug })
      .returning();
    if (row) return row;
    if (attempt > 5) throw new Error(`could not find a free slug for "${values.title}"`);
  }
}
