import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { demoRequests, waitlistEntries, waitlistPlaces } from "#app/platform/db/schema.ts";
import { demoRequestStatuses, waitlistStatuses } from "#app/platform/db/column-values.ts";
import { placesOf } from "#app/features/leads/waitlist/place.server.ts";
import { eraseWaitlistEntry } from "#app/features/leads/waitlist/waitlist.server.ts";
import { isUuid } from "#app/platform/uuid.ts";
import { escapeLike } from "#app/platform/text/escape.ts";

/** The two lead tables the admin area manages, described once for listing, editing and export. */
export const leadTables = {
  waitlist: {
    table: waitlistEntries,
    key: waitlistEntries.email,
    statuses: waitlistStatuses,
    search: [waitlistEntries.name, waitlistEntries.email, waitlistEntries.company],
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
    search: [demoRequests.name, demoRequests.email, demoRequests.company],
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
/** What the admin area and API show of an entry: never its confirmation or invitation token's hash. */
const {
  confirmTokenHash: _hash,
  confirmTokenExpiresAt: _expires,
  lastMailAt: _lastMail,
  invitationTokenHash: _invitationHash,
  invitationMailAt: _invitationMail,
  ...waitlistColumns
} = getTableColumns(waitlistEntries);
type WaitlistColumns = Omit<
  typeof waitlistEntries.$inferSelect,
  "confirmTokenHash" | "confirmTokenExpiresAt" | "lastMailAt" | "invitationTokenHash" | "invitationMailAt"
>;
/** `place` is the same as on the visitor's status page; null until the entry is confirmed. */
export type WaitlistRow = WaitlistColumns & { place: number | null; referrals: number };
export type DemoRequestRow = typeof demoRequests.$inferSelect;
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
}

function where<Kind extends LeadKind>(kind: Kind, { q, status, disposable }: LeadQuery): SQL | undefined {
  const spec = leadTables[kind];
  const term = q?.trim();
  return and(
    status && (spec.statuses as readonly string[]).includes(status) ? eq(spec.table.status, status as never) : undefined,
    term ? or(...spec.search.map((column) => ilike(column, `%${escapeLike(term)}%`))) : undefined,
    kind === "waitlist" && disposable ? eq(waitlistEntries.disposable, disposable === "yes") : undefined,
  );
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

/**
 * One page of a lead table: search (name, e-mail, company), status filter
 * (and for the waitlist a disposable-address filter), newest or oldest first,
 * with the total for paging. Waitlist rows carry their place in line and
 * counting referrals, computed over every confirmed entry.
 */
export async function listLeads<Kind extends LeadKind>(db: Database, kind: Kind, query: LeadQuery = {}) {
  const spec = leadTables[kind];
  const pageSize = Math.min(1000, Math.max(1, query.pageSize ?? 25));
  const requested = Math.max(1, Math.floor(query.page ?? 1));
  const filter = where(kind, query);
  const oldest = query.sort === "oldest";
  const order = oldest ? [asc(spec.table.createdAt), asc(spec.key)] : [desc(spec.table.createdAt), desc(spec.key)];
  const total = query.noTotal ? -1 : ((await db.select({ total: count() }).from(spec.table).where(filter)) as [{ total: number }])[0].total;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (or a number too large to count to) shows the last one.
  const page = query.noTotal ? 1 : Math.min(Number.isSafeInteger(requested) ? requested : pageCount, pageCount);
  // Compared in the database: timestamps have microseconds that a JavaScript Date would lose.
  // A cursor naming no row of this table (or not even a key's shape) starts from the top.
  const cursorKey = query.after && (kind === "waitlist" || isUuid(query.after)) ? query.after : undefined;
  const cursorRow = cursorKey
    ? sql`(select c.created_at, c.${sql.identifier(spec.key.name)} from ${spec.table} c where c.${sql.identifier(spec.key.name)} = ${cursorKey})`
    : undefined;
  const after = cursorRow
    ? oldest
      ? sql`(${spec.table.createdAt}, ${spec.key}) > ${cursorRow}`
      : sql`(${spec.table.createdAt}, ${spec.key}) < ${cursorRow}`
    : undefined;
  const offset = query.after ? 0 : (page - 1) * pageSize;
  let rows: unknown[];
  if (kind === "waitlist") {
    if (query.keptPlaces) {
      rows = await db
        .select({ ...waitlistColumns, place: waitlistPlaces.place, referrals: sql<number>`coalesce(${waitlistPlaces.referrals}, 0)`.mapWith(Number) })
        .from(waitlistEntries)
        .leftJoin(waitlistPlaces, eq(waitlistPlaces.email, waitlistEntries.email))
        .where(and(filter, after))
        .orderBy(...order)
        .limit(pageSize)
        .offset(offset);
    } else {
      const entries = await db
        .select(waitlistColumns)
        .from(waitlistEntries)
        .where(and(filter, after))
        .orderBy(...order)
        .limit(pageSize)
        .offset(offset);
      rows = await withPlaces(db, entries);
    }
  } else {
    rows = await db
      .select()
      .from(spec.table)
      .where(and(filter, after))
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset);
  }
  return { rows: rows as LeadRow<Kind>[], total, page, pageSize, pageCount };
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

/** Rows per query of an export. */
const EXPORT_BATCH = 1000;

/**
 * Every lead matching the filter, oldest first, a batch at a time (keyset):
 * for streaming exports. Waitlist places and referrals are the kept ones.
 */
export async function* eachLead<Kind extends LeadKind>(db: Database, kind: Kind, query: Omit<LeadQuery, "page" | "after" | "sort">) {
  let after: string | undefined;
  for (;;) {
    const { rows } = await listLeads(db, kind, { ...query, sort: "oldest", after, pageSize: EXPORT_BATCH, noTotal: true, keptPlaces: true });
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows.at(-1)! as { email?: string; id?: string };
    after = kind === "waitlist" ? last.email! : last.id!;
  }
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
  const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, key));
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
