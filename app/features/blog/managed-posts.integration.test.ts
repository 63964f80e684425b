import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import type { SessionUser } from "#app/features/accounts/surface.ts";
import { authors, comments, posts, user } from "#app/platform/db/schema.ts";
import { deleteManagedPost, listManagedPosts, listRecentComments } from "./managed-posts.server.ts";

describe(`managed posts and comments on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;

  it("lists and deletes the posts a writer manages; admins manage all", async () => {
    await db()
      .insert(user)
      .values([{ id: "w1", name: "W", email: "w@example.com", role: "author" }]);
    await db()
      .insert(authors)
      .values([
        { id: "w", name: "W", userId: "w1" },
        { id: "other", name: "Other" },
      ]);
    const [mine, theirs] = await db()
      .insert(posts)
      .values([
        { slug: "mine", title: "Mine", content: "x", authorId: "w" },
        { slug: "theirs", title: "Theirs", content: "x", authorId: "other", status: "published" },
      ])
      .returning();
    await db().insert(comments).values({ postId: theirs!.id, authorName: "Ann", content: "Hi" });
    const writer: SessionUser = { id: "w1", name: "W", email: "w@example.com", role: "author", emailVerified: true };
    const admin: SessionUser = { ...writer, id: "admin", role: "admin" };
    expect((await listManagedPosts(db(), writer)).map((row) => row.slug)).toEqual(["mine"]);
    expect((await listManagedPosts(db(), admin)).map((row) => row.slug).sort()).toEqual(["mine", "theirs"]);
    expect(await deleteManagedPost(db(), writer, theirs!.id)).toBe(false);
    expect(await deleteManagedPost(db(), admin, "not-a-post-id")).toBe(false);
    expect((await listRecentComments(db())).map((row) => [row.authorName, row.post.slug])).toEqual([["Ann", "theirs"]]);
    expect(await deleteManagedPost(db(), admin, theirs!.id)).toBe(true);
    expect(await listRecentComments(db())).toEqual([]);
    expect(await deleteManagedPost(db(), writer, mine!.id)).toBe(true);
    expect(await db().select().from(posts)).toEqual([]);
  });
});
