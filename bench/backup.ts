/**
 * `npm run bench -- --backup`: backups of 100,000 entries (bench/scale-data.ts),
 * as the README's commands make and restore them. The embedded database:
 * `npm run db:backup` through the running production server while 10 clients
 * join, with the longest join wait before and during it (what the backup's
 * snapshot holds up), a restore into a new folder, and `db:move` into a new
 * PostgreSQL database. PostgreSQL: a backup and a restore into a new
 * database. `--write` puts the table in BENCHMARKS.md. Needs a build.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { replaceBenchmarkSection, startServer } from "./lib.ts";
import { fillWaitlist } from "./scale-data.ts";
import { runCommand } from "#tests/reliability/support/commands.ts";

const SIZE = Number(process.env.BACKUP_BENCH_SIZE ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const log = (message: string) => console.error(`[backup ${new Date().toISOString().slice(11, 19)}] ${message}`);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bench-backup-"));
const created: string[] = [];

/** Runs one of the project's commands (scripts/NAME) with `env`, timed; the first line it printed. */
async function command(script: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  const { code, output } = await runCommand(script, args, env);
  if (code !== 0) throw new Error(`${script} failed: ${output}`);
  return { ms: performance.now() - started, said: output.trim().split("\n")[0]!.replaceAll(`${folder}/`, "") };
}

async function newDatabase(name: string) {
  const client = new pg.Client(adminUrl);
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (file: string) => `${(fs.statSync(file).size / 1_000_000).toFixed(1)} MB`;

/** The longest a join waited in each window: before the backup, while it ran. */
async function joinWaits(base: string, during: () => Promise<void>) {
  const waits: { at: number; ms: number }[] = [];
  let stop = false;
  let sent = 0;
  const load = Promise.all(
    Array.from({ length: 10 }, async () => {
      while (!stop) {
        const started = performance.now();
        const response = await fetch(`${base}/api/v1/waitlist`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Bench Join", email: `bench-backup-${sent++}@example.com` }),
        });
        await response.text();
        if (!response.ok) throw new Error(`a join failed: ${response.status}`);
        waits.push({ at: started, ms: performance.now() - started });
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const from = performance.now();
  await during();
  const to = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  stop = true;
  await load;
  const longest = (list: typeof waits) => Math.max(...list.map((wait) => wait.ms));
  return { before: longest(waits.filter((wait) => wait.at < from)), during: longest(waits.filter((wait) => wait.at >= from && wait.at <= to)) };
}

const rows: [string, string, string][] = [];
try {
  // The embedded database, served.
  const dataDir = path.join(folder, "embedded");
  log(`filling an embedded database with ${SIZE.toLocaleString("en-US")} entries`);
  const embedded = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await fillWaitlist(embedded.db, SIZE);
  await embedded.close();
  const server = await startServer({ DATA_DIR: dataDir });
  // The places job's first run (2 s after the start), out of the way.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const embeddedFile = path.join(folder, "embedded.backup.gz");
  let backup = { ms: 0, said: "" };
  const waits = await joinWaits(server.base, async () => {
    backup = await command("db-backup.ts", [embeddedFile], { DATA_DIR: dataDir });
  });
  await server.stop();
  log(backup.said);
  rows.push(["embedded: npm run db:backup, through the running server", `${seconds(backup.ms)} · ${megabytes(embeddedFile)}`, backup.said]);
  rows.push([
    "embedded: longest join wait, before / during the backup (10 clients joining)",
    `${Math.round(waits.before)} ms / ${Math.round(waits.during)} ms`,
    "the snapshot holds the embedded database's one connection while its tables are copied",
  ]);
  const restoredFolder = await command("db-restore.ts", [embeddedFile], { DATA_DIR: path.join(folder, "restored") });
  rows.push(["embedded → new folder: npm run db:restore", seconds(restoredFolder.ms), restoredFolder.said]);
  const moveUrl = await newDatabase("bench_backup_move");
  const moved = await command("db-move.ts", [moveUrl], { DATA_DIR: dataDir });
  rows.push(["embedded → new PostgreSQL database: npm run db:move", seconds(moved.ms), moved.said]);

  // PostgreSQL.
  log(`filling a PostgreSQL database with ${SIZE.toLocaleString("en-US")} entries`);
  const sourceUrl = await newDatabase("bench_backup_source");
  const source = await openDatabase({ url: sourceUrl });
  await fillWaitlist(source.db, SIZE);
  await source.close();
  const pgFile = path.join(folder, "postgres.backup.gz");
  const pgBackup = await command("db-backup.ts", [pgFile], { DATABASE_URL: sourceUrl });
  rows.push(["PostgreSQL: npm run db:backup", `${seconds(pgBackup.ms)} · ${megabytes(pgFile)}`, pgBackup.said]);
  const pgRestore = await command("db-restore.ts", [pgFile], { DATABASE_URL: await newDatabase("bench_backup_restored") });
  rows.push(["PostgreSQL → new database: npm run db:restore", seconds(pgRestore.ms), pgRestore.said]);
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
  const client = new pg.Client(adminUrl);
  await client.connect();
  for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

const machine = `${os.cpus()[0]?.model.trim() ?? "unknown CPU"}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`;
const report = [
  "## Backups",
  "",
  `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}, Node ${process.version}: \`npm run bench -- --backup\` (bench/backup.ts).`,
  `${SIZE.toLocaleString("en-US")} entries made by bench/scale-data.ts; each time is the whole command, from its start (Node included) to its exit.`,
  "",
  "| operation | time · file | what the command said |",
  "|---|---|---|",
  ...rows.map(([label, figure, said]) => `| ${label} | ${figure} | ${said.replaceAll("|", "\\|")} |`),
  "",
].join("\n");
console.log(`\n${report}`);
if (process.argv.includes("--write")) {
  replaceBenchmarkSection(report);
  log("wrote BENCHMARKS.md");
}
