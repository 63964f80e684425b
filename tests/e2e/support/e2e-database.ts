import { execFileSync } from "node:child_process";
import pg from "pg";

/**
 * When TEST_DATABASE_URL is set, the journeys run the server on a database
 * of their own on that PostgreSQL server (dropped and created anew for each
 * run, and named after the server's port), so that tests can check what was
 * stored. Without it, the server runs on a fresh embedded database and the
 * checks of stored rows are skipped.
 */
export function prepareE2eDatabase(port: number): string | undefined {
  if (process.env.E2E_DATABASE_URL !== undefined) return process.env.E2E_DATABASE_URL || undefined;
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    process.env.E2E_DATABASE_URL = "";
    return undefined;
  }
  const url = new URL(base);
  // One database per port, so two runs on one machine never drop each other's.
  const name = `droids_e2e_${port}`;
  url.pathname = `/${name}`;
  // Synchronously, before the web server starts (the config cannot await).
  const script = `
    import pg from "pg";
    const client = new pg.Client(${JSON.stringify(base)});
    await client.connect();
    await client.query("drop database if exists ${name} with (force)");
    await client.query("create database ${name}");
    await client.end();
  `;
  execFileSync(process.execPath, ["--input-type=module", "-e", script], { stdio: "inherit" });
  process.env.E2E_DATABASE_URL = url.toString();
  return url.toString();
}

let pool: pg.Pool | undefined;

/** Rows from the journeys' database (only when it is PostgreSQL). */
export async function queryE2e<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("No E2E database: set TEST_DATABASE_URL to check stored rows.");
  pool ??= new pg.Pool({ connectionString: url, max: 2 });
  const result = await pool.query(text, values);
  return result.rows as T[];
}

export const hasE2eDatabase = () => Boolean(process.env.E2E_DATABASE_URL);
