import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { authors, posts, user } from "#app/platform/db/schema.ts";
import {
  addComment,
  canView,
  countComments,
  getAuthorProfile,
  getLikes,
  getPost,
  listComments,
  listFeaturedPosts,
  listPublishedPosts,
  listRelatedPosts,
  listTags,
  setCommentHidden,
  toggleLike,
  uniqueSlug,
} from "./blog.server.ts";

const day = (n: number) => new Date(Date.UTC(2026, 9, n, 9));
const eqSlug = (slug: string) => eq(posts.slug, slug);

describe(`blog on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;

  beforeEach(async () => {
    await db().insert(user).values({ id: "u-ada", name: "Ada", email: "ada@example.com" });
    await db()
      .insert(authors)
      .values([
        { id: "ada", name: "Ada Lovelace", title: "Engineer", bio: "Writes.", userId: "u-ada" },
        { id: "grace", name: "Grace Hopper", title: "Admiral", bio: "Ships." },
      ]);
    const post = (slug: string, fields: Partial<typeof posts.$inferInsert>) => ({
      slug,
      title: slug,
      excerpt: "",
      content: "",
      authorId: "ada",
      status: "published" as const,
      readTime: 5,
      ...fields,
    });
    await db()
      .insert(posts)
      .values([
        post("invoices", {
          title: "Chasing Invoices",
          content: "QuickBooks and reminders",
          tags: ["Finance", "Automation"],
          publishedAt: day(1),
          featured: true,
          readTime: 4,
        }),
        post("support", {
          title: "Support at scale",
          excerpt: "Tickets answered in 100% of cases",
          tags: ["Customer Support", "Automation"],
          publishedAt: day(3),
          featured: true,
        }),
        post("security", {
          title: "Security first",
          content: "SOC 2 controls",
          tags: ["Security"],
          publishedAt: day(5),
          featured: true,
          authorId: "grace",
          readTime: 7,
        }),
        post("payroll", { title: "Payroll day", content: "Finance teams love it", tags: ["Finance", "HR", "Automation"], publishedAt: day(7), readTime: 6 }),
        post("draft-notes", { title: "Unfinished", content: "finance secrets", tags: ["Finance"], status: "draft" }),
      ]);
  });

  const slugs = (list: { slug: string }[]) => list.map((post) => post.slug);

  it("lists published posts newest first, never drafts", async () => {
    expect(slugs(await listPublishedPosts(db()))).toEqual(["payroll", "security", "support", "invoices"]);
  });

  it("searches title, excerpt, content and tags, case-insensitively", async () => {
    expect(slugs(await listPublishedPosts(db(), { q: "chasing" }))).toEqual(["invoices"]);
    expect(slugs(await listPublishedPosts(db(), { q: "TICKETS" }))).toEqual(["support"]);
    expect(slugs(await listPublishedPosts(db(), { q: "soc 2" }))).toEqual(["security"]);
    expect(slugs(await listPublishedPosts(db(), { q: "finance" }))).toEqual(["payroll", "invoices"]);
    expect(slugs(await listPublishedPosts(db(), { q: "100%" }))).toEqual(["support"]);
    expect(slugs(await listPublishedPosts(db(), { q: "%" }))).toEqual(["support"]);
    expect(await listPublishedPosts(db(), { q: "nothing like this" })).toEqual([]);
  });

  it("filters by tag, and combines tag and search", async () => {
    expect(slugs(await listPublishedPosts(db(), { tag: "Automation" }))).toEqual(["payroll", "support", "invoices"]);
    expect(slugs(await listPublishedPosts(db(), { tag: "Automation", q: "payroll" }))).toEqual(["payroll"]);
    expect(slugs(await listPublishedPosts(db(), { tag: "Security", q: "payroll" }))).toEqual([]);
    expect(slugs(await listPublishedPosts(db(), { tag: "automation" }))).toEqual([]);
  });

  it("features the newest two featured posts and counts tags of published posts", async () => {
    expect(slugs(await listFeaturedPosts(db()))).toEqual(["security", "support"]);
    expect(await listTags(db())).toEqual([
      { tag: "Automation", count: 3 },
      { tag: "Finance", count: 2 },
      { tag: "Customer Support", count: 1 },
      { tag: "HR", count: 1 },
      { tag: "Security", count: 1 },
    ]);
  });

  it("relates posts by shared tags: most shared first, then newest; never itself or drafts", async () => {
    const [payroll] = await db().select().from(posts).where(eqSlug("payroll"));
    expect(slugs(await listRelatedPosts(db(), payroll!))).toEqual(["invoices", "support"]);
    const [security] = await db().select().from(posts).where(eqSlug("security"));
    expect(await listRelatedPosts(db(), security!)).toEqual([]);
  });

  it("shows drafts only to their author's account and admins", async () => {
    const reader = { id: "someone", name: "R", email: "r@example.com", role: "user" as const, emailVerified: true };
    expect(await getPost(db(), "draft-notes", null)).toBeNull();
    expect(await getPost(db(), "draft-notes", reader)).toBeNull();
    expect(await getPost(db(), "draft-notes", { ...reader, id: "u-ada", role: "author" })).not.toBeNull();
    expect(await getPost(db(), "draft-notes", { ...reader, role: "admin" })).not.toBeNull();
    expect(await getPost(db(), "no-such-post", null)).toBeNull();
    expect(canView({ status: "published" }, { userId: null }, null)).toBe(true);
  });

  it("profiles an author with their published posts, count and minutes", async () => {
    const ada = await getAuthorProfile(db(), "ada");
    expect(slugs(ada!.articles)).toEqual(["payroll", "support", "invoices"]);
    expect(ada!.minutes).toBe(15);
    const grace = await getAuthorProfile(db(), "grace");
    expect(grace!.articles).toHaveLength(1);
    expect(grace!.minutes).toBe(7);
    expect(await getAuthorProfile(db(), "nobody")).toBeNull();
  });

  it("keeps one like per visitor, toggled, the same count for everyone", async () => {
    const [post] = await db().select().from(posts).where(eqSlug("support"));
    expect(await toggleLike(db(), post!.id, "visitor-a")).toEqual({ count: 1, liked: true });
    expect(await toggleLike(db(), post!.id, "visitor-b")).toEqual({ count: 2, liked: true });
    expect(await getLikes(db(), post!.id, "visitor-c")).toEqual({ count: 2, liked: false });
    expect(await toggleLike(db(), post!.id, "visitor-a")).toEqual({ count: 1, liked: false });
    expect(await getLikes(db(), post!.id, null)).toEqual({ count: 1, liked: false });
    // Concurrent double clicks from one visitor never make two likes.
    await Promise.all(Array.from({ length: 10 }, () => toggleLike(db(), post!.id, "visitor-d")));
    expect((await getLikes(db(), post!.id, null)).count).toBeLessThanOrEqual(2);
  });

  it("lists comments in the order they were posted, even within one millisecond", async () => {
    const [post] = await db().select().from(posts).where(eqSlug("security"));
    const names = Array.from({ length: 20 }, (_, i) => `Reader ${i + 1}`);
    for (const name of names) await addComment(db(), post!.id, { authorName: name, content: "Same moment" });
    expect((await listComments(db(), post!.id)).map((comment) => comment.authorName)).toEqual(names);
  });

  it("stores comments with one level of replies, and hides them for admins' moderation", async () => {
    const [post] = await db().select().from(posts).where(eqSlug("support"));
    const [other] = await db().select().from(posts).where(eqSlug("security"));
    const first = await addComment(db(), post!.id, { authorName: "Ann", content: "Great post" });
    const second = await addComment(db(), post!.id, { authorName: "Bob", content: "<script>alert(1)</script>" });
    const reply = await addComment(db(), post!.id, { authorName: "Cy", content: "Agreed", parentId: first!.id });
    expect(reply).not.toBeNull();
    // No replies to replies, nor to another post's comments.
    expect(await addComment(db(), post!.id, { authorName: "Di", content: "x", parentId: reply!.id })).toBeNull();
    expect(await addComment(db(), other!.id, { authorName: "Di", content: "x", parentId: first!.id })).toBeNull();

    const list = await listComments(db(), post!.id);
    expect(list.map((comment) => [comment.authorName, comment.content, comment.replies.map((r) => r.content)])).toEqual([
      ["Ann", "Great post", ["Agreed"]],
      ["Bob", "<script>alert(1)</script>", []],
    ]);
    expect(countComments(list)).toBe(3);

    expect(await setCommentHidden(db(), second!.id, true)).toBe(true);
    expect((await listComments(db(), post!.id)).map((comment) => comment.authorName)).toEqual(["Ann"]);
    expect((await listComments(db(), post!.id, { includeHidden: true })).map((comment) => [comment.authorName, comment.hidden])).toEqual([
      ["Ann", false],
      ["Bob", true],
    ]);
    // An admin's list holds hidden comments and replies; the count shown is still of the visible ones.
    expect(await setCommentHidden(db(), reply!.id, true)).toBe(true);
    expect(countComments(await listComments(db(), post!.id, { includeHidden: true }))).toBe(1);
    expect(await setCommentHidden(db(), "00000000-0000-0000-0000-000000000000", true)).toBe(false);
    expect(await setCommentHidden(db(), "not-a-comment-id", true)).toBe(false);
  });

  it("makes unique slugs from titles", async () => {
    expect(await uniqueSlug(db(), "Payroll Day")).toBe("payroll-day");
    expect(await uniqueSlug(db(), "Invoices!")).toBe("invoices-2");
    await db().insert(posts).values({ slug: "invoices-2", title: "x", content: "x", authorId: "ada" });
    expect(await uniqueSlug(db(), "invoices")).toBe("invoices-3");
    // Editing a post keeps its own slug.
    const [invoices] = await db().select().from(posts).where(eqSlug("invoices"));
    expect(await uniqueSlug(db(), "Invoices", invoices!.id)).toBe("invoices");
    expect(await uniqueSlug(db(), "100%_sure")).toBe("100-sure");
  });
});
