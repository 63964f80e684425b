import { sql } from "drizzle-orm";
import { selectRows, type Database } from "./client.server.ts";

export interface UpkeepOptions {
  /** A table is looked after when it has grown by this factor since it last was. */
  growth?: number;
  /** … and has at least this many pages (8 kB each): small tables plan well enough without. */
  minPages?: number;
}

/**
 * VACUUM (ANALYZE) of each table of the current schema that grew by
 * `growth` since its last VACUUM or ANALYZE (pg_class.relpages, which both
 * set), or whose pages are mostly not known to be all-visible (a bulk load
 * that was analyzed but never vacuumed): the work that PostgreSQL's
 * autovacuum workers do on a server. The embedded database runs PostgreSQL
 * in single-user mode, where no such worker runs: without it the planner
 * takes a table that grew from nothing to 100,000 entries for an empty one
 * (scanning it whole where an index would find a row), and index-only scans
 * visit every row's page. `lookedAfter` (the pages of each table when this
 * process last vacuumed it) keeps a table whose pages cannot all be marked
 * from being vacuumed again before it grows. Returns the tables it looked after.
 */
export async function upkeepTables(
  db: Database,
  { growth = 1.2, minPages = 64 }: UpkeepOptions = {},
  lookedAfter = new Map<string, number>(),
): Promise<string[]> {
  const tables = await selectRows<{ name: string; pages: number | string; relpages: number; allvisible: number }>(
    db,
    sql`select c.relname as name, pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
          c.relpages, c.relallvisible as allvisible
        from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
        order by c.relname`,
  );
  const due = tables.filter((table) => {
    const pages = Number(table.pages);
    if (pages < minPages) return false;
    if (pages >= growth * Number(table.relpages)) return true;
    const last = lookedAfter.get(table.name);
    return Number(table.allvisible) < Number(table.relpages) / 2 && (last === undefined || pages >= growth * last);
  });
  for (const table of due) {
    await db.execute(sql`vacuum (analyze) ${sql.identifier(table.name)}`);
    lookedAfter.set(table.name, Number(table.pages));
  }
  return due.map((table) => table.name);
}

/**
 * The embedded database's upkeep (server/site.ts starts it on PGlite only):
 * upkeepTables `firstMs` after the start, then every `intervalMs`. A table's
 * VACUUM holds the embedded database for about a second per 100,000 rows,
 * and comes again only after the table grew by a fifth.
 */
export function startEmbeddedUpkeep(db: Database, options: UpkeepOptions & { firstMs?: number; intervalMs?: number; onError?: (error: unknown) => void } = {}) {
  const { firstMs = 10_000, intervalMs = 60_000, onError, ...upkeep } = options;
  const lookedAfter = new Map<string, number>();
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout;
  const tick = () => {
    running = upkeepTables(db, upkeep, lookedAfter)
      .catch(onError)
      .finally(() => {
        running = null;
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  timer = setTimeout(tick, firstMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
