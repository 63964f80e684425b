import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import type { SessionUser } from "#app/features/accounts/roles.ts";
import { authors, posts, user } from "#app/platform/db/schema.ts";
import { getPost, listAuthorsWithPosts, listPublishedPosts } from "./blog.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { authorChoices, ensureAuthorProfile, findEditablePost, savePostAction } from "./editor.server.ts";

const writer: SessionUser = { id: "u-grace", name: "Grace Hopper", email: "grace@example.com", role: "author", emailVerified: true };
const admin: SessionUser = { id: "u-admin", name: "Ada Admin", email: "admin@example.com", role: "admin", emailVerified: true };

function post(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(key, item);
  return new Request("http://localhost:3000/blog/create", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}
type Answer = { data: Record<string, unknown>; init?: { status?: number } | null };
const answer = (value: unknown) => value as Answer;

describe(`editor on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  beforeEach(async () => {
    await db()
      .insert(user)
      .values([
        { id: writer.id, name: writer.name, email: writer.email, role: "author" },
        { id: admin.id, name: admin.name, email: admin.email, role: "admin" },
      ]);
    await db().insert(authors).values({ id: "grace-hopper", name: "Grace Hopper (sample)", title: "Sample", bio: "" });
  });

  it("gives a writer an author profile of their own (a free id), and only that choice", async () => {
    const profile = await ensureAuthorProfile(db(), writer);
    expect(profile).toMatchObject({ id: "grace-hopper-2", name: "Grace Hopper", userId: writer.id });
    expect((await ensureAuthorProfile(db(), writer)).id).toBe("grace-hopper-2");
    expect((await authorChoices(db(), writer)).authors.map((author) => author.id)).toEqual(["grace-hopper-2"]);
    expect((await authorChoices(db(), admin)).authors.map((author) => author.id).sort()).toEqual(["ada-admin", "grace-hopper", "grace-hopper-2"]);
  });

  it("publishes a post with a unique slug, trimmed fields, tags, read time and featured flag", async () => {
    const result = await savePostAction(
      post({
        intent: "publish",
        title: "  Hello Droids  ",
        excerpt: " Short ",
        content: "## Hi\n\nText",
        tags: ["AI", " ai ", "Ops"],
        newTag: "Extra",
        readTime: "abc",
        featured: "on",
        coverImage: "https://example.com/c.png",
      }),
      { db: db(), logger, config: { publicUrl: "http://localhost:3000" } },
      writer,
    );
    expect(answer(result).data).toMatchObject({
      ok: true,
      title: "Post saved!",
      description: "Your blog post has been saved successfully.",
      slug: "hello-droids",
      status: "published",
    });
    const [row] = await db().select().from(posts).where(eq(posts.slug, "hello-droids"));
    expect(row).toMatchObject({
      title: "Hello Droids",
      excerpt: "Short",
      tags: ["AI", "Ops", "Extra"],
      readTime: 5,
      featured: true,
      status: "published",
      authorId: "grace-hopper-2",
    });
    expect(row!.publishedAt).toBeInstanceOf(Date);
    expect((await listPublishedPosts(db()))[0]!.slug).toBe("hello-droids");
    expect(await listAuthorsWithPosts(db())).toEqual(["grace-hopper-2"]);

    const again = await savePostAction(
      post({ intent: "publish", title: "Hello, Droids!", content: "x" }),
      { db: db(), logger, config: { publicUrl: "http://localhost:3000" } },
      writer,
    );
    expect(answer(again).data).toMatchObject({ slug: "hello-droids-2" });
  });

  it("saves drafts that only their author and admins can see, and lets them edit", async () => {
    await savePostAction(
      post({ intent: "draft", title: "Secret plans", content: "Soon", readTime: "99" }),
      { db: db(), logger, config: { publicUrl: "http://localhost:3000" } },
      writer,
    );
    const [draft] = await db().select().from(posts).where(eq(posts.slug, "secret-plans"));
    expect(draft).toMatchObject({ status: "draft", publishedAt: null, readTime: 60 });
    expect(await getPost(db(), "secret-plans", null)).toBeNull();
    expect(await getPost(db(), "secret-plans", { ...writer, id: "someone-else" })).toBeNull();
    expect(await getPost(db(), "secret-plans", writer)).not.toBeNull();
    expect(await getPost(db(), "secret-plans", admin)).not.toBeNull();

    expect(await findEditablePost(db(), "secret-plans", { ...writer, id: "someone-else" })).toBeNull();
    const editable = await findEditablePost(db(), "secret-plans", writer);
    await savePostAction(
      post({ intent: "publish", title: "Secret plans, revealed", content: "Now" }),
      { db: db(), logger, config: { publicUrl: "http://localhost:3000" } },
      writer,
      editable!,
    );
    const [published] = await db().select().from(posts).where(eq(posts.id, draft!.id));
    expect(published).toMatchObject({ slug: "secret-plans", title: "Secret plans, revealed", status: "published" });
    expect(published!.publishedAt).toBeInstanceOf(Date);
  });

  it("refuses a field sent more than once (tags may repeat), a missing one, and a cross-site post", async () => {
    const app = { db: db(), logger, config: { publicUrl: "http://localhost:3000" } };
    const twice = answer(
      await savePostAction(
        post({ intent: "publish", title: ["One", "Two"], content: "x", tags: ["a", "b"] }),
        { db: db(), logger, config: { publicUrl: "http://localhost:3000" } },
        writer,
      ),
    );
    expect(twice.init?.status).toBe(400);
    expect(twice.data).toEqual({
      ok: false,
      title: "Error",
      description: "The field “title” was sent more than once.",
      fields: { title: "This field was sent more than once." },
    });
    const missing = answer(await savePostAction(post({ intent: "publish", content: "x" }), app, writer));
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toEqual({ ok: false, title: "Error", description: "Please fill in at least the title and content." });
    const crossSite = new Request("http://localhost:3000/blog/create", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "intent=publish&title=Forged&content=x",
    });
    const forged = answer(await savePostAction(crossSite, app, writer));
    expect(forged.init?.status).toBe(403);
    expect(forged.data).toEqual({ ok: false, title: "Error", description: "This form can only be sent from our own site." });
    const tagged = answer(
      await savePostAction(
        post({ intent: "draft", title: "Tagged", content: "x", tags: ["a", "b"] }),
        { db: db(), logger, config: { publicUrl: "http://localhost:3000" } },
        writer,
      ),
    );
    expect(tagged.data).toMatchObject({ ok: true });
  });

  it("refuses a missing title or content, a foreign author and a bad cover address", async () => {
    for (const fields of [
      { title: "  ", content: "x" },
      { title: "x", content: " \n " },
    ]) {
      const result = await savePostAction(post({ intent: "publish", ...fields }), { db: db(), logger, config: { publicUrl: "http://localhost:3000" } }, writer);
      expect(answer(result).data).toEqual({ ok: false, title: "Error", description: "Please fill in at least the title and content." });
    }
    const foreign = await savePostAction(
      post({ intent: "publish", title: "x", content: "y", authorId: "grace-hopper" }),
      { db: db(), logger, config: { publicUrl: "http://localhost:3000" } },
      writer,
    );
    expect(answer(foreign).init?.status).toBe(403);
    const admins = await savePostAction(
      post({ intent: "publish", title: "As sample", content: "y", authorId: "grace-hopper" }),
      { db: db(), logger, config: { publicUrl: "http://localhost:3000" } },
      admin,
    );
    expect(answer(admins).data).toMatchObject({ ok: true });
    for (const coverImage of ["javascript:alert(1)", "/\\evil.example/x.png", "//evil.example/x.png", "/\t/evil.example/x.png", "http://example.com/x.png"]) {
      const cover = await savePostAction(
        post({ intent: "publish", title: "x", content: "y", coverImage }),
        { db: db(), logger, config: { publicUrl: "http://localhost:3000" } },
        writer,
      );
      expect(answer(cover).data, coverImage).toMatchObject({ ok: false, description: expect.stringContaining("cover image URL") });
    }
    expect((await db().select().from(posts)).map((row) => row.title)).toEqual(["As sample"]);
  });
});
