import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import type { SessionUser } from "#app/features/accounts/roles.ts";
import { authors, posts, user } from "#app/platform/db/schema.ts";
import { logger } from "#app/platform/logger.server.ts";
import { savePostAction } from "./editor.server.ts";
import { MARKDOWN_VERSION, parseMarkdown } from "#app/platform/text/markdown.ts";
import { blocksOf, fillParsedContent } from "./post-content.server.ts";
import { loadPostPage } from "./post-page.handlers.server.ts";

const writer: SessionUser = { id: "u-grace", name: "Grace Hopper", email: "grace@example.com", role: "author", emailVerified: true };
const markdown = "## Hello\n\nSome **bold** text\n\n- one\n- two";

function publish(title: string, content: string) {
  const body = new URLSearchParams({ intent: "publish", title, content });
  return new Request("http://localhost:3000/blog/create", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
}

describe(`post content parsed when saved, on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  beforeEach(async () => {
    await db().insert(user).values({ id: writer.id, name: writer.name, email: writer.email, role: "author" });
    await db().insert(authors).values({ id: "grace-hopper", name: "Grace Hopper", title: "Writer", bio: "", userId: writer.id });
  });

  it("stores the parsed tree with the post when it is saved", async () => {
    await savePostAction(publish("Parsed once", markdown), { db: db(), logger, config: { publicUrl: "http://localhost:3000" } }, writer);
    const [row] = await db().select().from(posts).where(eq(posts.slug, "parsed-once"));
    expect(row!.contentBlocks).toEqual({ version: MARKDOWN_VERSION, blocks: parseMarkdown(markdown) });
  });

  it("draws the stored tree on the post page without parsing the Markdown again", async () => {
    await savePostAction(publish("Stored tree", markdown), { db: db(), logger, config: { publicUrl: "http://localhost:3000" } }, writer);
    // A tree that parsing could not have produced from this content: the page must show it.
    const stored = [{ t: "p", c: ["from the stored tree"] }];
    await db()
      .update(posts)
      .set({ contentBlocks: { version: MARKDOWN_VERSION, blocks: stored } })
      .where(eq(posts.slug, "stored-tree"));
    const page = await loadPostPage({
      request: new Request("http://localhost:3000/blog/stored-tree"),
      context: testLoadContext(database.current),
      params: { slug: "stored-tree" },
    });
    expect(page.blocks).toEqual(stored);
    expect(page.post).not.toHaveProperty("contentBlocks");
    expect(page.post).not.toHaveProperty("content");
  });

  it("parses a post saved before trees were stored, or by an older parser", () => {
    expect(blocksOf({ content: markdown, contentBlocks: null })).toEqual(parseMarkdown(markdown));
    expect(blocksOf({ content: markdown, contentBlocks: { version: MARKDOWN_VERSION - 1, blocks: [] } })).toEqual(parseMarkdown(markdown));
  });

  it("fills in missing and outdated trees at start, once", async () => {
    await db()
      .insert(posts)
      .values([
        { slug: "old", title: "Old", content: markdown, authorId: "grace-hopper", status: "published" },
        {
          slug: "older",
          title: "Older",
          content: "Plain",
          authorId: "grace-hopper",
          status: "draft",
          contentBlocks: { version: MARKDOWN_VERSION - 1, blocks: [] },
        },
        {
          slug: "current",
          title: "Current",
          content: "x",
          authorId: "grace-hopper",
          status: "published",
          contentBlocks: { version: MARKDOWN_VERSION, blocks: [{ t: "hr" }] },
        },
      ]);
    expect(await fillParsedContent(db())).toBe(2);
    const rows = new Map((await db().select().from(posts)).map((row) => [row.slug, row.contentBlocks]));
    expect(rows.get("old")).toEqual({ version: MARKDOWN_VERSION, blocks: parseMarkdown(markdown) });
    expect(rows.get("older")).toEqual({ version: MARKDOWN_VERSION, blocks: parseMarkdown("Plain") });
    // A current tree is left as it is.
    expect(rows.get("current")).toEqual({ version: MARKDOWN_VERSION, blocks: [{ t: "hr" }] });
    expect(await fillParsedContent(db())).toBe(0);
  });
});
