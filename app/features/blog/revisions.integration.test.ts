import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import type { SessionUser } from "#app/features/accounts/roles.ts";
import { authors, postRevisions, posts, user } from "#app/platform/db/schema.ts";
import { logger } from "#app/platform/logger.server.ts";
import { REVISIONS } from "./blog-constants.ts";
import { findEditablePost, savePostAction } from "./editor.server.ts";
import { lineDiff, listRevisions, restoreRevision, revisionDiff } from "./revisions.server.ts";

const writer: SessionUser = { id: "u-grace", name: "Grace Hopper", email: "grace@example.com", role: "author", emailVerified: true };
const other: SessionUser = { id: "u-alan", name: "Alan Other", email: "alan@example.com", role: "author", emailVerified: true };
const admin: SessionUser = { id: "u-admin", name: "Ada Admin", email: "admin@example.com", role: "admin", emailVerified: true };

function form(fields: Record<string, string>) {
  return new Request("http://localhost:3000/blog/create", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe(`post revisions on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const app = () => ({ db: db(), logger, config: { publicUrl: "http://localhost:3000" } });

  /** Saves through the editor's action: a new post, or the post at `slug` as `viewer`. */
  async function save(fields: Record<string, string>, viewer: SessionUser = writer, slug?: string) {
    const existing = slug ? await findEditablePost(db(), slug, viewer) : undefined;
    const answer = (await savePostAction(form({ intent: "draft", ...fields }), app(), viewer, existing ?? undefined)) as unknown as {
      data: { ok: boolean; slug: string };
    };
    expect(answer.data.ok).toBe(true);
    return answer.data.slug;
  }
  const countRevisions = async () => db().$count(postRevisions);

  beforeEach(async () => {
    await db()
      .insert(user)
      .values([writer, other, admin].map(({ id, name, email, role }) => ({ id, name, email, role })));
  });

  it("keeps a revision of each save: who, when, and which fields changed (content by lines); a save that changes nothing keeps none", async () => {
    const slug = await save({ title: "First title", content: "one\ntwo" });
    await save({ title: "Second title", content: "one\ntwo\nthree\nfour" }, writer, slug);
    await save({ title: "Second title", content: "one\ntwo\nthree\nfour", intent: "publish" }, writer, slug);
    await save({ title: "Second title", content: "one\ntwo\nthree\nfour", intent: "publish" }, writer, slug);

    const history = (await listRevisions(db(), slug, writer))!;
    expect(history.map(({ kind, savedByName, changes }) => ({ kind, savedByName, changes }))).toEqual([
      { kind: "save", savedByName: "Grace Hopper", changes: { fields: ["status"], added: 0, removed: 0 } },
      { kind: "save", savedByName: "Grace Hopper", changes: { fields: ["title", "content"], added: 2, removed: 0 } },
      { kind: "save", savedByName: "Grace Hopper", changes: null },
    ]);
    // When: the save's time (the last save changed nothing, so the post's updated_at is later).
    const [stored] = await db().select().from(posts).where(eq(posts.slug, slug));
    expect(history[0]!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(history[0]!.createdAt.getTime()).toBeLessThanOrEqual(stored!.updatedAt.getTime());
    expect(await countRevisions()).toBe(3);

    // Only the post's author and admins read its history.
    expect(await listRevisions(db(), slug, other)).toBeNull();
    expect(await listRevisions(db(), slug, admin)).toHaveLength(3);
    expect(await listRevisions(db(), "no-such-post", admin)).toBeNull();
  });

  it("keeps a post's state from before its history as its first revision", async () => {
    await db().insert(authors).values({ id: "grace", name: "Grace Hopper", title: "Author", bio: "", userId: writer.id });
    const before = new Date("2026-01-02T03:04:05Z");
    await db()
      .insert(posts)
      .values({ slug: "seeded", title: "Seeded", content: "As it was", authorId: "grace", status: "published", publishedAt: before, updatedAt: before });
    expect(await listRevisions(db(), "seeded", writer)).toEqual([]);

    await save({ title: "Seeded", content: "As it is", intent: "publish" }, writer, "seeded");
    const history = (await listRevisions(db(), "seeded", writer))!;
    expect(history.map(({ kind, savedByName, changes }) => ({ kind, savedByName, changes }))).toEqual([
      { kind: "save", savedByName: "Grace Hopper", changes: { fields: ["content"], added: 1, removed: 1 } },
      { kind: "original", savedByName: "", changes: null },
    ]);
    expect(history[1]!.createdAt.toISOString()).toBe(before.toISOString());
  });

  it("compares a revision with the current text, line by line with context", async () => {
    const lines = (count: number, changed?: number) =>
      Array.from({ length: count }, (_, n) => (n + 1 === changed ? `line ${n + 1} changed` : `line ${n + 1}`)).join("\n");
    const slug = await save({ title: "Diffs", content: lines(20), excerpt: "Same" });
    await save({ title: "Diffs, again", content: lines(20, 10), excerpt: "Same" }, writer, slug);
    const [first] = (await listRevisions(db(), slug, writer))!.slice(-1);

    const diff = (await revisionDiff(db(), slug, first!.id, writer))!;
    expect(diff.revision).toMatchObject({ id: first!.id, kind: "save" });
    expect(diff.fields.map((field) => field.field)).toEqual(["title", "content"]);
    expect(diff.fields[0]!.lines).toEqual([
      { kind: "removed", text: "Diffs" },
      { kind: "added", text: "Diffs, again" },
    ]);
    expect(diff.fields[1]!.lines).toEqual([
      { kind: "skip", lines: 6 },
      { kind: "same", text: "line 7" },
      { kind: "same", text: "line 8" },
      { kind: "same", text: "line 9" },
      { kind: "removed", text: "line 10" },
      { kind: "added", text: "line 10 changed" },
      { kind: "same", text: "line 11" },
      { kind: "same", text: "line 12" },
      { kind: "same", text: "line 13" },
      { kind: "skip", lines: 7 },
    ]);
    const [newest] = (await listRevisions(db(), slug, writer))!;
    expect((await revisionDiff(db(), slug, newest!.id, writer))!.fields).toEqual([]);

    expect(await revisionDiff(db(), slug, first!.id, other)).toBeNull();
    expect(await revisionDiff(db(), slug, "00000000-0000-0000-0000-000000000000", writer)).toBeNull();
    expect(await revisionDiff(db(), slug, "not-a-uuid", writer)).toBeNull();
    expect(lineDiff("", "new")).toEqual([{ kind: "added", text: "new" }]);
  });

  it("restores a revision as a new one: the post takes its text, keeps its slug and status; only for its author or an admin", async () => {
    const slug = await save({ title: "Original", content: "Old words", intent: "publish" });
    await save({ title: "Rewritten", content: "New words", intent: "publish" }, writer, slug);
    const [, first] = (await listRevisions(db(), slug, writer))!;

    expect(await restoreRevision(db(), logger, slug, first!.id, other)).toBeNull();
    expect(await restoreRevision(db(), logger, slug, "00000000-0000-0000-0000-000000000000", writer)).toBeNull();
    expect((await db().select().from(posts).where(eq(posts.slug, slug)))[0]).toMatchObject({ title: "Rewritten" });

    const restored = await restoreRevision(db(), logger, slug, first!.id, writer);
    expect(restored).toMatchObject({ slug, title: "Original", content: "Old words", status: "published" });
    const [stored] = await db().select().from(posts).where(eq(posts.slug, slug));
    expect(stored).toMatchObject({ title: "Original", content: "Old words", status: "published" });
    expect(stored!.contentBlocks).toMatchObject({ blocks: [{ t: "p", c: ["Old words"] }] });

    const history = (await listRevisions(db(), slug, writer))!;
    expect(history).toHaveLength(3);
    expect(history[0]).toMatchObject({ kind: "restore", savedByName: "Grace Hopper", changes: { fields: ["title", "content"], added: 1, removed: 1 } });
    expect(history[0]!.restoredFrom!.toISOString()).toBe(first!.createdAt.toISOString());

    // An admin may restore too.
    const [, rewritten] = history;
    expect(await restoreRevision(db(), logger, slug, rewritten!.id, admin)).toMatchObject({ title: "Rewritten" });
  });

  it(`prunes by count: a post keeps its newest ${REVISIONS.keep} revisions`, async () => {
    const slug = await save({ title: "Busy", content: "save 1" });
    for (let n = 2; n <= REVISIONS.keep + 1; n++) await save({ title: "Busy", content: `save ${n}` }, writer, slug);
    const history = (await listRevisions(db(), slug, writer))!;
    expect(history).toHaveLength(REVISIONS.keep);
    expect(await countRevisions()).toBe(REVISIONS.keep);
    const [post] = await db().select().from(posts).where(eq(posts.slug, slug));
    const contents = await db().select({ content: postRevisions.content }).from(postRevisions).where(eq(postRevisions.postId, post!.id));
    expect(contents.map((row) => row.content)).not.toContain("save 1");
    expect(contents.map((row) => row.content)).toContain(`save ${REVISIONS.keep + 1}`);
  });

  it(`prunes by age: revisions older than ${REVISIONS.maxAgeDays} days go, except the newest ${REVISIONS.keepAlways}; other posts keep theirs`, async () => {
    const slug = await save({ title: "Aged", content: "v0" });
    const otherSlug = await save({ title: "Untouched", content: "x" });
    const [post] = await db().select().from(posts).where(eq(posts.slug, slug));
    const [untouched] = await db().select().from(posts).where(eq(posts.slug, otherSlug));
    const revision = (postId: string, content: string, daysAgo: number) => ({
      postId,
      kind: "save" as const,
      title: "Aged",
      excerpt: "",
      content,
      tags: [],
      readTime: 5,
      featured: false,
      status: "draft" as const,
      savedBy: writer.id,
      savedByName: writer.name,
      createdAt: sql`now() - make_interval(days => ${daysAgo})` as unknown as Date,
    });
    const old = REVISIONS.maxAgeDays + 20;
    await db()
      .insert(postRevisions)
      .values(Array.from({ length: 5 }, (_, n) => revision(untouched!.id, `old ${n}`, old)));
    await db()
      .insert(postRevisions)
      .values(Array.from({ length: 4 }, (_, n) => revision(post!.id, `old ${n}`, old)));
    await db()
      .insert(postRevisions)
      .values(Array.from({ length: REVISIONS.keepAlways + 2 }, (_, n) => revision(post!.id, `recent ${n}`, 1)));

    await save({ title: "Aged", content: "v1" }, writer, slug);
    const contents = (await db().select({ content: postRevisions.content }).from(postRevisions).where(eq(postRevisions.postId, post!.id))).map(
      (row) => row.content,
    );
    // Past the newest 10, only the old ones went (the first save's revision is younger, so it stays).
    expect(contents.filter((content) => content.startsWith("old"))).toEqual([]);
    expect(contents).toHaveLength(1 + REVISIONS.keepAlways + 2 + 1);
    expect(await db().$count(postRevisions, eq(postRevisions.postId, untouched!.id))).toBe(6);

    // Among the newest 10, an old revision stays.
    await db().delete(postRevisions).where(eq(postRevisions.postId, post!.id));
    await db()
      .insert(postRevisions)
      .values(Array.from({ length: REVISIONS.keepAlways + 3 }, (_, n) => revision(post!.id, `old ${n}`, old)));
    await save({ title: "Aged", content: "v2" }, writer, slug);
    expect(await db().$count(postRevisions, eq(postRevisions.postId, post!.id))).toBe(REVISIONS.keepAlways);
  });
});
