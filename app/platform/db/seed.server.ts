import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { sampleAuthors } from "#app/content/blog/sample-authors.ts";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import type { Database } from "./client.server.ts";
import { authors, posts } from "./schema.ts";

/** The sample posts' Markdown, in the source tree (code bundled elsewhere names the folder itself). */
const defaultPostsFolder = path.join(import.meta.dirname, "..", "..", "content", "blog", "posts");

/** A sample post's Markdown body (app/content/blog/posts/{slug}.md). */
export const samplePostBody = (slug: string, postsFolder = defaultPostsFolder) => fs.readFileSync(path.join(postsFolder, `${slug}.md`), "utf8").trim();

/**
 * Loads the sample authors and posts into a database that has no authors
 * yet (a new site), and does nothing otherwise: posts the team deleted stay
 * deleted. Safe when several servers start at once (conflicts are skipped).
 * Returns how many posts it added.
 */
export async function seedSampleContent(db: Database, { postsFolder = defaultPostsFolder }: { postsFolder?: string } = {}): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(authors);
  if (existing!.n > 0) return 0;
  return db.transaction(async (tx) => {
    await tx
      .insert(authors)
      .values(sampleAuthors.map(({ id, name, title, bio, avatar, twitter, linkedin, github }) => ({ id, name, title, bio, avatar, twitter, linkedin, github })))
      .onConflictDoNothing();
    const added = await tx
      .insert(posts)
      .values(
        samplePosts.map((post) => ({
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          content: samplePostBody(post.slug, postsFolder),
          coverImage: post.coverImage ?? null,
          tags: post.tags,
          authorId: post.authorId,
          status: "published" as const,
          featured: post.featured,
          readTime: post.readTime,
          publishedAt: new Date(`${post.publishedAt}T09:00:00Z`),
          createdAt: new Date(`${post.publishedAt}T09:00:00Z`),
          updatedAt: new Date(`${post.publishedAt}T09:00:00Z`),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: posts.id });
    return added.length;
  });
}
