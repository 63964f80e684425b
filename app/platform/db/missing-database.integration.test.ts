import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { testDriver } from "#tests/helpers/test-database.ts";
import { openDatabase } from "./client.server.ts";
import { MissingDatabaseError } from "./missing-database.server.ts";

// DATABASE_URL naming a database that does not exist yet (a new deployment): PostgreSQL only.
describe.runIf(testDriver === "postgres")("a database that does not exist yet", () => {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  const suffix = randomBytes(4).toString("hex");
  const admin = () => new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: "/postgres" }).href });
  const urlOf = (database: string, user?: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    if (user) url.username = user;
    return url.href;
  };
  const made: string[] = [];
  const role = `droids_nocreate_${suffix}`;
  afterAll(async () => {
    const client = admin();
    await client.connect();
    for (const name of made) await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`drop role if exists ${role}`);
    await client.end();
  });

  it("is created when the role may create databases, then migrated and opened", async () => {
    const name = `droids_new_${suffix}`;
    made.push(name);
    const database = await openDatabase({ url: urlOf(name) });
    try {
      const { rows } = await (database.db as unknown as { execute(q: string): Promise<{ rows: { n: number }[] }> }).execute(
        "select count(*)::int as n from waitlist_entries",
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("otherwise stops with one line that names the database and the command that creates it", async () => {
    const client = admin();
    await client.connect();
    await client.query(`create role ${role} login nocreatedb`);
    await client.end();
    const name = `droids_refused_${suffix}`;
    const opening = openDatabase({ url: urlOf(name, role) });
    await expect(opening).rejects.toBeInstanceOf(MissingDatabaseError);
    const message = await opening.catch((error: Error) => error.message);
    expect(message).toBe(
      `database "${name}" does not exist on ${serverUrl.host} and role "${role}" may not create it; ` +
        `create it with \`createdb -h ${serverUrl.hostname} -p ${serverUrl.port || 5432} -U ${role} ${name}\`, or set DATABASE_URL to an existing database`,
    );
  });
});
