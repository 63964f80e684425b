/** `npm run db:migrate`: bring the configured database's schema up to date. */
import { ConfigError, parseConfig } from "#app/platform/config.server.ts";
import { databaseOptionsFromEnv, openDatabase } from "#app/platform/db/client.server.ts";

try {
  const database = await openDatabase(databaseOptionsFromEnv(parseConfig()));
  console.log(`Migrations applied (${database.driver}, ${database.location}).`);
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
