/**
 * The site's own logical backup: every table of the site's schema, row for
 * row, read in one snapshot, on either database, restorable into either
 * (docs/decisions/0044-backups.md). One format serves `npm run db:backup`,
 * the scheduled backups and `npm run db:move` (the embedded database's data
 * into PostgreSQL).
 *
 * The file is gzip of lines:
 *   {"format":"droids-backup","version":1,"createdAt":…,"driver":…,"migrations":{"count":…,"last":…}}
 *   {"table":"posts","columns":["id","slug",…]}
 *   …                                       the table's rows as COPY writes them (PostgreSQL's text format)
 *   \.                                      COPY's end of data
 *   {"end":"posts","rows":12}
 *   …                                       every table, in name order
 *   {"end":true,"tables":24,"rows":100234,"sequences":{"comments_seq_seq":["17",true],…}}
 * Values in PostgreSQL's own text form go back through each type's input
 * function: timestamps, JSON, arrays and numbers come back exactly.
 * Generated columns are left out (the database computes them again);
 * identity columns keep their values. A file cut short, damaged, or with a
 * table whose row count does not match is refused, and nothing of it is
 * committed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { once } from "node:events";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { syncPath, type DatabaseHandle, type RawSession } from "./client.server.ts";

export const BACKUP_FORMAT = "droids-backup";
const FORMAT_VERSION = 1;
/** Bytes of rows handed to COPY at a time when restoring. */
const COPY_CHUNK_BYTES = 256 * 1024;

/** Which migrations made the schema a backup's rows fit: their number and the last one's time (drizzle's journal `when`). */
export interface MigrationLevel {
  count: number;
  last: number;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  driver: string;
  migrations: MigrationLevel;
}

export interface BackupSummary {
  tables: number;
  rows: number;
  /** Gzip bytes written. */
  bytes: number;
  ms: number;
}

/** A backup file that cannot be restored, or a database it cannot be restored into: the message says which and why. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** The migrations a folder holds (drizzle's journal): what this version's schema is. */
export function migrationLevelOf(migrationsFolder: string): MigrationLevel {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, last: journal.entries.at(-1)?.when ?? 0 };
}

/**
 * A copy of the migrations folder that stops at `level` (an earlier version's
 * schema), in a new temporary folder: a backup made by that version is
 * restored into it, then the rest of the migrations bring it up to date.
 * Null when this folder's history does not pass through `level`.
 */
export function migrationsUpTo(migrationsFolder: string, level: MigrationLevel): string | null {
  const journalFile = path.join(migrationsFolder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { when: number; tag: string }[] };
  const entries = journal.entries.slice(0, level.count);
  if (level.count < 1 || entries.length !== level.count || entries.at(-1)!.when !== level.last) return null;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "droids-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/** The migrations applied to this database (drizzle's table, in this schema or in `drizzle`). */
async function appliedMigrations(session: RawSession): Promise<MigrationLevel> {
  const [found] = await session.query<{ name: string | null }>(
    "select coalesce(to_regclass('__drizzle_migrations'), to_regclass('drizzle.__drizzle_migrations'))::text as name",
  );
  if (!found?.name) return { count: 0, last: 0 };
  const [level] = await session.query<{ count: number | string; last: number | string | null }>(
    `select count(*) as count, max(created_at) as last from ${found.name}`,
  );
  return { count: Number(level?.count ?? 0), last: Number(level?.last ?? 0) };
}

interface TableShape {
  name: string;
  columns: { name: string; type: string }[];
}

/** The site's tables in the current schema (not drizzle's migration log), with their stored columns. */
async function tablesOf(session: RawSession): Promise<TableShape[]> {
  const rows = await session.query<{ table: string; column: string; type: string }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
     from pg_class c join pg_attribute a on a.attrelid = c.oid
     where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relname <> '__drizzle_migrations'
       and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by c.relname, a.attnum`,
  );
  const tables = new Map<string, TableShape>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    table.columns.push({ name: row.column, type: row.type });
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

async function sequencesOf(session: RawSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    "select relname as name from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'S' order by relname",
  );
  return rows.map((row) => row.name);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What backups need of a database: its driver's name and a transaction with COPY (DatabaseHandle). */
export type BackupDatabase = Pick<DatabaseHandle, "driver" | "session">;

/**
 * Writes a backup of the database to `out` (gzip), from one read-only
 * snapshot: rows committed after it starts are not in it, and every row
 * committed before it is. Each table goes out as PostgreSQL's COPY writes
 * it. On the embedded database the snapshot is its one connection, held
 * while the tables are copied (the server's queries wait, none is refused:
 * 0.4 s at 100,000 entries, decision 0044); on PostgreSQL it is a
 * REPEATABLE READ transaction that blocks no one.
 */
export async function writeBackup(database: BackupDatabase, out: Writable): Promise<BackupSummary> {
  const started = performance.now();
  const gzip = zlib.createGzip({ level: 6 });
  let bytes = 0;
  gzip.on("data", (chunk: Buffer) => (bytes += chunk.length));
  const piped = pipeline(gzip, out);
  // On PostgreSQL, lines go out as they are read: the snapshot waits while the file catches up.
  // The embedded database's snapshot holds up the server's queries: its tables (in memory already,
  // PGlite's COPY makes a blob) are handed to gzip at once, which compresses them after it ends.
  const holdsTheServer = database.driver === "pglite";
  const write = async (data: string | Buffer) => {
    if (!gzip.write(data) && !holdsTheServer) await once(gzip, "drain");
  };
  try {
    const counts = await database.session(
      async (session) => {
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          driver: database.driver,
          migrations: await appliedMigrations(session),
        };
        await write(`${JSON.stringify(header)}\n`);
        const tables = await tablesOf(session);
        let total = 0;
        for (const table of tables) {
          await write(`${JSON.stringify({ table: table.name, columns: table.columns.map((column) => column.name) })}\n`);
          let rows = 0;
          for await (const chunk of await session.copyOut(`copy ${quote(table.name)} (${columnList(table)}) to stdout`)) {
            rows += newlines(chunk as Buffer);
            await write(chunk as Buffer);
          }
          await write(`${END_OF_ROWS}\n${JSON.stringify({ end: table.name, rows })}\n`);
          total += rows;
        }
        // Read last: no row above holds an id past them.
        const sequences: Record<string, [string, boolean]> = {};
        for (const name of await sequencesOf(session)) {
          const [state] = await session.query<{ last_value: string; is_called: boolean }>(
            `select last_value::text as last_value, is_called from ${quote(name)}`,
          );
          if (state) sequences[name] = [state.last_value, state.is_called];
        }
        await write(`${JSON.stringify({ end: true, tables: tables.length, rows: total, sequences })}\n`);
        return { tables: tables.length, rows: total };
      },
      { snapshot: true },
    );
    gzip.end();
    await piped;
    return { ...counts, bytes, ms: Math.round(performance.now() - started) };
  } catch (error) {
    gzip.destroy(error as Error);
    await piped.catch(() => {});
    throw error;
  }
}

/** COPY's own end-of-data line: a row never reads so (COPY writes a backslash as two). */
const END_OF_ROWS = "\\.";

const columnList = (table: TableShape) => table.columns.map((column) => quote(column.name)).join(", ");

function newlines(chunk: Buffer): number {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count++;
  return count;
}

/**
 * Writes a file through `write`: beside it first, put on disk, then renamed
 * into place, so that `file` is always whole (an older one, or this one).
 * When `write` answers null (it had nothing to write), no file is made.
 */
export async function writeWholeFile<T>(file: string, write: (out: Writable) => Promise<T | null>): Promise<T | null> {
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  try {
    const result = await write(fs.createWriteStream(partial, { mode: 0o600 }));
    if (result === null) {
      fs.rmSync(partial, { force: true });
      return null;
    }
    await syncPath(partial);
    fs.renameSync(partial, file);
    await syncPath(path.dirname(path.resolve(file)));
    return result;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** A backup of the database into `file`, whole or not at all. */
export const writeBackupFile = async (database: BackupDatabase, file: string) => (await writeWholeFile(file, (out) => writeBackup(database, out)))!;

/** The first line of a backup file: what it is and which schema its rows fit. */
export async function readBackupHeader(input: Readable): Promise<BackupHeader> {
  for await (const line of backupLines(input)) {
    input.destroy();
    return parseHeader(line);
  }
  throw new BackupError("The file is empty: it is not a backup.");
}

function parseHeader(line: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new BackupError("The file is not a backup of this site (its first line is not one).");
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupError("The file is not a backup of this site (its first line is not one).");
  if (header.version !== FORMAT_VERSION)
    throw new BackupError(`The backup's format is version ${header.version}; this version of the site reads version ${FORMAT_VERSION}.`);
  return header as BackupHeader;
}

/** Whether this version's schema takes a backup's rows as they are; a message saying what to do when not. */
export function checkMigrationLevel(header: Pick<BackupHeader, "migrations">, code: MigrationLevel): void {
  const backup = header.migrations;
  if (backup.count === code.count && backup.last === code.last) return;
  if (backup.count > code.count) {
    throw new BackupError(
      `This backup was made by a newer version of the site (${backup.count} migrations; this one has ${code.count}). Restore it with that version or a later one.`,
    );
  }
  throw new BackupError(
    `This backup was made by an earlier version of the site (${backup.count} migrations; this one has ${code.count}) that this one does not descend from.`,
  );
}

/** The lines of a gzip backup, a gzip error (a damaged or cut file) as a BackupError. */
async function* backupLines(input: Readable): AsyncGenerator<string> {
  const gunzip = zlib.createGunzip();
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    for await (const line of readline.createInterface({ input: gunzip, crlfDelay: Infinity })) yield line;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (/incorrect header check/.test((error as Error).message)) throw new BackupError("The file is not a backup of this site (it is not gzip data).");
    if (code === "Z_BUF_ERROR" || code === "Z_DATA_ERROR") {
      throw new BackupError("The backup file is damaged or cut short (its compressed data does not read to the end).");
    }
    if (code?.startsWith("Z_")) throw new BackupError(`The backup file is damaged (${(error as Error).message}).`);
    throw error;
  }
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  ms: number;
}

type ControlLine = {
  table?: string;
  columns?: string[];
  end?: string | true;
  rows?: number;
  tables?: number;
  sequences?: Record<string, [string, boolean]>;
};

/**
 * Restores a backup into the database, which must be empty (its schema made
 * by the same migrations as the backup's): in one transaction, so that a
 * damaged file or a refused row writes nothing. Foreign keys are dropped
 * for the load and added again at the end (which checks every row: a
 * comment's parent may come after it in the file), and the tables' own
 * triggers are off meanwhile (the counts and feeds they keep are restored
 * as they were, not counted again). Sequences are set to where they were.
 */
export async function restoreBackup(database: Pick<DatabaseHandle, "session">, input: Readable, code: MigrationLevel): Promise<RestoreSummary> {
  const started = performance.now();
  const lines = backupLines(input);
  const first = await lines.next();
  if (first.done) throw new BackupError("The file is empty: it is not a backup.");
  checkMigrationLevel(parseHeader(first.value), code);
  const nextLine = async () => {
    const next = await lines.next();
    if (next.done) throw new BackupError("The backup file is cut short (its last line is missing). Nothing was restored.");
    return next.value;
  };

  return database.session(async (session) => {
    const tables = new Map((await tablesOf(session)).map((table) => [table.name, table]));
    for (const name of tables.keys()) {
      const [row] = await session.query<{ taken: boolean }>(`select exists (select 1 from ${quote(name)}) as taken`);
      if (row?.taken) throw new BackupError(`The database is not empty (table ${name} has rows). Restore into a new database or data folder.`);
    }
    const foreignKeys = await session.query<{ table: string; name: string; definition: string }>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace order by conname`,
    );
    for (const key of foreignKeys) await session.query(`alter table ${key.table} drop constraint ${quote(key.name)}`);
    for (const name of tables.keys()) await session.query(`alter table ${quote(name)} disable trigger user`);

    let total = 0;
    let restored = 0;
    for (;;) {
      const control = parseLine(await nextLine()) as ControlLine;
      if (control.end === true) {
        if (control.tables !== restored || control.rows !== total) throw new BackupError("The backup file's totals do not match its tables.");
        if (!(await lines.next()).done) throw new BackupError("The backup file goes on after its last line: it is not one backup.");
        for (const name of tables.keys()) await session.query(`alter table ${quote(name)} enable trigger user`);
        for (const key of foreignKeys) await session.query(`alter table ${key.table} add constraint ${quote(key.name)} ${key.definition}`);
        for (const [name, [value, called]] of Object.entries(control.sequences ?? {})) {
          await session.query("select setval($1::regclass, $2::bigint, $3)", [quote(name), value, called]);
        }
        return { tables: restored, rows: total, ms: Math.round(performance.now() - started) };
      }
      const table = typeof control.table === "string" ? tables.get(control.table) : undefined;
      if (typeof control.table !== "string") throw new BackupError("The backup file has a line this version does not read.");
      if (!table) throw new BackupError(`The backup has a table this version does not: ${control.table}.`);
      if (JSON.stringify(control.columns) !== JSON.stringify(table.columns.map((column) => column.name))) {
        throw new BackupError(`Table ${table.name}'s columns in the backup are not this version's.`);
      }
      let rows = 0;
      // The table's lines, up to COPY's end of data, in chunks.
      async function* tableRows() {
        let chunk = "";
        for (let line = await nextLine(); line !== END_OF_ROWS; line = await nextLine()) {
          chunk += `${line}\n`;
          rows++;
          if (chunk.length >= COPY_CHUNK_BYTES) {
            yield chunk;
            chunk = "";
          }
        }
        if (chunk) yield chunk;
      }
      await session.copyIn(`copy ${quote(table.name)} (${columnList(table)}) from stdin`, Readable.from(tableRows()));
      const end = parseLine(await nextLine()) as ControlLine;
      if (end.end !== table.name) throw new BackupError(`The backup file's table ${table.name} has no end.`);
      if (end.rows !== rows) throw new BackupError(`Table ${table.name} in the backup says ${end.rows} rows but holds ${rows}.`);
      total += rows;
      restored++;
    }
  });
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError("The backup file has a line that is not JSON: it is damaged.");
  }
}

/** A backup file as a stream, a missing file as a BackupError. */
export function openBackupFile(file: string): Readable {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  return fs.createReadStream(file);
}
