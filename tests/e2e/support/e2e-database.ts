import http from "node:http";
import path from "node:path";
import pg from "pg";

/** Rows from a worker's database, for journeys that check (or make) what was stored. Values come as JSON gives them: dates as ISO strings. */
export type StoredRows = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

export interface WorkerDatabase {
  url: string;
  query: StoredRows;
  drop(): Promise<void>;
}

/** The module a server on the embedded database loads first (`node --import`), so its journeys can read its rows. */
export const PGLITE_TAP = path.join(import.meta.dirname, "pglite-tap.ts");

/**
 * Rows of the embedded database of a server started with PGLITE_TAP and
 * E2E_DB_SOCKET=`socketPath`: the server's own PGlite answers them, in turn
 * with the server's queries.
 */
export function embeddedRows(socketPath: string): StoredRows {
  return <T>(text: string, values: unknown[] = []) =>
    new Promise<T[]>((resolve, reject) => {
      const request = http.request({ socketPath, path: "/", method: "POST", headers: { "content-type": "application/json" } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          if (response.statusCode === 200) resolve(JSON.parse(body) as T[]);
          else reject(new Error(`${text}: ${body}`));
        });
      });
      request.on("error", reject);
      request.end(JSON.stringify({ text, values }));
    });
}

/**
 * When TEST_DATABASE_URL is set (and E2E_DATABASE_URL is not set to "" to ask
 * for the embedded database), a worker's server runs on a PostgreSQL database
 * of its own on that server, made anew (`droids_e2e_<name>`) and dropped when
 * the worker ends. Otherwise it runs on a fresh PGlite directory: null.
 */
export async function createWorkerDatabase(name: string): Promise<WorkerDatabase | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base || process.env.E2E_DATABASE_URL === "") return null;
  const database = `droids_e2e_${name}`.replace(/[^\w]/g, "_");
  const admin = async (sql: string) => {
    const client = new pg.Client(base);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // A crashed run may have left one behind under the same name.
  await admin(`drop database if exists ${database} with (force)`);
  await admin(`create database ${database}`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  let pool: pg.Pool | undefined;
  return {
    url: url.toString(),
    async query<T>(text: string, values: unknown[] = []) {
      pool ??= new pg.Pool({ connectionString: url.toString(), max: 2 });
      // As JSON, like the embedded database's rows.
      return JSON.parse(JSON.stringify((await pool.query(text, values)).rows)) as T[];
    },
    async drop() {
      await pool?.end();
      await admin(`drop database if exists ${database} with (force)`);
    },
  };
}
