import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import type { SessionUser } from "#app/features/accounts/roles.ts";
import { openDatabase, selectRows, type Database } from "#app/platform/db/client.server.ts";
import { posts, user } from "#app/platform/db/schema.ts";
import { logger } from "#app/platform/logger.server.ts";
import { getAuthorProfile, getPost, listAuthorsWithPosts, listPublishedPosts } from "./blog.server.ts";
import { editorTexts } from "./editor-texts.ts";
import { savePostAction } from "./editor.server.ts";
import { listManagedPosts, unscheduleManagedPost } from "./managed-posts.server.ts";
import { publishDuePosts, startScheduledPublishing } from "./scheduled-publishing.server.ts";

const writer: SessionUser = { id: "u-grace", name: "Grace Hopper", email: "grace@example.com", role: "author", emailVerified: true };
const other: SessionUser = { id: "u-alan", name: "Alan Turing", email: "alan@example.com", role: "author", emailVerified: true };
const config = { publicUrl: "http://localhost:3000" };

function form(fields: Record<string, string>, path = "/blog/create") {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}
type Answer = { data: Record<string, unknown>; init?: { status?: number } | null };
const answer = (value: unknown) => value as Answer;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe(`scheduled publishing on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const app = () => ({ db: db(), logger, config });
  beforeEach(async () => {
    await db()
      .insert(user)
      .values([
        { id: writer.id, name: writer.name, email: writer.email, role: "author" },
        { id: other.id, name: other.name, email: other.email, role: "author" },
      ]);
  });

  /** Schedules a new post through the editor's action, at `at` (an instant with its zone). */
  async function schedule(title: string, at: string) {
    return answer(await savePostAction(form({ intent: "schedule", title, content: "Soon.", publishAt: at }), app(), writer));
  }

  /** Makes a scheduled post due already (as if its time passed while no server ran). */
  async function makeDue(slug: string) {
    await db()
      .update(posts)
      .set({ scheduledAt: sql`now() - interval '1 hour'` })
      .where(eq(posts.slug, slug));
  }

  const publicSlugs = async () => ({
    list: (await listPublishedPosts(db())).map((post) => post.slug),
    author: (await getAuthorProfile(db(), "grace-hopper"))?.articles.map((post) => post.slug) ?? [],
    sitemapAuthors: await listAuthorsWithPosts(db()),
  });

  it("saves the status and the time, and hides the post from every public view until then", async () => {
    const at = minutesFromNow(30);
    // The author's local time with their offset (Berlin in winter): one instant, whatever the server's zone.
    const berlin = new Date(at.getTime() + 60 * 60_000).toISOString().replace("Z", "+01:00");
    const saved = await schedule("Launch day", berlin);
    expect(saved.data).toMatchObject({ ok: true, slug: "launch-day", status: "scheduled" });
    const [row] = await db().select().from(posts).where(eq(posts.slug, "launch-day"));
    expect(row).toMatchObject({ status: "scheduled", publishedAt: null });
    expect(row!.scheduledAt).toEqual(at);

    expect(await publicSlugs()).toEqual({ list: [], author: [], sitemapAuthors: [] });
    expect(await getPost(db(), "launch-day", null)).toBeNull();
    expect(await getPost(db(), "launch-day", other)).toBeNull();
    expect(await getPost(db(), "launch-day", writer)).not.toBeNull();
    expect((await listManagedPosts(db(), writer))[0]).toMatchObject({ slug: "launch-day", status: "scheduled", scheduledAt: row!.scheduledAt });

    // Not yet due: the job leaves it alone.
    expect(await publishDuePosts(db())).toEqual([]);
    expect(await publishDuePosts(db(), minutesFromNow(29))).toEqual([]);
    const published = await publishDuePosts(db(), minutesFromNow(31));
    expect(published).toEqual([{ id: row!.id, slug: "launch-day", scheduledAt: row!.scheduledAt }]);
    const [live] = await db().select().from(posts).where(eq(posts.slug, "launch-day"));
    expect(live).toMatchObject({ status: "published", scheduledAt: null });
    expect(live!.publishedAt).toBeInstanceOf(Date);
    expect(await publicSlugs()).toEqual({ list: ["launch-day"], author: ["launch-day"], sitemapAuthors: ["grace-hopper"] });
  });

  it("refuses a missing, unreadable, zone-less, past or far-off time with its words, storing nothing", async () => {
    const cases: [string, string][] = [
      ["", editorTexts.schedule.missing],
      ["next friday", editorTexts.schedule.unreadable],
      ["2030-01-01T10:00", editorTexts.schedule.unreadable],
      [minutesFromNow(-1).toISOString(), editorTexts.schedule.past],
      [minutesFromNow(400 * 24 * 60).toISOString(), editorTexts.schedule.tooFar],
    ];
    for (const [at, words] of cases) {
      const refused = await schedule("Nope", at);
      expect(refused.init?.status, at).toBe(400);
      expect(refused.data, at).toMatchObject({ ok: false, title: "Error", description: words });
    }
    expect(await db().select().from(posts)).toEqual([]);
    // The database holds the rule too: a scheduled post always has its time, and only a scheduled one.
    await expect(db().insert(posts).values({ slug: "x", title: "x", content: "x", authorId: "nobody", status: "scheduled" })).rejects.toThrow();
  });

  it("publishes a post exactly once when two servers run the job at the same moment", async () => {
    await schedule("Race", minutesFromNow(10).toISOString());
    await makeDue("race");
    await withSecondServer(db(), async (otherDb) => {
      for (let round = 0; round < 5; round++) {
        const slugs = [1, 2, 3].map((n) => `race-${round}-${n}`);
        await db()
          .insert(posts)
          .values(
            slugs.map((slug) => ({ slug, title: slug, content: "x", authorId: "grace-hopper", status: "scheduled" as const, scheduledAt: minutesFromNow(-1) })),
          );
        const [first, second] = await Promise.all([publishDuePosts(db()), publishDuePosts(otherDb)]);
        const expected = round === 0 ? ["race", ...slugs] : slugs;
        expect([...first!, ...second!].map((post) => post.slug).sort()).toEqual(expected);
      }
    });
    const rows = await db().select({ status: posts.status }).from(posts);
    expect(rows.map((row) => row.status)).toEqual(Array(16).fill("published"));
    expect(await publishDuePosts(db())).toEqual([]);
  });

  it("publishes on start what fell due while no server ran, and logs nothing when nothing is due", async () => {
    await schedule("While down", minutesFromNow(5).toISOString());
    await schedule("Later", minutesFromNow(60).toISOString());
    await makeDue("while-down");
    const seen: string[] = [];
    const worker = startScheduledPublishing(db(), { firstRunMs: 0, intervalMs: 60_000, onPublished: (post) => seen.push(post.slug) });
    await worker.idle();
    await worker.stop();
    expect(seen).toEqual(["while-down"]);
    expect((await listPublishedPosts(db())).map((post) => post.slug)).toEqual(["while-down"]);
    const [later] = await db().select({ status: posts.status }).from(posts).where(eq(posts.slug, "later"));
    expect(later!.status).toBe("scheduled");
  });

  it("tells every server to drop its kept pages when it publishes, and stays quiet when nothing is due", async () => {
    await schedule("Kept pages", minutesFromNow(10).toISOString());
    const [{ schema }] = (await selectRows<{ schema: string }>(db(), sql`select current_schema() as schema`)) as [{ schema: string }];
    const heard: string[] = [];
    const stop = await database.current.listen("pages_changed", (payload) => {
      if (payload.startsWith(`${schema}.`) || !payload.includes(".")) heard.push(payload.replace(`${schema}.`, ""));
    });
    /** What was heard since the last call (a marker sent now marks the end: notifications come at commit, in order). */
    const heardSince = async () => {
      await db().execute(sql`select pg_notify('pages_changed', 'marker')`);
      await vi.waitFor(() => expect(heard).toContain("marker"));
      return heard.splice(0).filter((payload) => payload !== "marker");
    };
    try {
      await heardSince();
      expect(await publishDuePosts(db())).toEqual([]);
      expect(await heardSince()).toEqual([]);
      await makeDue("kept-pages");
      await heardSince();
      expect(await publishDuePosts(db())).toHaveLength(1);
      expect(await heardSince()).toEqual(["posts"]);
    } finally {
      await stop();
    }
  });

  it("reschedules, unschedules (its writer only) and publishes now", async () => {
    await schedule("Moving", minutesFromNow(10).toISOString());
    const [row] = await db().select().from(posts).where(eq(posts.slug, "moving"));
    const edit = (fields: Record<string, string>) =>
      savePostAction(form({ title: "Moving", content: "Soon.", ...fields }, "/blog/moving/edit"), app(), writer, row!).then(answer);

    const later = minutesFromNow(120);
    expect((await edit({ intent: "schedule", publishAt: later.toISOString() })).data).toMatchObject({ ok: true, status: "scheduled" });
    const [moved] = await db().select().from(posts).where(eq(posts.id, row!.id));
    expect(moved!.scheduledAt).toEqual(later);
    expect(await publishDuePosts(db(), minutesFromNow(60))).toEqual([]);

    expect(await unscheduleManagedPost(db(), other, row!.id)).toBe(false);
    expect(await unscheduleManagedPost(db(), writer, "not-a-uuid")).toBe(false);
    expect(await unscheduleManagedPost(db(), writer, row!.id)).toBe(true);
    expect(await db().select({ status: posts.status, scheduledAt: posts.scheduledAt }).from(posts)).toEqual([{ status: "draft", scheduledAt: null }]);
    // A draft is not scheduled: nothing to unschedule, nothing for the job.
    expect(await unscheduleManagedPost(db(), writer, row!.id)).toBe(false);
    expect(await publishDuePosts(db(), minutesFromNow(500))).toEqual([]);

    await edit({ intent: "schedule", publishAt: minutesFromNow(5).toISOString() });
    expect((await edit({ intent: "publish" })).data).toMatchObject({ ok: true, status: "published" });
    expect(await db().select({ status: posts.status, scheduledAt: posts.scheduledAt }).from(posts)).toEqual([{ status: "published", scheduledAt: null }]);
    expect((await listPublishedPosts(db())).map((post) => post.slug)).toEqual(["moving"]);
  });
});

/**
 * Runs `work` with a second server's connection to the same database: on
 * PostgreSQL a pool of its own on the same schema (a real race between
 * two connections); PGlite has one connection, so there the two calls
 * share it.
 */
async function withSecondServer<T>(db: Database, work: (otherDb: Database) => Promise<T>): Promise<T> {
  if (testDriver !== "postgres") return work(db);
  const [{ schema }] = (await selectRows<{ schema: string }>(db, sql`select current_schema() as schema`)) as [{ schema: string }];
  const second = await openDatabase({ url: process.env.TEST_DATABASE_URL!, searchPath: schema, poolSize: 2 }, { migrate: false });
  try {
    return await work(second.db);
  } finally {
    await second.close();
  }
}
