import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { posts } from "#app/platform/db/schema.ts";
import { MARKDOWN_VERSION, parseMarkdown, type Block } from "#app/platform/text/markdown.ts";

/** What a post stores beside its Markdown: the tree the post page draws, and the parser version that made it. */
export interface ParsedContent {
  version: number;
  blocks: Block[];
}

/** The parsed tree to store with `content` when a post is saved. */
export function parsedContent(content: string): ParsedContent {
  return { version: MARKDOWN_VERSION, blocks: parseMarkdown(content) };
}

function isCurrent(stored: unknown): stored is ParsedContent {
  return (
    typeof stored === "object" && stored !== null && (stored as ParsedContent).version === MARKDOWN_VERSION && Array.isArray((stored as ParsedContent).blocks)
  );
}

/**
 * The blocks to draw for a post: the tree saved with it, or, for a post saved
 * by an older parser (or before trees were stored), the content parsed now.
 */
export function blocksOf(post: { content: string; contentBlocks: unknown }): Block[] {
  return isCurrent(post.contentBlocks) ? post.contentBlocks.blocks : parseMarkdown(post.content);
}

/**
 * Parses and stores the content of every post without a current tree (the
 * sample posts, posts saved before trees were stored, or by an older
 * parser). Runs at start; returns how many posts it filled in.
 */
export async function fillParsedContent(db: Database): Promise<number> {
  const stale = await db
    .select({ id: posts.id, content: posts.content })
    .from(posts)
    .where(or(isNull(posts.contentBlocks), sql`(${posts.contentBlocks}->>'version')::int is distinct from ${MARKDOWN_VERSION}`));
  for (const post of stale) {
    // Only if its content was not changed meanwhile (a save stores its own tree).
    await db
      .update(posts)
      .set({ contentBlocks: parsedContent(post.content) })
      .where(and(eq(posts.id, post.id), eq(posts.content, post.content)));
  }
  return stale.length;
}
