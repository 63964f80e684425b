import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, selectRows } from "#app/platform/db/client.server.ts";
import { statusToken } from "#app/features/leads/waitlist/waitlist-tokens.server.ts";
import { TEST_AUTH_SECRET } from "#tests/e2e/support/spawn-server.ts";
import { fillWaitlist } from "../../bench/scale-data.ts";
import { runCommand } from "./support/commands.ts";
import { ADMIN, driver, signIn, signUp, startServer, type RunningServer, altcha } from "./support/server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-move-"));
const target = new URL(process.env.TEST_DATABASE_URL ?? "postgres://unset");
target.pathname = `/droids_move_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.TEST_DATABASE_URL) return;
  const admin = new pg.Client(process.env.TEST_DATABASE_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${target.pathname.slice(1)} with (force)`);
  await admin.end();
});

/** What a visitor and an admin see of the site: places in line on status pages, posts at their URLs, the admin's export. */
async function visibleState(base: string, cookie: string, entries: { email: string; referral_code: string }[]) {
  const text = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${pathname}`, { headers }).then(async (response) => {
      expect(response.status, pathname).toBe(200);
      return response.text();
    });
  const places = [];
  for (const entry of entries) {
    const page = await text(`/waitlist/status/${statusToken(TEST_AUTH_SECRET, { email: entry.email, referralCode: entry.referral_code })}`);
    // Ranked by the places job ("as of" its run), not yet in line behind it.
    places.push(page.includes('data-testid="place-as-of"') ? /data-testid="place"[^>]*>([^<]+)</.exec(page)?.[1] : undefined);
  }
  const slugs = [...new Set([...(await text("/blog")).matchAll(/href="\/blog\/([\w-]+)"/g)].map((match) => match[1]!))].filter((slug) => slug !== "create");
  const posts: Record<string, string | undefined> = {};
  for (const slug of slugs) posts[slug] = /<h1[^>]*>([^<]+)</.exec(await text(`/blog/${slug}`))?.[1];
  return { places, posts, export: await text("/dashboard/waitlist/export.csv", { cookie }) };
}

describe.runIf(driver === "pglite" && process.env.TEST_DATABASE_URL)("moving the embedded database to PostgreSQL", () => {
  it("moves everything: the site on PostgreSQL has the same logins, places in line and post URLs", async () => {
    // A site with a history: 1,000 entries (confirmed, referred, invited), then the sample posts and an admin from its first start.
    const embedded = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    await fillWaitlist(embedded.db, 1_000);
    const entries = await selectRows<{ email: string; referral_code: string }>(
      embedded.db,
      sql`select email, referral_code from waitlist_entries where confirmed_at is not null and status = 'pending' order by created_at limit 3 offset 100`,
    );
    await embedded.close();
    server = await startServer({ env: { DATA_DIR: dataDir } } as never);
    const cookie = await signUp(server.base, ADMIN);
    // The places job has run once the status page shows a place as of its run.
    await expect.poll(async () => (await visibleState(server!.base, cookie, entries)).places.every(Boolean), { timeout: 20_000 }).toBe(true);
    const before = await visibleState(server.base, cookie, entries);
    expect(before.places).toEqual([expect.stringMatching(/^#\d+ of 7\d\d$/), expect.stringMatching(/^#\d+/), expect.stringMatching(/^#\d+/)]);
    expect(Object.keys(before.posts).length).toBeGreaterThan(2);

    // Not while the site runs: what it writes meanwhile would not move.
    const refused = await runCommand("db-move.ts", [target.toString()], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^Stop the site first: what it writes during the move would not move\. /);

    await server.stop();
    server = undefined;
    const moved = await runCommand("db-move.ts", [target.toString()], { DATA_DIR: dataDir });
    expect(moved.output).toMatch(/^Moved \d+ tables, [\d,]+ rows from .*pglite to postgres:\/\/.*droids_move_\w+ in [\d.]+ s\.\nNow set DATABASE_URL=/);
    expect(moved.code).toBe(0);
    // Twice: the database is not empty any more, and nothing is written.
    const again = await runCommand("db-move.ts", [target.toString()], { DATA_DIR: dataDir });
    expect(again.output).toMatch(/^The move failed, and nothing was written to PostgreSQL: The database is not empty/);

    server = await startServer({ env: { DATA_DIR: dataDir, DATABASE_URL: target.toString() } } as never);
    expect(server.output()).toContain("database: postgres");
    // The admin's session from before the move still works, and so does the password.
    expect(await visibleState(server.base, cookie, entries)).toEqual(before);
    const signedIn = await signIn(server.base, ADMIN);
    const settings = await fetch(`${server.base}/dashboard/settings`, { headers: { cookie: signedIn } });
    expect(await settings.text()).toContain(ADMIN.email);
    // Sequences went along: new rows take new numbers.
    const joined = await fetch(`${server.base}/api/v1/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ altcha: await altcha(), name: "After Move", email: "after.move@example.com" }),
    });
    expect(joined.status).toBe(200);
  }, 180_000);
});
