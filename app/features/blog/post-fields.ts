import { READ_TIME } from "#app/platform/db/column-values.ts";
import { postLimits } from "./blog-constants.ts";

/** A post's read time: 1 to 60 minutes; anything unparseable is the default, 5. */
export function parseReadTime(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(n)) return READ_TIME.default;
  return Math.min(READ_TIME.max, Math.max(READ_TIME.min, Math.round(n)));
}

/** Whether a tag is chosen already, in any letter case. */
export const hasTag = (tags: readonly string[], tag: string) => tags.some((existing) => existing.toLowerCase() === tag.toLowerCase());

/** A new tag is trimmed (inner spaces collapsed), and ignored when empty or already chosen. */
export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim().replace(/\s+/g, " ");
  if (!tag || hasTag(tags, tag)) return [...tags];
  return [...tags, tag];
}

/**
 * The editor's length limits, checked alike in the browser and on the server.
 * A line break counts as one character, though forms send it as CR LF.
 */
export function isPostTooLong(values: { title?: string; excerpt?: string; content?: string }): boolean {
  const length = (value = "") => value.replaceAll("\r\n", "\n").length;
  return length(values.title) > postLimits.title || length(values.excerpt) > postLimits.excerpt || length(values.content) > postLimits.content;
}
