import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { selectRows } from "./client.server.ts";
import { authors, comments, postLikes, posts, waitlistEntries } from "./schema.ts";

/**
 * Migration 0010: a write to what kept pages show (posts, authors,
 * comments, likes) is announced on 'pages_changed' at commit, to every
 * connection listening (server/main.ts empties its kept pages then).
 */
describe(`pages_changed on ${testDriver}`, () => {
  const database = useTestDatabase();
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  /**
   * The payloads heard on `channel`, "schema.table" shortened to the table;
   * other test files' schemas (they share the PostgreSQL database) left out.
   */
  async function listen(channel = "pages_changed") {
    const [row] = await selectRows<{ schema: string }>(database.current.db, sql`select current_schema() as schema`);
    const heard: string[] = [];
    const stop = await database.current.listen(channel, (payload) => {
      if (payload.startsWith(`${row!.schema}.`)) heard.push(payload.slice(row!.schema.length + 1));
      else if (!payload.includes(".")) heard.push(payload);
    });
    stops.push(stop);
    return heard;
  }

  it("announces writes to posts, authors and comments, once per statement, and not other tables", async () => {
    const { db } = database.current;
    const heard = await listen();
    const [author] = await db.insert(authors).values({ id: "ann-author", name: "Ann Author" }).returning();
    const [post] = await db.insert(posts).values({ slug: "kept", title: "Kept", content: "Body", authorId: author!.id, status: "published" }).returning();
    await db.insert(comments).values([
      { postId: post!.id, authorName: "Cy", content: "One" },
      { postId: post!.id, authorName: "Di", content: "Two" },
    ]);
    await db.insert(waitlistEntries).values({ email: "not-a-page@example.com", name: "Wes" });
    await db.execute(sql`select pg_notify('pages_changed', 'marker')`);
    await vi.waitFor(() => expect(heard).toContain("marker"));
    expect(heard).toEqual(["authors", "posts", "comments", "marker"]);
  });

  it("announces a like, and taking it back, with its post's slug (migration 0015), so only that post's page is dropped", async () => {
    const { db } = database.current;
    await db.insert(authors).values({ id: "liker-author", name: "Liker" });
    const [liked, other] = await db
      .insert(posts)
      .values([
        { slug: "liked-post", title: "Liked", content: "Body", authorId: "liker-author", status: "published" },
        { slug: "other-post", title: "Other", content: "Body", authorId: "liker-author", status: "published" },
      ])
      .returning();
    const heard = await listen();
    await db.insert(postLikes).values({ postId: liked!.id, visitorId: "v1" });
    await db.insert(postLikes).values({ postId: other!.id, visitorId: "v1" });
    await db.delete(postLikes).where(sql`${postLikes.visitorId} = 'v1' and ${postLikes.postId} = ${liked!.id}`);
    await db.execute(sql`select pg_notify('pages_changed', 'marker')`);
    await vi.waitFor(() => expect(heard).toContain("marker"));
    expect(heard).toEqual(["post_likes:liked-post", "post_likes:other-post", "post_likes:liked-post", "marker"]);
  });

  it("says nothing for a write that is rolled back", async () => {
    const { db } = database.current;
    const heard = await listen();
    await db
      .transaction(async (tx) => {
        await tx.insert(authors).values({ id: "never", name: "Never" });
        throw new Error("roll back");
      })
      .catch(() => {});
    await db.execute(sql`select pg_notify('pages_changed', 'marker')`);
    await vi.waitFor(() => expect(heard).toContain("marker"));
    expect(heard).toEqual(["marker"]);
  });

  it("stops calling once stopped", async () => {
    const { db } = database.current;
    const heard = await listen();
    const stillListening = await listen();
    await stops.shift()!();
    await db.insert(authors).values({ id: "late", name: "Late" });
    await vi.waitFor(() => expect(stillListening).toEqual(["authors"]));
    expect(heard).toEqual([]);
  });

  it.skipIf(testDriver !== "postgres")("reconnects when its connection drops, and says so with an empty payload", async () => {
    const { db } = database.current;
    const channel = `pages_test_${Math.random().toString(36).slice(2, 10)}`;
    const heard = await listen(channel);
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`listen:${channel}`}`);
    await vi.waitFor(() => expect(heard).toEqual([""]), { timeout: 5000 });
    await db.execute(sql`select pg_notify(${channel}, 'after')`);
    await vi.waitFor(() => expect(heard).toEqual(["", "after"]));
  });
});
