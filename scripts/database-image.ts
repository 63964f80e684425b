/**
 * `node scripts/database-image.ts <build folder>`: writes the embedded
 * database a new install starts from (server/sample-content.ts) into the
 * build: initdb, every migration and the sample content, run once here
 * rather than on each new install's first start (initdb alone takes seconds).
 * A server whose data folder is empty loads it (openDatabase's initialImage);
 * migrations newer than the image still run on top of it.
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { databaseImagePath, loadSampleContent, migrationsFolderIn } from "../server/sample-content.ts";

const rootDir = path.join(import.meta.dirname, "..");
const target = process.argv[2];
if (!target) throw new Error("usage: node scripts/database-image.ts <build folder>");
const database = await openDatabase({ memory: true }, { migrationsFolder: migrationsFolderIn(rootDir) });
await loadSampleContent(database.db, rootDir);
const image = await database.dumpImage!();
await database.close();
fs.writeFileSync(databaseImagePath(target), image);
