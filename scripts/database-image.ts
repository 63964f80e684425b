/**
 * `node scripts/database-image.ts <build folder>`: writes the embedded
 * database a new install starts from (server/sample-content.ts) into the
 * build, as a database folder: initdb, every migration and the sample
 * content, run once here rather than on each new install's first start
 * (initdb alone takes seconds). A server whose data folder is empty copies
 * it (openDatabase's `template`); migrations newer than it still run on top.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { databaseTemplatePath, loadSampleContent, migrationsFolderIn } from "../server/sample-content.ts";

const rootDir = path.join(import.meta.dirname, "..");
const target = process.argv[2];
if (!target) throw new Error("usage: node scripts/database-image.ts <build folder>");
const template = databaseTemplatePath(target);
fs.rmSync(template, { recursive: true, force: true });
const database = await openDatabase({ dataDir: template }, { migrationsFolder: migrationsFolderIn(rootDir) });
await loadSampleContent(database.db, rootDir);
// Everything in the data files, so that a copy starts without replaying the log.
await database.db.execute(sql`checkpoint`);
await database.close();
// The folder's lock (data-dir-lock.server.ts) is the build's own, not part of the template.
fs.rmSync(`${template}.lock`, { recursive: true, force: true });
