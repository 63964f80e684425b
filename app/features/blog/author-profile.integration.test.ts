import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "../../../tests/helpers/test-database.ts";
import { setDatabase } from "../../platform/db/client.server.ts";
import { authors, posts, user } from "../../platform/db/schema.ts";
import { loader } from "../../routes/blog/author.tsx";

describe(`the public author page on ${testDriver}`, () => {
  const database = useTestDatabase();
  beforeAll(() => setDatabase(database.current));

  it("returns only what the page shows: never the author's account id", async () => {
    const { db } = database.current;
    await db.insert(user).values({ id: "account-of-ada", name: "Ada", email: "ada@example.com", role: "author" });
    await db.insert(authors).values({ id: "ada", name: "Ada Lovelace", title: "Engineer", bio: "Writes.", github: "https://github.com/ada", userId: "account-of-ada" });
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

    const profile = await loader({ params: { id: "ada" }, request: new Request("http://localhost:3000/author/ada") } as never);
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
});
