/**
 * What a new site's database holds before anyone uses it, and the copy of
 * it that each build carries (scripts/database-image.ts) so that a new
 * embedded database starts from it instead of running initdb.
 */
import path from "node:path";
import type { Database } from "#app/platform/db/client.server.ts";
import { seedSampleContent } from "#app/platform/db/seed.server.ts";
import { fillParsedContent } from "#app/features/blog/post-content.server.ts";

/** The migrations in the project's folder (the server bundle does not sit beside them). */
export const migrationsFolderIn = (rootDir: string) => path.join(rootDir, "app", "platform", "db", "migrations");

/** The embedded database a build carries (its folder): initialised, migrated, the sample content loaded. */
export const databaseTemplatePath = (buildDir: string) => path.join(buildDir, "database-template");

/** Loads the sample posts into a database without authors, and parses posts saved unparsed (or by an older parser). */
export async function loadSampleContent(db: Database, rootDir: string) {
  const added = await seedSampleContent(db, { postsFolder: path.join(rootDir, "app", "content", "blog", "posts") });
  // Posts are parsed when saved; the sample posts and any saved by an older parser, here.
  const parsed = await fillParsedContent(db);
  return { added, parsed };
}
