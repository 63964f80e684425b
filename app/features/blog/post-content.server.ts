import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { posts } from "#app/platform/db/schema.ts";
import { logger } from "#app/platform/logger.server.ts";
import { HIGHLIGHT_VERSION, highlightCode } from "#app/platform/text/highlight-code.server.ts";
import { MARKDOWN_VERSION, parseMarkdown, type Block } from "#app/platform/text/markdown.ts";

/**
 * What a post stores beside its Markdown: the tree the post page draws, the
 * parser version that made it, and the version of the code highlighting in it.
 */
export interface ParsedContent {
  version: number;
  highlight: number;
  blocks: Block[];
}

/**
 * The parsed tree to store with `content` when a post is saved, its code
 * blocks coloured (the first call loads the highlighter).
 */
export async function parsedContent(content: string): Promise<ParsedContent> {
  const blocks = parseMarkdown(content);
  try {
    return { version: MARKDOWN_VERSION, highlight: HIGHLIGHT_VERSION, blocks: await highlightCode(blocks) };
  } catch (error) {
    // The post is saved all the same, its code plain; the next start highlights it (highlight 0 is never current).
    logger.error({ err: error }, "code highlighting failed");
    return { version: MARKDOWN_VERSION, highlight: 0, blocks };
  }
}

function isCurrent(stored: unknown): stored is ParsedContent {
  if (typeof stored !== "object" || stored === null) return false;
  const { version, highlight, blocks } = stored as ParsedContent;
  return version === MARKDOWN_VERSION && highlight === HIGHLIGHT_VERSION && Array.isArray(blocks);
}

/**
 * The blocks to draw for a post: the tree saved with it, or, for a post saved
 * by an older parser or highlighter (or before trees were stored), the
 * content parsed now (its code plain until the start fills it in).
 */
export function blocksOf(post: { content: string; contentBlocks: unknown }): Block[] {
  return isCurrent(post.contentBlocks) ? post.contentBlocks.blocks : parseMarkdown(post.content);
}

/**
 * Parses and stores the content of every post without a current tree (the
 * sample posts, posts saved before trees were stored, or by an older
 * parser or highlighter). Runs at start; returns how many posts it filled in.
 */
export async function fillParsedContent(db: Database): Promise<number> {
  const stale = await db
    .select({ id: posts.id, content: posts.content })
    .from(posts)
    .where(
      or(
        isNull(posts.contentBlocks),
        sql`(${posts.contentBlocks}->>'version')::int is distinct from ${MARKDOWN_VERSION}`,
        sql`(${posts.contentBlocks}->>'highlight')::int is distinct from ${HIGHLIGHT_VERSION}`,
      ),
    );
  for (const post of stale) {
    // Only if its content was not changed meanwhile (a save stores its own tree).
    await db
      .update(posts)
      .set({ contentBlocks: await parsedContent(post.content) })
      .where(and(eq(posts.id, post.id), eq(posts.content, post.content)));
  }
  return stale.length;
}
