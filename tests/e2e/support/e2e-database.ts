import pg from "pg";

export interface WorkerDatabase {
  url: string;
  /** Rows from this database, for journeys that check what was stored. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
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
      return (await pool.query(text, values)).rows as T[];
    },
    async drop() {
      await pool?.end();
      await admin(`drop database if exists ${database} with (force)`);
    },
  };
}
