import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, selectRows } from "#app/platform/db/client.server.ts";
import { freePort, spawnServer, TEST_AUTH_SECRET } from "#tests/e2e/support/spawn-server.ts";
import { solvedPow } from "#tests/helpers/proof-of-work.ts";
import { verificationPath } from "#tests/helpers/verification-link.ts";

/**
 * The reliability suite runs the built production server (`node server.ts`)
 * as a child process, once per database driver: TEST_DB=postgres gives each
 * test a database of its own on TEST_DATABASE_URL's server, else each gets a
 * fresh embedded database in a data folder of its own.
 */
export const driver = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

if (!fs.existsSync(path.resolve(import.meta.dirname, "../../../build/server/index.js"))) {
  throw new Error("The reliability suite runs the production build: run `npm run build` first.");
}

/** Where a server keeps its data: a folder for PGlite, a database on PostgreSQL. */
export interface Store {
  env: Record<string, string>;
  /** Runs SQL against the store (PGlite: only while no server has it open, and without parameters). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createStore(): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-rel-"));
  if (driver === "pglite") {
    return {
      env: { DATA_DIR: dataDir },
      async query<T>(text: string) {
        const handle = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
        try {
          return await selectRows<T>(handle.db, sql.raw(text));
        } finally {
          await handle.close();
        }
      },
      async drop() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `droids_rel_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client(base);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async query<T>(text: string, values: unknown[] = []) {
      return (await pool.query(text, values)).rows as T[];
    },
    async drop() {
      await pool.end();
      const client = new pg.Client(base);
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const ADMIN = { email: "admin@reliability.droids.test", password: "Adm1n!password", name: "Rel Admin" };

export interface RunningServer {
  base: string;
  port: number;
  pid: number;
  output(): string;
  stop(): Promise<number | null>;
  kill(): Promise<void>;
}

/** Starts the production server on `store`, rate limits off unless `env` sets them. */
export async function startServer(store: Store, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const server = spawnServer({
    RATE_LIMIT_WAITLIST: "off",
    RATE_LIMIT_DEMO: "off",
    RATE_LIMIT_AUTH: "off",
    RATE_LIMIT_COMMENTS: "off",
    RATE_LIMIT_LIKES: "off",
    ADMIN_EMAILS: ADMIN.email,
    LOG_LEVEL: "error",
    ...store.env,
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  await server.ready(port);
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    pid: server.child.pid!,
    output: server.output,
    stop: server.stop,
    async kill() {
      server.child.kill("SIGKILL");
      await server.exited;
    },
  };
}

/** Runs `task` over `items` with at most `concurrency` at a time. */
export async function mapConcurrent<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * Signs up through better-auth's JSON endpoint, opens the verification
 * mail's link (ADMIN gets its role only then) and returns the session cookie
 * that link's answer sets.
 */
export async function signUp(base: string, account: { email: string; password: string; name: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  // No session before the address is proven: the link, opened in the browser that signed up (its cookie), signs in.
  const verified = await fetch(`${base}${await verificationPath(account.email)}`, { headers: { cookie: cookieHeader(response) }, redirect: "manual" });
  if (!verified.ok && verified.status !== 302) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
  return cookieHeader(verified);
}

export async function signIn(base: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookieHeader(response);
}

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A solved proof-of-work challenge for a JSON post to the lead API of a
 * server started here (signed with its secret), as a script sends in
 * `altcha` (docs/decisions/0053-proof-of-work.md).
 */
export const altcha = () => solvedPow(TEST_AUTH_SECRET);
