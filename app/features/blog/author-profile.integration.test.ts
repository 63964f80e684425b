import { describe, expect, it } from "vitest";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { authors, posts, user } from "#app/platform/db/schema.ts";
import { loader } from "#app/routes/blog/author.tsx";
import { loader as rssLoader } from "#app/routes/seo/rss.xml.ts";

describe(`the public author page on ${testDriver}`, () => {
  const database = useTestDatabase();
  // No process-wide database is installed here: the loaders read the one in their load context.

  it("returns only what the page shows: never the author's account id", async () => {
    const { db } = database.current;
    await db.insert(user).values({ id: "account-of-ada", name: "Ada", email: "ada@example.com", role: "author" });
    await db
      .insert(authors)
      .values({ id: "ada", name: "Ada Lovelace", title: "Engineer", bio: "Writes.", github: "https://github.com/ada", userId: "account-of-ada" });
    await db.insert(posts).values({
      slug: "engines",
      title: "Analytical Engines",
      excerpt: "Notes.",
      content: "Secret draft-free content",
      authorId: "ada",
      status: "published",
      readTime: 4,
      tags: ["History"],
      publishedAt: new Date(Date.UTC(2026, 9, 1)),
    });

    const profile = await loader({
      params: { id: "ada" },
      request: new Request("http://localhost:3000/author/ada"),
      context: testLoadContext(database.current),
    } as never);
    expect(JSON.stringify(profile)).not.toContain("account-of-ada");
    expect(profile.author).toEqual({
      id: "ada",
      name: "Ada Lovelace",
      title: "Engineer",
      bio: "Writes.",
      avatar: null,
      twitter: null,
      linkedin: null,
      github: "https://github.com/ada",
    });
    expect(profile.articles).toEqual([
      {
        id: expect.any(String),
        slug: "engines",
        title: "Analytical Engines",
        excerpt: "Notes.",
        coverImage: null,
        tags: ["History"],
        readTime: 4,
        featured: false,
        publishedAt: new Date(Date.UTC(2026, 9, 1)),
      },
    ]);
    expect(profile.minutes).toBe(4);
  });

  it("reads the database and the public URL from the load context", async () => {
    const { db } = database.current;
    await db.insert(authors).values({ id: "grace", name: "Grace Hopper", title: "Admiral", bio: "Compiles." });
    await db.insert(posts).values({
      slug: "compilers",
      title: "Compilers",
      excerpt: "Notes.",
      content: "Body",
      authorId: "grace",
      status: "published",
      readTime: 3,
      tags: [],
      publishedAt: new Date(Date.UTC(2026, 9, 2)),
    });
    const context = testLoadContext(database.current, { PUBLIC_URL: "https://droids.example" });
    const response = (await rssLoader({ request: new Request("http://localhost:3000/blog/rss.xml"), params: {}, context } as never)) as Response;
    expect(await response.text()).toContain("https://droids.example/blog/compilers");
  });
});
