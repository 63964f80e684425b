/**
 * What a new site's database holds before anyone uses it, and the copy of
 * it that each build carries (scripts/database-image.ts) so that a new
 * embedded database starts from it instead of running initdb.
 */
import path from "node:path";
import type { Database } from "#app/platform/db/client.server.ts";
import { seedSampleContent } from "#app/platform/db/seed.server.ts";
import { fillParsedContent } from "#app/features/blog/post-content.server.ts";
import { fillShareCards } from "#app/features/blog/share-cards.server.ts";

/** The migrations in the project's folder (the server bundle does not sit beside them). */
export const migrationsFolderIn = (rootDir: string) => path.join(rootDir, "app", "platform", "db", "migrations");

/** The embedded database a build carries (its folder): initialised, migrated, the sample content loaded. */
export const databaseTemplatePath = (buildDir: string) => path.join(buildDir, "database-template");

/**
 * Loads the sample posts into a database without authors, parses posts saved
 * unparsed (or by an older parser) and, unless told not to (a server draws
 * them in the background: `drawShareCards`), draws the share cards of posts
 * without a current one.
 */
export async function loadSampleContent(db: Database, rootDir: string, { shareCards = true }: { shareCards?: boolean } = {}) {
  const added = await seedSampleContent(db, { postsFolder: path.join(rootDir, "app", "content", "blog", "posts") });
  // Posts are parsed when saved; the sample posts and any saved by an older parser, here.
  const parsed = await fillParsedContent(db);
  // Likewise their cards (the build's database template carries the sample posts' own).
  const cards = shareCards ? await drawShareCards(db, rootDir) : 0;
  return { added, parsed, cards };
}

/** The share cards of posts without a current one (a card that fails is reported to `onError`, and drawn again at the next start); `stopped` ends it early. */
export function drawShareCards(
  db: Database,
  rootDir: string,
  { onError = () => {}, stopped }: { onError?: (error: unknown, postId: string) => void; stopped?: () => boolean } = {},
) {
  return fillShareCards(db, { publicDir: path.join(rootDir, "public"), onError, stopped });
}
