import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { demoRequests } from "#app/platform/db/schema.ts";
import { refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { placesFigure } from "#app/features/leads/waitlist/place.server.ts";
import { EXPORT_BATCH } from "./lead-admin.server.ts";
import { leadCsvResponse } from "./lead-export.server.ts";

const HEADER = "\uFEFFPlace,Email,Name,Company,Status,Confirmed,Referrals,Referred by,Disposable,Prompt,Page,Joined";
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`lead CSV export on ${testDriver}`, () => {
  /** The export's queries, counted as they are sent (the only ones that name the batch cursor). */
  let exportQueries = 0;
  const database = useTestDatabase({ logQuery: (query) => void (query.includes('"cursorAt"') && exportQueries++) });
  const db = () => database.current.db;

  /** Reads a response body chunk by chunk; `between` runs after each chunk. */
  async function readChunks(response: Response, between: (chunks: number) => Promise<void> = async () => {}) {
    const reader = response.body!.getReader();
    // The BOM kept, to see it is there.
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let text = "";
    let chunks = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
      chunks++;
      await between(chunks);
    }
    return { text, chunks };
  }

  it("streams 50,000 entries a batch per chunk, never more than two batches ahead of a slow reader, quoted and defused", async () => {
    // Every thousandth entry confirmed (places 1..50), a few with text a CSV must quote or defuse.
    await db().execute(sql`
      insert into waitlist_entries (email, name, company, prompt, source_page, created_at, confirmed_at, disposable)
      select 'user' || n || '@example.com',
             case when n = 1 then 'Ada "The Countess", Lovelace' else 'User ' || n end,
             case when n = 1 then E'Engines\nand more' when n = 50000 then '=HYPERLINK("http://evil.example")' else 'Company ' || (n % 100) end,
             case when n = 50000 then '@SUM(A1:A2)' end,
             '/',
             timestamptz '2026-01-01' + n * interval '1 second' + interval '123456 microseconds',
             case when n % 1000 = 1 or n = 50000 then timestamptz '2026-02-01' + n * interval '1 second' end,
             n % 2 = 0
      from generate_series(1, 50000) as n`);
    await refreshKeptFigures(db(), [placesFigure(5)]);
    exportQueries = 0;

    const response = leadCsvResponse(db(), "waitlist", {}, new Date(Date.UTC(2026, 10, 27)));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="waitlist-2026-11-27.csv"');
    const aheadOfReader: number[] = [];
    const { text, chunks } = await readChunks(response, async (read) => {
      // A slow reader: the stream has every chance to run ahead meanwhile.
      await tick(5);
      // Chunks read: the header, then a batch each. Queries sent: one per batch.
      aheadOfReader.push(exportQueries - (read - 1));
    });

    // A record per CRLF (the line break in the first entry's company is a bare LF, inside its quotes).
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines.at(-1)).toBe("");
    expect(lines.length).toBe(1 + 50_000 + 1);
    expect(lines[1]).toBe(
      '1,user1@example.com,"Ada ""The Countess"", Lovelace","Engines\nand more",pending,2026-02-01T00:00:01.000Z,0,,false,,/,2026-01-01T00:00:01.123Z',
    );
    expect(lines.at(-2)).toBe(
      `51,user50000@example.com,User 50000,"'=HYPERLINK(""http://evil.example"")",pending,2026-02-01T13:53:20.000Z,0,,true,'@SUM(A1:A2),/,2026-01-01T13:53:20.123Z`,
    );
    expect(lines[1999]).toMatch(/^,user1999@example\.com,User 1999,Company 99,pending,,0,,false,,\/,2026-01-01T00:33:19\.123Z$/);

    // One chunk for the header, then one per batch of 1,000 (the last query finds nothing more).
    expect(chunks).toBe(1 + 50_000 / EXPORT_BATCH);
    expect(exportQueries).toBe(50_000 / EXPORT_BATCH + 1);
    // At most one batch waiting in the stream and one being read from the database, however slowly the reader goes.
    expect(Math.max(...aheadOfReader)).toBeLessThanOrEqual(2);
  }, 120_000);

  it("stops reading the database when the reader cancels (the batch being read is the last)", async () => {
    await db().execute(sql`
      insert into waitlist_entries (email, name, created_at)
      select 'user' || n || '@example.com', 'User ' || n, timestamptz '2026-01-01' + n * interval '1 second'
      from generate_series(1, 100) as n`);
    exportQueries = 0;
    const reader = leadCsvResponse(db(), "waitlist", {}, new Date(), 10).body!.getReader();
    // The header and two batches.
    for (let i = 0; i < 3; i++) await reader.read();
    // Resolves once the export has ended (after the query under way, if any).
    await reader.cancel();
    const queriesAtCancel = exportQueries;
    expect(queriesAtCancel).toBeLessThanOrEqual(4);
    await tick(50);
    expect(exportQueries).toBe(queriesAtCancel);
  });

  it("pages by the last row's values: entries that share a time or are microseconds apart are all exported once, in order", async () => {
    const base = "2026-01-01 09:00:00";
    await db().execute(sql`
      insert into waitlist_entries (email, name, created_at) values
        ('b@example.com', 'B', ${`${base}.000001+00`}::timestamptz), ('a@example.com', 'A', ${`${base}.000001+00`}::timestamptz),
        ('c@example.com', 'C', ${`${base}.000002+00`}::timestamptz), ('e@example.com', 'E', ${`${base}.000002+00`}::timestamptz),
        ('d@example.com', 'D', ${`${base}.000003+00`}::timestamptz)`);
    const { text } = await readChunks(leadCsvResponse(db(), "waitlist", {}, new Date(), 2));
    expect(text.split("\r\n").map((line) => line.split(",")[1])).toEqual([
      "Email",
      "a@example.com",
      "b@example.com",
      "c@example.com",
      "e@example.com",
      "d@example.com",
      undefined,
    ]);

    await db()
      .insert(demoRequests)
      .values(["x", "y", "z"].map((name) => ({ name, email: `${name}@example.com`, company: "", createdAt: new Date(Date.UTC(2026, 0, 1)) })));
    const demo = await readChunks(leadCsvResponse(db(), "demo-requests", { q: "example" }, new Date(), 1));
    const names = demo.text
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",")[2]);
    expect(names.sort()).toEqual(["x", "y", "z"]);
    expect(demo.text.split("\r\n")[1]).toMatch(/^[0-9a-f-]{36},[xyz]@example\.com,[xyz],,,,,,,new,2026-01-01T00:00:00\.000Z$/);
  });
});
