import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, selectRows } from "#app/platform/db/client.server.ts";
import { testDriver } from "#tests/helpers/test-database.ts";
import { posts, waitlistEntries } from "#app/platform/db/schema.ts";
import { databaseTemplatePath, loadSampleContent, migrationsFolderIn } from "./sample-content.ts";

const rootDir = path.join(import.meta.dirname, "..");
const migrations = migrationsFolderIn(rootDir);
const journal = () => JSON.parse(fs.readFileSync(path.join(migrations, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };

// The template is the embedded database's own files: nothing to do with PostgreSQL.
describe.runIf(testDriver === "pglite")("a new embedded database starts as a copy of the build's template", () => {
  let tmp: string;
  let template: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "database-template-"));
    // As the build makes it (scripts/database-image.ts).
    template = databaseTemplatePath(tmp);
    const database = await openDatabase({ dataDir: template }, { migrationsFolder: migrations });
    await loadSampleContent(database.db, rootDir);
    await database.db.execute(sql`checkpoint`);
    await database.close();
  }, 120_000);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("with every migration and the sample posts; what is written later survives a restart, and the template is not copied over it", async () => {
    const dataDir = path.join(tmp, "install", "pglite");
    const first = await openDatabase({ dataDir }, { migrationsFolder: migrations, template });
    const [applied] = await selectRows<{ n: number }>(first.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(Number(applied!.n)).toBe(journal().entries.length);
    expect((await first.db.select({ n: count() }).from(posts))[0]!.n).toBe(10);
    await first.db.insert(waitlistEntries).values({ email: "ada@acme-corp.io", name: "Ada" });
    await first.close();
    // The copy was made beside the folder and renamed into place; the template is untouched.
    expect(fs.existsSync(`${dataDir}.partial`)).toBe(false);

    const again = await openDatabase({ dataDir }, { migrationsFolder: migrations, template });
    expect(await again.db.select({ email: waitlistEntries.email }).from(waitlistEntries)).toEqual([{ email: "ada@acme-corp.io" }]);
    await again.close();
    const fromTemplate = await openDatabase({ dataDir: path.join(tmp, "second-install", "pglite") }, { migrationsFolder: migrations, template });
    expect(await fromTemplate.db.select({ email: waitlistEntries.email }).from(waitlistEntries)).toEqual([]);
    await fromTemplate.close();
  }, 60_000);

  it("a copy cut short by a crash is made again: the half-made folder beside it never counts", async () => {
    const dataDir = path.join(tmp, "crashed", "pglite");
    fs.mkdirSync(`${dataDir}.partial`, { recursive: true });
    fs.writeFileSync(path.join(`${dataDir}.partial`, "PG_VERSION"), "garbage");
    const database = await openDatabase({ dataDir }, { migrationsFolder: migrations, template });
    expect((await database.db.select({ n: count() }).from(posts))[0]!.n).toBe(10);
    await database.close();
  }, 60_000);

  it("runs the migrations newer than the template on top of it", async () => {
    // The project's migrations and one more, as a later version of the site would have them.
    const newer = path.join(tmp, "newer-migrations");
    fs.cpSync(migrations, newer, { recursive: true });
    const entries = journal().entries;
    fs.writeFileSync(path.join(newer, "9999_probe.sql"), "CREATE TABLE image_probe (x integer);");
    fs.writeFileSync(
      path.join(newer, "meta", "_journal.json"),
      JSON.stringify({ ...journal(), entries: [...entries, { idx: entries.length, version: "7", when: Date.now(), tag: "9999_probe", breakpoints: true }] }),
    );
    const database = await openDatabase({ dataDir: path.join(tmp, "upgraded", "pglite") }, { migrationsFolder: newer, template });
    expect(await selectRows(database.db, sql`select x from image_probe`)).toEqual([]);
    expect((await database.db.select({ n: count() }).from(posts))[0]!.n).toBe(10);
    await database.close();
  }, 60_000);
});

describe("the sample posts' links", () => {
  it("all lead to pages of the site that exist (no placeholder addresses)", async () => {
    const { siteRouteTable } = await import("#tests/helpers/route-table.ts");
    const routes = await siteRouteTable();
    const folder = path.join(rootDir, "app", "content", "blog", "posts");
    const slugs = new Set(fs.readdirSync(folder).map((file) => file.replace(/\.md$/, "")));
    const broken: string[] = [];
    for (const file of fs.readdirSync(folder)) {
      for (const [, target] of fs.readFileSync(path.join(folder, file), "utf8").matchAll(/\]\(([^)\s]+)\)/g)) {
        const post = /^\/blog\/([\w-]+)$/.exec(target!);
        const found = post ? slugs.has(post[1]!) : target!.startsWith("/") && routes.rulesFor(target!).pattern !== "/*";
        if (!found) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
