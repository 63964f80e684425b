/** The blog's rules that the database, the server and the forms share. */
import type { postStatuses } from "#app/platform/db/column-values.ts";

export type PostStatus = (typeof postStatuses)[number];
/** Cards: 3 tags on featured cards, 2 in lists, 4 on the author page, 3 in the editor preview. */
export const TAGS_ON = { featured: 3, list: 2, author: 4, preview: 3 } as const;
export const MAX_FEATURED = 2;
export const MAX_RELATED = 3;
export const POPULAR_TAGS = 8;

export const postLimits = { title: 200, excerpt: 500, content: 100_000, coverImage: 2000, tag: 40, tags: 12 } as const;

/**
 * A post's revisions, pruned on each of its saves: the newest `keep` stay;
 * of those, one older than `maxAgeDays` goes unless it is among the newest
 * `keepAlways`. So a post has at most 50, and always its last 10.
 */
export const REVISIONS = { keep: 50, maxAgeDays: 180, keepAlways: 10 } as const;
