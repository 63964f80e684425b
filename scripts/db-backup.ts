/**
 * `npm run db:backup -- FILE`: a backup of the configured database into
 * FILE, while the site keeps serving (platform/db/backup.server.ts). With
 * the embedded database the running server makes it (it holds the folder:
 * server/control-socket.ts); with no server running, this command opens the
 * folder itself. On PostgreSQL it reads one snapshot over its own connection.
 * Restore it with `npm run db:restore -- FILE`.
 */
import fs from "node:fs";
import path from "node:path";
import { ConfigError, parseConfig } from "#app/platform/config.server.ts";
import { writeBackup, writeWholeFile, type BackupSummary } from "#app/platform/db/backup.server.ts";
import { recordedBackup } from "#app/platform/db/backup-log.server.ts";
import { databaseOptionsFromEnv, openDatabase } from "#app/platform/db/client.server.ts";
import { controlSocketPath, requestBackup } from "../server/control-socket.ts";
import { loadEnvFile } from "../server/start-up.ts";
import { describeBackup, failCommand } from "./db-command.ts";

loadEnvFile();
const file = process.argv[2];
if (!file) failCommand("Usage: npm run db:backup -- FILE   (e.g. npm run db:backup -- backups/droids.backup.gz)", 2);

let config;
try {
  config = parseConfig();
} catch (error) {
  failCommand(error instanceof ConfigError ? error.message : String(error));
}

const started = performance.now();
try {
  let summary: BackupSummary | null = null;
  let via = "";
  const options = databaseOptionsFromEnv(config);
  if ("dataDir" in options) {
    // The server that holds the folder makes it, when one runs.
    summary = await writeWholeFile(file, (out) => requestBackup(controlSocketPath(config.DATA_DIR), path.basename(file), out));
    if (summary) via = " through the running server";
    else if (!fs.existsSync(path.join(options.dataDir, "PG_VERSION"))) {
      failCommand(`There is no embedded database in ${options.dataDir} to back up (is DATA_DIR right?).`);
    }
  }
  if (!summary) {
    const database = await openDatabase(options, { migrate: false });
    try {
      summary = await recordedBackup(database.db, { kind: "manual", file }, async () => (await writeWholeFile(file, (out) => writeBackup(database, out)))!);
    } finally {
      await database.close();
    }
  }
  console.log(`Backed up ${describeBackup(summary)} to ${file}${via} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  failCommand(`The backup failed: ${(error as Error).message}`);
}
