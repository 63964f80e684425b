import { sql } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { keptFigure, type KeptFigure } from "#app/platform/db/kept-figures.server.ts";

/** The kept_figures row of the waitlist's counts. */
export const WAITLIST_COUNTS_FIGURE = "waitlist-counts";

/** Entries by status and by disposable address: every filter of the admin list without a search term adds some of these up. */
interface CountsFacts {
  counts: { status: string; disposable: boolean; n: number }[];
}

/**
 * The waitlist's entries counted by status and disposable address, for the
 * kept-figures keeper (server/site.ts): one pass over the table in the
 * background, where counting a million entries per page view would take the
 * admin list half a second.
 */
export const waitlistCountsFigure: KeptFigure = {
  name: WAITLIST_COUNTS_FIGURE,
  params: "",
  async refresh(tx) {
    const rows = await selectRows<{ status: string; disposable: boolean; n: number | string }>(
      tx,
      sql`select status, disposable, count(*) as n from waitlist_entries group by status, disposable`,
    );
    const facts: CountsFacts = { counts: rows.map((row) => ({ status: row.status, disposable: row.disposable, n: Number(row.n) })) };
    return facts as unknown as Record<string, unknown>;
  },
};

/**
 * How many entries have this status and kind of address (either when not
 * given), as the keeper last counted them: a few seconds behind the table at
 * most. Null before its first run.
 */
export async function keptWaitlistCount(db: Database, filter: { status?: string; disposable?: boolean }): Promise<number | null> {
  const kept = await keptFigure(db, WAITLIST_COUNTS_FIGURE);
  const counts = (kept?.facts as CountsFacts | undefined)?.counts;
  if (!counts) return null;
  return counts
    .filter((row) => (filter.status === undefined || row.status === filter.status) && (filter.disposable === undefined || row.disposable === filter.disposable))
    .reduce((sum, row) => sum + row.n, 0);
}
