/**
 * `npm run db:move -- postgres://…`: moves everything in the embedded
 * database (entries, accounts and sessions, posts, comments, likes, the
 * outbox, webhooks, sequences) into a PostgreSQL database, which must be
 * empty or not exist yet. It is a backup of the one streamed into a restore
 * of the other (platform/db/backup.server.ts), in one transaction there.
 * The site must be stopped: what it wrote during the move would not move.
 * The embedded folder is left as it was.
 */
import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { ConfigError, parseConfig } from "#app/platform/config.server.ts";
import { migrationLevelOf, restoreBackup, writeBackup } from "#app/platform/db/backup.server.ts";
import { databaseOptionsFromEnv, openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { DataDirInUseError } from "#app/platform/db/data-dir-lock.server.ts";
import { loadEnvFile } from "../server/start-up.ts";
import { migrationsFolderIn } from "../server/sample-content.ts";
import { describeBackup, failCommand } from "./db-command.ts";

loadEnvFile();
const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) failCommand("Usage: npm run db:move -- postgres://USER:PASSWORD@HOST:5432/DATABASE", 2);

const started = performance.now();
const migrationsFolder = migrationsFolderIn(path.join(import.meta.dirname, ".."));
let from: DatabaseHandle | undefined;
let to: DatabaseHandle | undefined;
try {
  const config = parseConfig();
  if (config.DATABASE_URL) failCommand("The site already runs on PostgreSQL (DATABASE_URL is set): there is no embedded database to move.");
  const options = databaseOptionsFromEnv(config);
  if (!("dataDir" in options) || !fs.existsSync(path.join(options.dataDir, "PG_VERSION"))) {
    failCommand(`There is no embedded database in ${"dataDir" in options ? options.dataDir : config.DATA_DIR} to move (is DATA_DIR right?).`);
  }
  try {
    from = await openDatabase(options, { migrationsFolder });
  } catch (error) {
    if (error instanceof DataDirInUseError) failCommand(`Stop the site first: what it writes during the move would not move. ${error.message}`);
    throw error;
  }
  to = await openDatabase({ url }, { migrationsFolder });
  const stream = new PassThrough();
  const [, summary] = await Promise.all([
    writeBackup(from, stream).catch((error: unknown) => {
      stream.destroy(error as Error);
      throw error;
    }),
    restoreBackup(to, stream, migrationLevelOf(migrationsFolder)).catch((error: unknown) => {
      stream.destroy(error as Error);
      throw error;
    }),
  ]);
  console.log(`Moved ${describeBackup(summary)} from ${from.location} to ${to.location} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  console.log(`Now set DATABASE_URL=${to.location} (with its password) in .env or the environment, and start the site. ${from.location} is left as it was.`);
} catch (error) {
  failCommand(error instanceof ConfigError ? error.message : `The move failed, and nothing was written to PostgreSQL: ${(error as Error).message}`);
} finally {
  await from?.close();
  await to?.close();
}
