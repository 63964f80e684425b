/**
 * `npm run db:restore -- FILE`: restores a backup (npm run db:backup) into
 * the configured database, which must be empty: a new DATA_DIR for the
 * embedded database, or a new PostgreSQL database (made when the role may).
 * All or nothing: a damaged file writes no row.
 */
import fs from "node:fs";
import path from "node:path";
import { ConfigError, parseConfig } from "#app/platform/config.server.ts";
import { checkMigrationLevel, migrationLevelOf, migrationsUpTo, openBackupFile, readBackupHeader, restoreBackup } from "#app/platform/db/backup.server.ts";
import { databaseOptionsFromEnv, openDatabase } from "#app/platform/db/client.server.ts";
import { loadEnvFile } from "../server/start-up.ts";
import { migrationsFolderIn } from "../server/sample-content.ts";
import { describeBackup, failCommand } from "./db-command.ts";

loadEnvFile();
const file = process.argv[2];
if (!file) failCommand("Usage: npm run db:restore -- FILE   (into an empty database: a new DATA_DIR, or DATABASE_URL naming a new database)", 2);

const started = performance.now();
const migrationsFolder = migrationsFolderIn(path.join(import.meta.dirname, ".."));
const code = migrationLevelOf(migrationsFolder);
try {
  const config = parseConfig();
  // What the file is, before a database is made for it.
  const { migrations } = await readBackupHeader(openBackupFile(file));
  // A backup made by an earlier version goes into that version's schema, which the later migrations then bring up to date.
  const earlier = migrations.count < code.count ? migrationsUpTo(migrationsFolder, migrations) : null;
  checkMigrationLevel({ migrations }, earlier ? migrations : code);
  const options = databaseOptionsFromEnv(config);
  let database = await openDatabase(options, { migrationsFolder: earlier ?? migrationsFolder });
  try {
    const summary = await restoreBackup(database, openBackupFile(file), earlier ? migrations : code);
    if (earlier) {
      await database.close();
      database = await openDatabase(options, { migrationsFolder });
      fs.rmSync(earlier, { recursive: true, force: true });
    }
    console.log(
      `Restored ${describeBackup(summary)} from ${file} into ${database.driver} (${database.location}) in ${((performance.now() - started) / 1000).toFixed(1)} s${
        earlier ? `, then brought up to date (${code.count - migrations.count} later migrations)` : ""
      }.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  failCommand(error instanceof ConfigError ? error.message : `The restore failed: ${(error as Error).message}`);
}
