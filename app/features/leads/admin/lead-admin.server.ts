import { and, asc, count, desc, eq, getTableColumns, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { demoRequests, waitlistEntries, waitlistPlaces } from "#app/platform/db/schema.ts";
import { demoRequestStatuses, waitlistStatuses } from "#app/platform/db/column-values.ts";
import { placesOf } from "#app/features/leads/waitlist/place.server.ts";
import { eraseWaitlistEntry } from "#app/features/leads/waitlist/waitlist.server.ts";
import { isUuid } from "#app/platform/uuid.ts";
import { escapeLike } from "#app/platform/text/escape.ts";
import { keptWaitlistCount } from "./lead-counts.server.ts";
import { COUNT_CAP } from "./lead-admin-schema.ts";

/** The two lead tables the admin area manages, described once for listing, editing and export. */
export const leadTables = {
  waitlist: {
    table: waitlistEntries,
    key: waitlistEntries.email,
    statuses: waitlistStatuses,
    csv: [
      ["Place", "place"],
      ["Email", "email"],
      ["Name", "name"],
      ["Company", "company"],
      ["Status", "status"],
      ["Confirmed", "confirmedAt"],
      ["Referrals", "referrals"],
      ["Referred by", "referredBy"],
      ["Disposable", "disposable"],
      ["Prompt", "prompt"],
      ["Page", "sourcePage"],
      ["Joined", "createdAt"],
    ],
  },
  "demo-requests": {
    table: demoRequests,
    key: demoRequests.id,
    statuses: demoRequestStatuses,
    csv: [
      ["Id", "id"],
      ["Email", "email"],
      ["Name", "name"],
      ["Company", "company"],
      ["Phone", "phone"],
      ["Team size", "teamSize"],
      ["Time slot", "timeSlot"],
      ["Message", "message"],
      ["Prompt", "prompt"],
      ["Status", "status"],
      ["Requested", "createdAt"],
    ],
  },
} as const;

export type LeadKind = keyof typeof leadTables;
/**
 * What the admin area and API show of an entry: never its confirmation or
 * invitation token's hash, nor the columns kept for the analytics or the
 * mailbox rule (derived from the address).
 */
const {
  mailbox: _mailbox,
  confirmTokenHash: _hash,
  confirmTokenExpiresAt: _expires,
  lastMailAt: _lastMail,
  invitationTokenHash: _invitationHash,
  invitationMailAt: _invitationMail,
  promptCategory: _category,
  confirmSeconds: _confirmSeconds,
  ...waitlistColumns
} = getTableColumns(waitlistEntries);
type WaitlistColumns = Omit<
  typeof waitlistEntries.$inferSelect,
  "mailbox" | "confirmTokenHash" | "confirmTokenExpiresAt" | "lastMailAt" | "invitationTokenHash" | "invitationMailAt" | "promptCategory" | "confirmSeconds"
>;
const { promptCategory: _demoCategory, ...demoColumns } = getTableColumns(demoRequests);
/** `place` is the same as on the visitor's status page; null until the entry is confirmed. */
export type WaitlistRow = WaitlistColumns & { place: number | null; referrals: number };
export type DemoRequestRow = Omit<typeof demoRequests.$inferSelect, "promptCategory">;
export type LeadRow<Kind extends LeadKind> = Kind extends "waitlist" ? WaitlistRow : DemoRequestRow;

export interface LeadQuery {
  q?: string;
  status?: string;
  sort?: "newest" | "oldest";
  /** 1-based page (the admin table), or … */
  page?: number;
  /** … the rows after the one with this key in the sort order (the API's cursor, exports). */
  after?: string;
  pageSize?: number;
  /** Skip counting the matches (exports don't page). */
  noTotal?: boolean;
  /** Waitlist: only disposable addresses ("yes") or none of them ("no"). */
  disposable?: "yes" | "no" | "";
  /** Waitlist: places and referrals as the places job kept them (one join; an export's batches), rather than counted now. */
  keptPlaces?: boolean;
  /** Where counting matches stops (COUNT_CAP; tests set a small one). */
  countCap?: number;
}

/**
 * What a search reads: name, e-mail and company in one text. The trigram
 * index (migration 0020) is built on this very expression, and the planner
 * uses it only for a query that spells the expression the same way.
 */
function searchText(kind: LeadKind) {
  const { table } = leadTables[kind];
  return sql`(${table.name} || ' ' || ${table.email} || ' ' || ${table.company})`;
}

/** A term this short has no trigram of its own (docs/decisions/0037-lead-list-at-scale.md). */
const SHORT_TERM = 3;

/**
 * The entries a search term finds: the term anywhere in name, e-mail or
 * company ("ove" finds Lovelace), case aside. A term of one or two letters
 * or digits has no trigram to look up, so it finds the words it starts
 * ("lo" finds Lovelace and lo@…, not Carlos): at the start, after a space,
 * an @ or a dot, where the index keeps the word's first letters with their
 * boundary ("  l", " lo"). Read anywhere it took the whole table when it
 * matched little (1.5–2 s at a million).
 */
export function leadSearch(kind: LeadKind, term: string): SQL {
  const text = searchText(kind);
  const escaped = escapeLike(term);
  if (term.length >= SHORT_TERM || !/^[\p{L}\p{N}]+$/u.test(term)) return sql`${text} ilike ${`%${escaped}%`}`;
  return sql`(${text} ilike ${`${escaped}%`} or ${text} ilike ${`% ${escaped}%`} or ${text} ilike ${`%@${escaped}%`} or ${text} ilike ${`%.${escaped}%`})`;
}

/** The filters a query asks for, with unknown statuses and blank terms dropped. */
function filtersOf(kind: LeadKind, { q, status, disposable }: LeadQuery) {
  return {
    term: q?.trim() || undefined,
    status: status && (leadTables[kind].statuses as readonly string[]).includes(status) ? status : undefined,
    disposable: kind === "waitlist" && disposable ? disposable === "yes" : undefined,
  };
}

function where(kind: LeadKind, query: LeadQuery): SQL | undefined {
  const spec = leadTables[kind];
  const { term, status, disposable } = filtersOf(kind, query);
  return and(
    status ? eq(spec.table.status, status as never) : undefined,
    term ? leadSearch(kind, term) : undefined,
    disposable !== undefined ? eq(waitlistEntries.disposable, disposable) : undefined,
  );
}

/**
 * How many entries match. The waitlist without a search term: the keeper's
 * counts when they say more than `cap` (a few seconds behind the table at
 * most), else counted. Counting stops at `cap` + 1 matches: past `cap` the
 * answer is "more than `cap`" (capped).
 */
async function countMatches(db: Database, kind: LeadKind, query: LeadQuery, cap: number): Promise<{ total: number; capped: boolean }> {
  const { term, status, disposable } = filtersOf(kind, query);
  if (kind === "waitlist" && !term) {
    const kept = await keptWaitlistCount(db, { status, disposable });
    if (kept !== null && kept > cap) return { total: kept, capped: false };
  }
  const matches = db
    .select({ one: sql`1` })
    .from(leadTables[kind].table)
    .where(where(kind, query))
    .limit(cap + 1)
    .as("matches");
  const [row] = await db.select({ n: count() }).from(matches);
  const counted = Number(row!.n);
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/** Adds each entry's place in line and counting referrals, as the status page shows them. */
async function withPlaces(db: Database, rows: WaitlistColumns[]): Promise<WaitlistRow[]> {
  const known = await placesOf(
    db,
    rows.map((row) => row.email),
  );
  return rows.map((row) => {
    const place = known.get(row.email);
    return { ...row, place: place?.place ?? null, referrals: place?.referrals ?? 0 };
  });
}

/** Which rows of the matches, in which order: `limit` after skipping `offset`, or after the cursor row (`after`). */
interface Slice {
  oldest: boolean;
  offset: number;
  limit: number;
  after?: string;
}

/**
 * The rows of one slice of the matches. Their keys are found first, from an
 * index alone (created_at and key, within a status or not): a deep page
 * skips index entries, not whole rows. Then the rows are joined to them.
 */
async function readSlice<Kind extends LeadKind>(db: Database, kind: Kind, query: LeadQuery, slice: Slice): Promise<LeadRow<Kind>[]> {
  const spec = leadTables[kind];
  const { oldest } = slice;
  // Not even a key's shape: the slice starts from the top.
  const cursorKey = slice.after && (kind === "waitlist" || isUuid(slice.after)) ? slice.after : undefined;
  // Compared in the database: timestamps have microseconds that a JavaScript Date would lose. A row of two
  // values (the cursor row's created_at from a subquery, and its key), not a row subquery: an index range
  // starts from values, while a row subquery is compared with every row. A key of no row gives no rows.
  const cursorRow = sql`((select c.created_at from ${spec.table} c where c.${sql.identifier(spec.key.name)} = ${cursorKey}), ${cursorKey})`;
  const after = cursorKey
    ? oldest
      ? sql`(${spec.table.createdAt}, ${spec.key}) > ${cursorRow}`
      : sql`(${spec.table.createdAt}, ${spec.key}) < ${cursorRow}`
    : undefined;
  const keys = db
    .select({ key: spec.key, createdAt: spec.table.createdAt })
    .from(spec.table)
    .where(and(where(kind, query), after))
    .orderBy(...(oldest ? [asc(spec.table.createdAt), asc(spec.key)] : [desc(spec.table.createdAt), desc(spec.key)]))
    .limit(slice.limit)
    .offset(slice.offset)
    .as("page_keys");
  const order = oldest ? [asc(keys.createdAt), asc(keys.key)] : [desc(keys.createdAt), desc(keys.key)];
  if (kind === "demo-requests") {
    const rows = await db
      .select(demoColumns)
      .from(demoRequests)
      .innerJoin(keys, eq(keys.key, demoRequests.id))
      .orderBy(...order);
    return rows as LeadRow<Kind>[];
  }
  if (query.keptPlaces) {
    const rows = await db
      .select({ ...waitlistColumns, place: waitlistPlaces.place, referrals: sql<number>`coalesce(${waitlistPlaces.referrals}, 0)`.mapWith(Number) })
      .from(waitlistEntries)
      .innerJoin(keys, eq(keys.key, waitlistEntries.email))
      .leftJoin(waitlistPlaces, eq(waitlistPlaces.email, waitlistEntries.email))
      .orderBy(...order);
    return rows as LeadRow<Kind>[];
  }
  const entries = await db
    .select(waitlistColumns)
    .from(waitlistEntries)
    .innerJoin(keys, eq(keys.key, waitlistEntries.email))
    .orderBy(...order);
  return (await withPlaces(db, entries)) as LeadRow<Kind>[];
}

/**
 * One page of a lead table: search (name, e-mail, company), status filter
 * (and for the waitlist a disposable-address filter), newest or oldest first,
 * with the total for paging (`capped`: more than `total` match, and the
 * pages go as far as `total`). Waitlist rows carry their place in line and
 * counting referrals. Costs the same at a million entries as at a thousand:
 * see COUNT_CAP and readSlice.
 */
export async function listLeads<Kind extends LeadKind>(db: Database, kind: Kind, query: LeadQuery = {}) {
  const pageSize = Math.min(1000, Math.max(1, query.pageSize ?? 25));
  const requested = Math.max(1, Math.floor(query.page ?? 1));
  const oldest = query.sort === "oldest";
  const cap = query.countCap ?? COUNT_CAP;
  if (query.noTotal || query.after !== undefined) {
    const rows = await readSlice(db, kind, query, { oldest, offset: 0, limit: pageSize, after: query.after });
    const counted = query.noTotal ? { total: -1, capped: false } : await countMatches(db, kind, query, cap);
    return { rows, ...counted, page: 1, pageSize, pageCount: Math.max(1, Math.ceil(counted.total / pageSize)) };
  }
  if (requested === 1) {
    // A first page that is not full holds every match: no counting (a search that matches little costs one query).
    const rows = await readSlice(db, kind, query, { oldest, offset: 0, limit: pageSize });
    const counted = rows.length < pageSize ? { total: rows.length, capped: false } : await countMatches(db, kind, query, cap);
    return { rows, ...counted, page: 1, pageSize, pageCount: Math.max(1, Math.ceil(counted.total / pageSize)) };
  }
  const { total, capped } = await countMatches(db, kind, query, cap);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (or a number too large to count to) shows the last one.
  const page = Math.min(Number.isSafeInteger(requested) ? requested : pageCount, pageCount);
  const skip = (page - 1) * pageSize;
  // A page in the back half of a known total is read from the other end, skipping fewer index entries (the
  // last of a million pages skips none). The kept counts may be seconds behind: then such a page is off by
  // the entries added or removed since, as any page of a list that changes between two clicks.
  const fromEnd = !capped && skip > total / 2;
  const rows = fromEnd
    ? await readSlice(db, kind, query, { oldest: !oldest, offset: Math.max(0, total - skip - pageSize), limit: Math.min(pageSize, total - skip) })
    : await readSlice(db, kind, query, { oldest, offset: skip, limit: pageSize });
  if (fromEnd) rows.reverse();
  return { rows, total, capped, page, pageSize, pageCount };
}

/** Sets a lead's status; false when the key or the status is unknown. */
export async function setLeadStatus(db: Database, kind: LeadKind, key: string, status: string): Promise<boolean> {
  const spec = leadTables[kind];
  if (!(spec.statuses as readonly string[]).includes(status)) return false;
  if (kind !== "waitlist" && !isUuid(key)) return false;
  const rows = await db
    .update(spec.table)
    .set({ status: status as never, updatedAt: new Date() })
    .where(eq(spec.key, kind === "waitlist" ? key.trim().toLowerCase() : key))
    .returning({ key: spec.key });
  return rows.length > 0;
}

/** Deletes a lead; false when there is none with that key. A waitlist entry is erased with its mails. */
export async function deleteLead(db: Database, kind: LeadKind, key: string): Promise<boolean> {
  if (kind === "waitlist") return eraseWaitlistEntry(db, key.trim().toLowerCase());
  if (!isUuid(key)) return false;
  const rows = await db.delete(demoRequests).where(eq(demoRequests.id, key)).returning({ id: demoRequests.id });
  return rows.length > 0;
}

/**
 * Rows per query of an export. Measured at a million rows: larger batches
 * (2,000, 5,000) took longer and more memory, their rows outliving the
 * server's small young generation (docs/decisions/0024-memory.md) and being
 * collected the slow way; the round trips are hidden by reading the next
 * batch while the last one is written.
 */
export const EXPORT_BATCH = 1000;

/** A timestamp as the export writes it, Date's toISOString made by the database (milliseconds, UTC). */
const isoTime = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What an export reads of each lead: its CSV's fields by name (leadTables'
 * `csv`), made ready for the file by the database, and where the next batch
 * starts (created_at as PostgreSQL writes it: a JavaScript Date would lose
 * its microseconds). Plain rows, not mapped through Drizzle's columns: at a
 * million rows, mapping them took longer than the queries.
 */
const exportQuery = {
  waitlist: (filter: SQL | undefined, after: SQL | undefined, size: number) => sql`
    select ${waitlistPlaces.place} as "place", ${waitlistEntries.email} as "email", ${waitlistEntries.name} as "name",
      ${waitlistEntries.company} as "company", ${waitlistEntries.status} as "status", ${isoTime(waitlistEntries.confirmedAt)} as "confirmedAt",
      coalesce(${waitlistPlaces.referrals}, 0) as "referrals", ${waitlistEntries.referredBy} as "referredBy",
      ${waitlistEntries.disposable} as "disposable", ${waitlistEntries.prompt} as "prompt", ${waitlistEntries.sourcePage} as "sourcePage",
      ${isoTime(waitlistEntries.createdAt)} as "createdAt", ${waitlistEntries.createdAt}::text as "cursorAt", ${waitlistEntries.email} as "cursorKey"
    from ${waitlistEntries} left join ${waitlistPlaces} on ${waitlistPlaces.email} = ${waitlistEntries.email}
    where ${and(filter, after) ?? sql`true`}
    order by ${waitlistEntries.createdAt}, ${waitlistEntries.email}
    limit ${size}`,
  "demo-requests": (filter: SQL | undefined, after: SQL | undefined, size: number) => sql`
    select ${demoRequests.id} as "id", ${demoRequests.email} as "email", ${demoRequests.name} as "name", ${demoRequests.company} as "company",
      ${demoRequests.phone} as "phone", ${demoRequests.teamSize} as "teamSize", ${demoRequests.timeSlot} as "timeSlot",
      ${demoRequests.message} as "message", ${demoRequests.prompt} as "prompt", ${demoRequests.status} as "status",
      ${isoTime(demoRequests.createdAt)} as "createdAt", ${demoRequests.createdAt}::text as "cursorAt", ${demoRequests.id}::text as "cursorKey"
    from ${demoRequests}
    where ${and(filter, after) ?? sql`true`}
    order by ${demoRequests.createdAt}, ${demoRequests.id}
    limit ${size}`,
};

type ExportRow = Record<string, unknown> & { cursorAt: string; cursorKey: string };

/**
 * Every lead matching the filter, oldest first, a batch (an array of rows)
 * at a time, for streamed exports: keyset paging on (created_at, key), which
 * the (created_at, key) index answers in order at any depth. The cursor is
 * the last row's values, not its key, so a row deleted meanwhile does not
 * end the export. While the consumer handles a batch, the next one is being
 * read (the database and this process work at the same time), and no
 * further: at most two batches are held, however slowly the consumer goes;
 * `return()` ends it. Waitlist places and referrals are the kept ones.
 */
export async function* eachLeadBatch(
  db: Database,
  kind: LeadKind,
  query: Pick<LeadQuery, "q" | "status" | "disposable">,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ExportRow[], void, undefined> {
  const spec = leadTables[kind];
  const filter = where(kind, query);
  const read = (cursor?: ExportRow) =>
    selectRows<ExportRow>(
      db,
      exportQuery[kind](
        filter,
        cursor ? sql`(${spec.table.createdAt}, ${spec.key}) > (${cursor.cursorAt}::timestamptz, ${cursor.cursorKey})` : undefined,
        batchSize,
      ),
    );
  let next: Promise<ExportRow[]> | undefined = read();
  try {
    while (next) {
      const rows: ExportRow[] = await next;
      next = rows.length === batchSize ? read(rows.at(-1)) : undefined;
      if (rows.length > 0) yield rows;
    }
  } finally {
    // Ended early: the batch being read is not wanted (nor its failure).
    next?.catch(() => {});
  }
}

/** eachLeadBatch one row at a time. */
export async function* eachLead(db: Database, kind: LeadKind, query: Pick<LeadQuery, "q" | "status" | "disposable">) {
  for await (const rows of eachLeadBatch(db, kind, query)) yield* rows;
}

/** One lead by key (waitlist entries with their place in line); null when there is none. */
export async function getLead<Kind extends LeadKind>(db: Database, kind: Kind, key: string): Promise<LeadRow<Kind> | null> {
  if (kind === "waitlist") {
    const email = key.trim().toLowerCase();
    const entries = await db.select(waitlistColumns).from(waitlistEntries).where(eq(waitlistEntries.email, email));
    const [row] = await withPlaces(db, entries);
    return (row as LeadRow<Kind> | undefined) ?? null;
  }
  if (!isUuid(key)) return null;
  const [row] = await db.select(demoColumns).from(demoRequests).where(eq(demoRequests.id, key));
  return (row as LeadRow<Kind> | undefined) ?? null;
}

/** Changes the given fields of a lead (updatedAt is set here); the updated lead, or null when there is none. */
export async function updateLead<Kind extends LeadKind>(db: Database, kind: Kind, key: string, changes: Record<string, unknown>) {
  const spec = leadTables[kind];
  const id = kind === "waitlist" ? key.trim().toLowerCase() : key;
  if (kind !== "waitlist" && !isUuid(id)) return null;
  const rows = await db
    .update(spec.table)
    .set({ ...changes, updatedAt: new Date() } as never)
    .where(eq(spec.key, id))
    .returning({ key: spec.key });
  return rows.length ? getLead(db, kind, id) : null;
}
