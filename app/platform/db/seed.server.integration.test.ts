import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { sampleAuthors } from "#app/content/blog/sample-authors.ts";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { parseMarkdown } from "#app/platform/text/markdown.ts";
import { authors, posts } from "./schema.ts";
import { seedSampleContent } from "./seed.server.ts";

describe(`sample content on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("loads every sample author and post into an empty database, once", async () => {
    expect(await seedSampleContent(database.current.db)).toBe(samplePosts.length);
    const [authorCount] = await database.current.db.select({ n: count() }).from(authors);
    expect(authorCount!.n).toBe(sampleAuthors.length);
    expect(await seedSampleContent(database.current.db)).toBe(0);

    // Deleted sample posts stay deleted on the next start.
    await database.current.db.delete(posts).where(eq(posts.slug, samplePosts[0]!.slug));
    expect(await seedSampleContent(database.current.db)).toBe(0);
    const [postCount] = await database.current.db.select({ n: count() }).from(posts);
    expect(postCount!.n).toBe(samplePosts.length - 1);
  });

  it("ships content that meets the issue's bar: 4+ authors, 10+ posts, featured ones, every Markdown element", async () => {
    expect(sampleAuthors.length).toBeGreaterThanOrEqual(4);
    expect(samplePosts.length).toBeGreaterThanOrEqual(10);
    expect(samplePosts.filter((post) => post.featured).length).toBeGreaterThanOrEqual(3);
    await seedSampleContent(database.current.db);
    const rows = await database.current.db.select().from(posts);
    for (const row of rows) {
      const kinds = new Set(JSON.stringify(parseMarkdown(row.content)).match(/"t":"\w+"/g));
      for (const kind of ["h", "p", "ul", "ol", "quote", "code", "strong", "em", "link"]) {
        expect(kinds, `${row.slug} uses ${kind}`).toContain(`"t":"${kind}"`);
      }
      expect(row.content.split(/\s+/).length, `${row.slug} is several hundred words`).toBeGreaterThan(400);
      expect(row.readTime).toBeGreaterThanOrEqual(1);
      expect(row.readTime).toBeLessThanOrEqual(60);
    }
    for (const author of sampleAuthors)
      expect(
        rows.some((row) => row.authorId === author.id),
        `${author.id} has a post`,
      ).toBe(true);
  });
});
