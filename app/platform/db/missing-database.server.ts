import os from "node:os";
import pg from "pg";

/** DATABASE_URL names a database that is not there, and it could not be made: the message says how to make it. */
export class MissingDatabaseError extends Error {
  override name = "MissingDatabaseError";
}

/** PostgreSQL's error code (SQLSTATE) of an error, if it has one. */
const sqlState = (error: unknown) => (error as { code?: string } | null)?.code;

/** Whether connecting failed because the database does not exist (invalid_catalog_name). */
export const isMissingDatabase = (error: unknown) => sqlState(error) === "3D000";

/**
 * Creates the database `url` names, from the server's `postgres` database
 * with the same role. Another server creating it at the same moment is no
 * error. A role without CREATEDB (or any other refusal) gets one line naming
 * the database and the command that creates it.
 */
export async function createMissingDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const role = decodeURIComponent(target.username) || process.env.PGUSER || os.userInfo().username;
  const maintenance = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href });
  maintenance.on("error", () => {});
  try {
    await maintenance.connect();
    await maintenance.query(`create database ${maintenance.escapeIdentifier(name)}`);
  } catch (error) {
    if (sqlState(error) === "42P04") return; // duplicate_database: made meanwhile
    const why = sqlState(error) === "42501" ? `role "${role}" may not create it` : `creating it failed: ${(error as Error).message}`;
    throw new MissingDatabaseError(
      `database "${name}" does not exist on ${target.host || "localhost"} and ${why}; create it with \`createdb -h ${target.hostname || "localhost"} -p ${target.port || 5432} -U ${role} ${name}\`, or set DATABASE_URL to an existing database`,
      { cause: error },
    );
  } finally {
    await maintenance.end().catch(() => {});
  }
}
