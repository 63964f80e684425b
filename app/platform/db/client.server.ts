import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { lockDataDir } from "./data-dir-lock.server.ts";
import { DurableNodeFS } from "./durable-node-fs.server.ts";
import { createMissingDatabase, isMissingDatabase } from "./missing-database.server.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Where the data lives: a folder, "memory", or the server URL without password. */
  location: string;
  /** One real round trip; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with each notification's payload on `channel`
   * (LISTEN/NOTIFY; see migration 0010) until the returned function is
   * called. On PostgreSQL it holds a connection of its own and reconnects
   * when that drops, calling `onNotify("")` once back, since notifications
   * sent meanwhile are lost.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` in one transaction on one connection, with COPY in and out
   * (backups: platform/db/backup.server.ts). `snapshot`: REPEATABLE READ,
   * READ ONLY. On the embedded database the transaction is its one
   * connection: other queries wait until it ends.
   */
  session<T>(work: (session: RawSession) => Promise<T>, options?: { snapshot?: boolean }): Promise<T>;
  /** The PostgreSQL pool's connections (null for the embedded database: one, always open). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** One connection inside a transaction, spoken to in SQL text. */
export interface RawSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** The output of `COPY … TO STDOUT` (PostgreSQL's text format). */
  copyOut(copyStatement: string): Promise<Readable>;
  /** Feeds `data` to `COPY … FROM STDIN`. */
  copyIn(copyStatement: string, data: Readable): Promise<void>;
}

export type DatabaseOptions = { url: string; searchPath?: string; poolSize?: number } | { dataDir: string } | { memory: true };

/**
 * Beside this file in the source tree. Code bundled elsewhere (the server
 * build) names the folder itself (server/site.ts).
 */
const defaultMigrationsFolder = path.join(import.meta.dirname, "migrations");

/** Where the migrations are, for code that runs from a bundle (server/site.ts). */
export interface OpenOptions {
  migrationsFolder?: string;
  /** Called with every statement the site sends (not migrations), e.g. to count round trips in a test. */
  logQuery?: (query: string, params: unknown[]) => void;
  /**
   * A new embedded database (an empty or missing folder) starts as a copy of
   * this one (written with each build: scripts/database-image.ts) when it
   * exists, instead of running initdb: a new install opens in under a second.
   */
  template?: string;
  /** False: open the database as it is, without bringing its schema up to date (backups read what is there). Default true. */
  migrate?: boolean;
  /** Told each query's round trip (seconds), e.g. for the metrics. */
  onQuery?: (driver: "pglite" | "postgres", seconds: number) => void;
}

/** Wraps an object's `query` method (in place) so that each call's time is told to `observe`. */
function timeQueries(target: { query: (...args: never[]) => unknown }, observe: (seconds: number) => void) {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: unknown }).query = (...args: unknown[]) => {
    const started = performance.now();
    const answer = query(...args);
    // A COPY stream (pg-copy-streams) or a callback call is not a promise: not timed.
    if (answer instanceof Promise)
      void answer.then(
        () => observe((performance.now() - started) / 1000),
        () => {},
      );
    return answer;
  };
}

/**
 * PGlite starts Postgres with `-F` (fsync off), and its Node file system
 * cannot fsync anyway: a committed write would survive the process dying but
 * not the machine. We start it with PGlite's parameters minus `-F`, flush the
 * WAL with fsync, and use a file system that really calls fsync(2)
 * (DurableNodeFS). The cost is measured in docs/decisions/0002-databases.md.
 * Shared buffers are sized for the process's memory budget (docs/decisions/0024-memory.md).
 */
const durableStartParams = [
  "--single",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
  "-c",
  "fsync=on",
  "-c",
  "synchronous_commit=on",
  "-c",
  "wal_sync_method=fsync",
  // PostgreSQL's default 128 MB of shared buffers is WebAssembly memory that
  // is never given back: 32 MB holds this site's data many times over, and
  // the rest stays in the operating system's file cache (-112 MB resident).
  "-c",
  "shared_buffers=32MB",
];

/** Opens the database the options name and brings its schema up to date. */
export async function openDatabase(
  options: DatabaseOptions,
  { migrationsFolder = defaultMigrationsFolder, logQuery, template, migrate = true, onQuery }: OpenOptions = {},
): Promise<DatabaseHandle> {
  const logger = logQuery ? { logQuery } : undefined;
  const migrations = migrate ? migrationsFolder : null;
  return "url" in options ? openPostgres(options, migrations, logger, onQuery) : openPglite(options, migrations, logger, template, onQuery);
}

type QueryLogger = { logQuery: (query: string, params: unknown[]) => void } | undefined;

/** Puts a file or folder on disk. */
export async function syncPath(file: string) {
  const handle = await fs.promises.open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** How many files of the template are copied and put on disk at once: fsyncs that wait together share the journal's commits. */
const COPIES_AT_ONCE = 8;

/**
 * Copies `template` to `dataDir` when the folder holds nothing yet and the
 * template exists. The copy is made beside it, put on disk (each file and
 * folder), then renamed into place: a crash leaves either no database or a
 * whole one. The files (1,100, 40 MB) are copied and synced several at a
 * time: one after the other, copy and fsyncs took 1.2 s of a new install's
 * 2.1 s start. (Loading PGlite's own tarball image instead took twice as
 * long: every file went through its emulated file system.) Runs under the
 * folder's lock.
 */
async function startFromTemplate(dataDir: string, template: string | undefined) {
  if (!template || !fs.existsSync(path.join(template, "PG_VERSION"))) return;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return;
  const partial = `${dataDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const entries = fs.readdirSync(template, { recursive: true, withFileTypes: true }).map((entry) => ({
    relative: path.relative(template, path.join(entry.parentPath, entry.name)),
    folder: entry.isDirectory(),
  }));
  const folders = [partial, ...entries.filter((entry) => entry.folder).map((entry) => path.join(partial, entry.relative))];
  for (const folder of folders) fs.mkdirSync(folder, { recursive: true });
  const files = entries.filter((entry) => !entry.folder).map((entry) => entry.relative);
  let next = 0;
  await Promise.all(
    Array.from({ length: COPIES_AT_ONCE }, async () => {
      for (let file = files[next++]; file !== undefined; file = files[next++]) {
        await fs.promises.copyFile(path.join(template, file), path.join(partial, file));
        await syncPath(path.join(partial, file));
      }
    }),
  );
  await Promise.all(folders.map(syncPath));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(partial, dataDir);
  await syncPath(path.dirname(dataDir));
}

async function openPglite(
  options: { dataDir: string } | { memory: true },
  migrationsFolder: string | null,
  logger: QueryLogger,
  template?: string,
  onQuery?: OpenOptions["onQuery"],
): Promise<DatabaseHandle> {
  let release = () => {};
  let dataDir: string | undefined;
  if ("dataDir" in options) {
    dataDir = path.resolve(options.dataDir);
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    release = await lockDataDir(dataDir);
    await startFromTemplate(dataDir, template);
  }
  try {
    // pg_trgm: the admin search's trigram index (migration 0020); btree_gist: the demo meetings'
    // exclusion constraint (0033). Every PGlite loads both.
    const extensions = { pg_trgm, btree_gist };
    const client = dataDir
      ? await PGlite.create({
          fs: new DurableNodeFS(dataDir),
          startParams: durableStartParams,
          extensions,
        })
      : await PGlite.create({ extensions });
    if (migrationsFolder) await migratePglite(drizzlePglite(client), { migrationsFolder });
    if (onQuery) {
      // Its queries, and those of its transactions (each runs on a transaction object of its own).
      const observe = (seconds: number) => onQuery("pglite", seconds);
      timeQueries(client, observe);
      const transaction = client.transaction.bind(client);
      client.transaction = (work) =>
        transaction((tx) => {
          timeQueries(tx, observe);
          return work(tx);
        });
    }
    const db = drizzlePglite(client, { schema, logger });
    return {
      db: db as unknown as Database,
      driver: "pglite",
      location: dataDir ?? "memory",
      async ping() {
        await client.query("select 1");
      },
      listen: (channel, onNotify) => client.listen(channel, onNotify),
      session: (work, { snapshot = false } = {}) =>
        client.transaction(async (tx) => {
          if (snapshot) await tx.query("set transaction isolation level repeatable read, read only");
          // PGlite's COPY reads and writes a blob in memory (its file system has no pipe).
          return work({
            query: async (text, params) => (await tx.query(text, params)).rows as never,
            async copyOut(statement) {
              const { blob } = await tx.query(statement.replace(/\bto\s+stdout\s*$/i, "TO '/dev/blob'"));
              return Readable.from(blob ? [Buffer.from(await blob.arrayBuffer())] : []);
            },
            async copyIn(statement, data) {
              const chunks: Uint8Array<ArrayBuffer>[] = [];
              for await (const chunk of data) chunks.push(new Uint8Array(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)));
              await tx.query(statement.replace(/\bfrom\s+stdin\s*$/i, "FROM '/dev/blob'"), [], { blob: new Blob(chunks) });
            },
          });
        }),
      poolStats: () => null,
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(
  options: { url: string; searchPath?: string; poolSize?: number },
  migrationsFolder: string | null,
  logger: QueryLogger,
  onQuery?: OpenOptions["onQuery"],
) {
  const connection = {
    connectionString: options.url,
    // One schema per test worker; production uses the default search path.
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  };
  if (migrationsFolder) {
    try {
      await migratePostgres(connection, migrationsFolder, options.searchPath);
    } catch (error) {
      // A new deployment's database: made when the role may, else one line says how (missing-database.server.ts).
      if (!isMissingDatabase(error)) throw error;
      await createMissingDatabase(options.url);
      await migratePostgres(connection, migrationsFolder, options.searchPath);
    }
  }
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on("error", () => {});
  if (onQuery) {
    // The pool's queries, and those of a connection taken for a transaction. (The pool runs its own
    // query on a connection with a callback, which is not timed there: nothing is counted twice.)
    const observe = (seconds: number) => onQuery("postgres", seconds);
    timeQueries(pool, observe);
    pool.on("connect", (client) => timeQueries(client, observe));
  }
  const db = drizzlePg(pool, { schema, logger });
  const url = new URL(options.url);
  url.password = "";
  return {
    db: db as unknown as Database,
    driver: "postgres" as const,
    location: url.toString(),
    async ping() {
      await pool.query("select 1");
    },
    listen: (channel: string, onNotify: (payload: string) => void) => listenPostgres(connection, channel, onNotify),
    async session<T>(work: (session: RawSession) => Promise<T>, { snapshot = false } = {}) {
      const client = await pool.connect();
      try {
        await client.query(snapshot ? "begin isolation level repeatable read, read only" : "begin");
        const result = await work({
          query: async (text, params) => (await client.query(text, params)).rows as never,
          copyOut: async (statement) => client.query(copyTo(statement)),
          copyIn: (statement, data) => pipeline(data, client.query(copyFrom(statement))),
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}

/** After a lost connection, the listener tries again after this long, doubling up to the maximum. */
export const LISTEN_RETRY_MS = { first: 100, max: 10_000 };

async function listenPostgres(connection: pg.ClientConfig, channel: string, onNotify: (payload: string) => void) {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MS.first;

  async function connect() {
    const client = new pg.Client({ ...connection, application_name: `listen:${channel}` });
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    // Errors end the connection; "end" below takes it from there.
    client.on("error", () => {});
    client.on("end", () => {
      if (stopped || current !== client) return;
      current = undefined;
      reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (stopped) return void (await client.end());
    current = client;
    delay = LISTEN_RETRY_MS.first;
  }

  function reconnectLater() {
    retry = setTimeout(async () => {
      try {
        await connect();
        if (!stopped) onNotify("");
      } catch {
        delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
        if (!stopped) reconnectLater();
      }
    }, delay);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end();
  };
}

/**
 * Applies migrations on one dedicated connection under an advisory lock, so
 * that several servers starting at once do not apply them twice.
 */
async function migratePostgres(connection: pg.ClientConfig, migrationsFolder: string, searchPath?: string) {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    if (searchPath) await client.query(`create schema if not exists "${searchPath}"`);
    await client.query("select pg_advisory_lock(727001)");
    await migratePg(drizzlePg(client), {
      migrationsFolder,
      migrationsSchema: searchPath ?? "drizzle",
    });
  } finally {
    await client.query("select pg_advisory_unlock(727001)").catch(() => {});
    await client.end();
  }
}

/** Picks the driver from the environment: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function databaseOptionsFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseOptions {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "pglite") };
}

/** The rows of a raw SQL query, on either driver. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * True when the database refused a text value it cannot store: a NUL
 * character or bytes that are not UTF-8 (PostgreSQL's 22021 and 22P05, which
 * PGlite shares). Requests carrying such text are refused at the HTTP
 * boundary (server/app.ts); this names what slips through anyway, so a caller
 * answers 400 ("contains characters that are not allowed") instead of
 * treating it as an outage. Drizzle wraps driver errors, so causes are followed.
 */
export function isInvalidTextError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === "22021" || code === "22P05") return true;
    if (typeof message === "string" && /invalid byte sequence for encoding|cannot be converted to text/.test(message)) return true;
  }
  return false;
}
