import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import type { SessionUser } from "#app/features/accounts/roles.ts";
import { authors, posts, user } from "#app/platform/db/schema.ts";
import { logger } from "#app/platform/logger.server.ts";
import { savePostAction } from "./editor.server.ts";
import { HIGHLIGHT_VERSION } from "#app/platform/text/highlight-code.server.ts";
import { MARKDOWN_VERSION, parseMarkdown, type Block, type CodeToken } from "#app/platform/text/markdown.ts";
import { blocksOf, fillParsedContent } from "./post-content.server.ts";
import { loadPostPage } from "./post-page.handlers.server.ts";

const writer: SessionUser = { id: "u-grace", name: "Grace Hopper", email: "grace@example.com", role: "author", emailVerified: true };
const markdown = "## Hello\n\nSome **bold** text\n\n- one\n- two";
const current = { version: MARKDOWN_VERSION, highlight: HIGHLIGHT_VERSION };
const code = 'type Stakes = "low" | "high";\n\nfunction check(stakes: Stakes): boolean {\n  return stakes === "high"; // ask first\n}';
const withCode = `Before\n\n\`\`\`ts\n${code}\n\`\`\`\n\n\`\`\`text\nPlain words\n\`\`\`\n\n\`\`\`\nno language\n\`\`\``;
const codeBlocks = (tree: unknown) => (tree as { blocks: Block[] }).blocks.filter((block) => block.t === "code");
const text = (tokens: CodeToken[]) => tokens.map((token) => (typeof token === "string" ? token : token[1])).join("");

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
    expect(row!.contentBlocks).toEqual({ ...current, blocks: parseMarkdown(markdown) });
  });

  it("stores the colours of a code block in a known language, its tokens' text being the code exactly; other code stays plain", async () => {
    await savePostAction(publish("With code", withCode), { db: db(), logger, config: { publicUrl: "http://localhost:3000" } }, writer);
    const [row] = await db().select().from(posts).where(eq(posts.slug, "with-code"));
    const [ts, plain, bare] = codeBlocks(row!.contentBlocks);
    expect(ts).toMatchObject({ t: "code", lang: "ts", v: code, colours: expect.arrayContaining([expect.stringMatching(/^#[0-9A-F]{6}$/)]) });
    if (ts?.t !== "code" || !ts.tokens || !ts.colours) throw new Error("not highlighted");
    expect(text(ts.tokens)).toBe(code);
    // "function" (a keyword) and the string "high" are coloured, differently.
    const colourOf = (word: string) => ts.tokens!.find((token) => typeof token !== "string" && token[1].includes(word)) as [number, string] | undefined;
    expect(colourOf("function")).toBeDefined();
    expect(colourOf('"high"')?.[0]).not.toBe(colourOf("function")?.[0]);
    expect(plain).toEqual({ t: "code", lang: "text", v: "Plain words" });
    expect(bare).toEqual({ t: "code", v: "no language" });
    // The page draws what was stored.
    const page = await loadPostPage({
      request: new Request("http://localhost:3000/blog/with-code"),
      context: testLoadContext(database.current),
      params: { slug: "with-code" },
    });
    expect(codeBlocks({ blocks: page.blocks })[0]).toEqual(ts);
  });

  it("draws the stored tree on the post page without parsing the Markdown again", async () => {
    await savePostAction(publish("Stored tree", markdown), { db: db(), logger, config: { publicUrl: "http://localhost:3000" } }, writer);
    // A tree that parsing could not have produced from this content: the page must show it.
    const stored = [{ t: "p", c: ["from the stored tree"] }];
    await db()
      .update(posts)
      .set({ contentBlocks: { ...current, blocks: stored } })
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
    expect(blocksOf({ content: markdown, contentBlocks: { ...current, version: MARKDOWN_VERSION - 1, blocks: [] } })).toEqual(parseMarkdown(markdown));
    // Or one stored before code was highlighted (no `highlight`), or by an older highlighter.
    expect(blocksOf({ content: markdown, contentBlocks: { version: MARKDOWN_VERSION, blocks: [] } })).toEqual(parseMarkdown(markdown));
    expect(blocksOf({ content: markdown, contentBlocks: { ...current, highlight: HIGHLIGHT_VERSION - 1, blocks: [] } })).toEqual(parseMarkdown(markdown));
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
          contentBlocks: { ...current, version: MARKDOWN_VERSION - 1, blocks: [] },
        },
        {
          // Parsed by this parser, before code was highlighted: its code is coloured now.
          slug: "unhighlighted",
          title: "Unhighlighted",
          content: withCode,
          authorId: "grace-hopper",
          status: "published",
          contentBlocks: { version: MARKDOWN_VERSION, blocks: parseMarkdown(withCode) },
        },
        {
          slug: "current",
          title: "Current",
          content: "x",
          authorId: "grace-hopper",
          status: "published",
          contentBlocks: { ...current, blocks: [{ t: "hr" }] },
        },
      ]);
    expect(await fillParsedContent(db())).toBe(3);
    const rows = new Map((await db().select().from(posts)).map((row) => [row.slug, row.contentBlocks]));
    expect(rows.get("old")).toEqual({ ...current, blocks: parseMarkdown(markdown) });
    expect(rows.get("older")).toEqual({ ...current, blocks: parseMarkdown("Plain") });
    expect(rows.get("unhighlighted")).toMatchObject(current);
    const [ts] = codeBlocks(rows.get("unhighlighted"));
    expect(ts).toMatchObject({ lang: "ts", v: code, colours: expect.any(Array), tokens: expect.any(Array) });
    // A current tree is left as it is.
    expect(rows.get("current")).toEqual({ ...current, blocks: [{ t: "hr" }] });
    expect(await fillParsedContent(db())).toBe(0);
  });
});
