/** `npm run db:seed`: load the sample blog content into the configured database, if it has none. */
import { ConfigError, parseConfig } from "#app/platform/config.server.ts";
import { databaseOptionsFromEnv, openDatabase } from "#app/platform/db/client.server.ts";
import { seedSampleContent } from "#app/platform/db/seed.server.ts";

try {
  const database = await openDatabase(databaseOptionsFromEnv(parseConfig()));
  const added = await seedSampleContent(database.db);
  console.log(added ? `Loaded ${added} sample posts (${database.driver}).` : "The database has content already: nothing loaded.");
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}
