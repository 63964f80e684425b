import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { broadcasts, mailOutbox, mailSuppressions, waitlistEntries } from "#app/platform/db/schema.ts";
import { queueMail } from "#app/platform/mail/mail.server.ts";
import { escapeHtml } from "#app/platform/text/escape.ts";
import { categorizePrompt, promptCategories } from "#app/content/prompt-categories.ts";
import { unsubscribeUrl, type LinkContext } from "#app/platform/mail/mail-links.server.ts";
import { broadcastMailParts, listUnsubscribeHeaders } from "./broadcast-mail.server.ts";
import type { BroadcastInput } from "./broadcast-schema.ts";

/**
 * Recipients per queueing transaction: one INSERT … SELECT adds this many
 * outbox rows and moves the broadcast's cursor with them. Small enough that
 * a transaction holds its locks for a fraction of a second, large enough
 * that 680,000 recipients take a few seconds.
 */
export const QUEUE_CHUNK = 5_000;

/** A prompt category's audience is probed at most this far before a broadcast is written (the rest is the job's). */
const CATEGORY_PROBE = 20_000;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select" | "execute">;

/**
 * Who is subscribed: confirmed (double opt-in) entries that did not decline
 * and whose address is not suppressed (the unsubscribe link), each once
 * (the e-mail is the entries' key). With a status audience, that status too.
 */
function subscribedWhere(audience: string): SQL {
  const [kind, value] = audience.split(":") as [string, string | undefined];
  const subscribed = sql`${waitlistEntries.confirmedAt} is not null and ${waitlistEntries.status} <> 'declined'
    and not exists (select 1 from ${mailSuppressions} where ${mailSuppressions.email} = ${waitlistEntries.email})`;
  return kind === "status" ? sql`${subscribed} and ${waitlistEntries.status} = ${value ?? ""}` : subscribed;
}

/** The prompt category's label when the audience is one (matched as the analytics page matches it, in JavaScript); else undefined. */
function categoryOf(audience: string): { label: string | undefined } | undefined {
  const [kind, value] = audience.split(":");
  if (kind !== "category") return undefined;
  return { label: promptCategories.find((category) => category.id === value)?.label };
}

const after = (cursor: string | null) => (cursor === null ? sql`` : sql` and ${waitlistEntries.email} > ${cursor}`);

/**
 * One page of the audience in e-mail order, after `cursor`: the addresses
 * in it and the last subscribed address read (the next page's cursor;
 * null when nothing was left). A prompt category reads `limit` subscribed
 * entries and keeps those whose prompt falls in it, so a page may hold
 * fewer (even none) and the audience still never sits in memory whole.
 */
export async function audiencePage(db: Reader, audience: string, cursor: string | null, limit: number) {
  const category = categoryOf(audience);
  const rows = await db
    .select({ email: waitlistEntries.email, prompt: waitlistEntries.prompt, sourcePage: waitlistEntries.sourcePage })
    .from(waitlistEntries)
    .where(sql`${subscribedWhere(audience)}${after(cursor)}`)
    .orderBy(asc(waitlistEntries.email))
    .limit(limit);
  const emails = category
    ? rows.filter((row) => category.label && categorizePrompt(row.prompt, row.sourcePage) === category.label).map((row) => row.email)
    : rows.map((row) => row.email);
  return { emails, read: rows.length, last: rows.at(-1)?.email ?? null };
}

/** The audience's addresses, page by page (tests and small lists; the queueing job never gathers them). */
export async function audienceEmails(db: Reader, audience: string): Promise<string[]> {
  const emails: string[] = [];
  for (let cursor: string | null = null, read = QUEUE_CHUNK; read === QUEUE_CHUNK;) {
    const page = await audiencePage(db, audience, cursor, QUEUE_CHUNK);
    emails.push(...page.emails);
    ({ read, last: cursor } = page);
  }
  return emails;
}

/**
 * Whether anyone is in the audience, cheaply: one EXISTS for "confirmed" and
 * a status; a prompt category is probed over its first CATEGORY_PROBE
 * subscribed entries, and counts as non-empty when the probe did not reach
 * the end (the job then decides, and may queue nobody).
 */
export async function audienceHasAnyone(db: Reader, audience: string): Promise<boolean> {
  if (!categoryOf(audience)) {
    const [row] = await selectRows<{ any: boolean }>(
      db as Database,
      sql`select exists (select 1 from ${waitlistEntries} where ${subscribedWhere(audience)}) as "any"`,
    );
    return Boolean(row?.any);
  }
  let cursor: string | null = null;
  for (let probed = 0; probed < CATEGORY_PROBE;) {
    const page = await audiencePage(db, audience, cursor, QUEUE_CHUNK);
    if (page.emails.length > 0) return true;
    if (page.read < QUEUE_CHUNK) return false;
    probed += page.read;
    cursor = page.last;
  }
  return true;
}

/** Counting stops past this many: the confirmation then says "at least". */
export const AUDIENCE_COUNT_CAP = 100_000;

/**
 * How many people an update to `audience` reaches, for the question asked
 * before sending: a count that stops after AUDIENCE_COUNT_CAP, or for a
 * prompt category the matches among its first CATEGORY_PROBE subscribed
 * entries. `atLeast` when the count stopped before the end.
 */
export async function audienceCount(db: Reader, audience: string): Promise<{ count: number; atLeast: boolean }> {
  if (!categoryOf(audience)) {
    const [row] = await selectRows<{ n: number }>(
      db as Database,
      sql`select count(*)::int as n from (select 1 from ${waitlistEntries} where ${subscribedWhere(audience)} limit ${AUDIENCE_COUNT_CAP + 1}) as audience`,
    );
    const count = row?.n ?? 0;
    return { count, atLeast: count > AUDIENCE_COUNT_CAP };
  }
  let count = 0;
  let cursor: string | null = null;
  for (let probed = 0; probed < CATEGORY_PROBE;) {
    const page = await audiencePage(db, audience, cursor, QUEUE_CHUNK);
    count += page.emails.length;
    if (page.read < QUEUE_CHUNK) return { count, atLeast: false };
    probed += page.read;
    cursor = page.last;
  }
  return { count, atLeast: true };
}

export type QueueBroadcastResult = { ok: true; id: string; state: "queueing"; queued: number } | { ok: false; reason: "empty-audience" };

/**
 * An admin's update, as the request does it: refuses an empty audience,
 * then writes the broadcast only (state "queueing"), whatever the audience's
 * size. The queueing job (queueNextChunk, run by startBroadcastJobs) adds
 * its recipients in the background; kick it after this returns.
 */
export async function queueBroadcast(db: Database, input: BroadcastInput, createdBy: string | null): Promise<QueueBroadcastResult> {
  if (!(await audienceHasAnyone(db, input.audience))) return { ok: false, reason: "empty-audience" };
  const [broadcast] = await db
    .insert(broadcasts)
    .values({ subject: input.subject, markdown: input.markdown, audience: input.audience, queued: 0, state: "queueing", createdBy })
    .returning({ id: broadcasts.id, queued: broadcasts.queued });
  return { ok: true, id: broadcast!.id, state: "queueing", queued: broadcast!.queued };
}

/**
 * Queues one chunk of the oldest broadcast still queueing, in one
 * transaction: the broadcast's row is claimed FOR UPDATE SKIP LOCKED (several
 * processes run the job; each chunk is one process's), the next `chunk`
 * subscribed entries after its cursor (e-mail order) become outbox rows
 * that hold only the address and the broadcast (the sender renders the
 * mail), and the cursor, the queued count and, after the last chunk, the
 * state "queued" are written in the same commit. A crash anywhere rolls the
 * chunk back whole, so the next run starts where the last commit ended:
 * nobody lost, nobody twice (the unique (broadcast_id, to) index guards that
 * too). The first chunk also counts the audience for the page's "of ~N".
 * Returns how many recipients the chunk queued and whether a broadcast was
 * worked on (false: nothing is queueing, or every one is another process's).
 */
export async function queueNextChunk(db: Database | Tx, options: { chunk?: number } = {}): Promise<{ worked: boolean; queued: number }> {
  const chunk = options.chunk ?? QUEUE_CHUNK;
  return db.transaction(async (tx) => {
    const [broadcast] = await tx
      .select({ id: broadcasts.id, audience: broadcasts.audience, cursor: broadcasts.queueCursor, audienceSize: broadcasts.audienceSize })
      .from(broadcasts)
      .where(eq(broadcasts.state, "queueing"))
      .orderBy(asc(broadcasts.createdAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!broadcast) return { worked: false, queued: 0 };
    const category = categoryOf(broadcast.audience);
    let audienceSize = broadcast.audienceSize;
    if (audienceSize === null && broadcast.cursor === null && !category) {
      const [count] = await selectRows<{ n: number }>(
        tx as unknown as Database,
        sql`select count(*)::int as n from ${waitlistEntries} where ${subscribedWhere(broadcast.audience)}`,
      );
      audienceSize = count?.n ?? 0;
    }
    const { read, queued, last } = category ? await queueCategoryChunk(tx, broadcast, chunk) : await queueSubscribedChunk(tx, broadcast, chunk);
    await tx
      .update(broadcasts)
      .set({
        queueCursor: last ?? broadcast.cursor,
        queued: sql`${broadcasts.queued} + ${queued}`,
        state: read < chunk ? "queued" : "queueing",
        audienceSize,
      })
      .where(eq(broadcasts.id, broadcast.id));
    return { worked: true, queued };
  });
}

type Claimed = { id: string; audience: string; cursor: string | null };

/** A "confirmed" or status chunk, set-based: the entries are read and their outbox rows written by one statement. */
async function queueSubscribedChunk(tx: Tx, broadcast: Claimed, chunk: number) {
  const [row] = await selectRows<{ read: number; queued: number; last: string | null }>(
    tx as unknown as Database,
    sql`
    with picked as (
      select ${waitlistEntries.email} as email from ${waitlistEntries}
      where ${subscribedWhere(broadcast.audience)}${after(broadcast.cursor)}
      order by ${waitlistEntries.email} limit ${chunk}
    ), added as (
      insert into ${mailOutbox} ("to", "broadcast_id") select email, ${broadcast.id}::uuid from picked
      on conflict ("broadcast_id", "to") do nothing
      returning 1
    )
    select (select count(*) from picked)::int as "read", (select count(*) from added)::int as "queued", (select max(email) from picked) as "last"`,
  );
  return row!;
}

/** A prompt category's chunk: the subscribed entries are read and matched in JavaScript, the matches written in one statement. */
async function queueCategoryChunk(tx: Tx, broadcast: Claimed, chunk: number) {
  const page = await audiencePage(tx, broadcast.audience, broadcast.cursor, chunk);
  let queued = 0;
  if (page.emails.length > 0) {
    const added = await tx
      .insert(mailOutbox)
      .values(page.emails.map((to) => ({ to, broadcastId: broadcast.id })))
      .onConflictDoNothing({ target: [mailOutbox.broadcastId, mailOutbox.to] })
      .returning({ id: mailOutbox.id });
    queued = added.length;
  }
  return { read: page.read, queued, last: page.last };
}

/** Runs the queueing job until no broadcast is left queueing (tests, scripts; servers run startBroadcastJobs). */
export async function queueAllBroadcasts(db: Database, options: { chunk?: number } = {}) {
  let queued = 0;
  for (let step = await queueNextChunk(db, options); step.worked; step = await queueNextChunk(db, options)) queued += step.queued;
  return queued;
}

/** How long a broadcast's sent mails stay in the outbox: long enough to look one up, then only the counts remain. */
export const BROADCAST_MAIL_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** Rows per pruning statement, so one never holds the table long. */
const PRUNE_CHUNK = 10_000;

/**
 * Deletes broadcast outbox rows sent more than `retentionMs` ago, up to
 * PRUNE_CHUNK per call (returns how many). The broadcast keeps its counts:
 * sent and failed live on its row (kept by a trigger as statuses change),
 * and queued too. Failed rows stay for an admin's "Send again".
 */
export async function pruneSentBroadcastMail(db: Database, options: { retentionMs?: number; now?: Date } = {}): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.retentionMs ?? BROADCAST_MAIL_RETENTION_MS));
  const old = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "sent"), sql`${mailOutbox.broadcastId} is not null`, sql`${mailOutbox.sentAt} < ${cutoff.toISOString()}::timestamptz`))
    .limit(PRUNE_CHUNK)
    .for("update", { skipLocked: true });
  const deleted = await db.delete(mailOutbox).where(inArray(mailOutbox.id, old)).returning({ id: mailOutbox.id });
  return deleted.length;
}

/** One recipient's copy of an update: the subject, the bodies around their unsubscribe link, and the RFC 8058 headers. */
export function renderBroadcastMail(
  broadcast: { subject: string; markdown: string },
  links: LinkContext,
  to: string,
  parts = broadcastMailParts(broadcast.markdown, links.publicUrl),
) {
  const url = unsubscribeUrl(links, to);
  return { subject: broadcast.subject, text: parts.text.join(url), html: parts.html.join(escapeHtml(url)), headers: listUnsubscribeHeaders(url) };
}

/** Updates whose rendered parts the renderer keeps: a broadcast goes out over many batches, and its text never changes. */
const RENDER_CACHE = 8;

/**
 * The mail sender's renderer for broadcast rows (they store only the
 * address and the broadcast): each batch reads its broadcasts once, and
 * their rendered parts stay cached for the next batches (the few newest).
 * A row of a broadcast that is gone is left out (it cannot be sent).
 */
export function broadcastMailRenderer(db: Database, links: LinkContext) {
  const cache = new Map<string, { subject: string; markdown: string; parts: ReturnType<typeof broadcastMailParts> }>();
  return async (mails: { id: string; to: string; broadcastId: string | null }[]) => {
    const ids = [...new Set(mails.map((mail) => mail.broadcastId).filter((id): id is string => id !== null && !cache.has(id)))];
    if (ids.length > 0) {
      const rows = await db
        .select({ id: broadcasts.id, subject: broadcasts.subject, markdown: broadcasts.markdown })
        .from(broadcasts)
        .where(inArray(broadcasts.id, ids));
      for (const row of rows) {
        if (cache.size >= RENDER_CACHE) cache.delete(cache.keys().next().value!);
        cache.set(row.id, { ...row, parts: broadcastMailParts(row.markdown, links.publicUrl) });
      }
    }
    const rendered = new Map<string, ReturnType<typeof renderBroadcastMail>>();
    for (const mail of mails) {
      const broadcast = mail.broadcastId === null ? undefined : cache.get(mail.broadcastId);
      if (broadcast) rendered.set(mail.id, renderBroadcastMail(broadcast, links, mail.to, broadcast.parts));
    }
    return rendered;
  };
}

/** A test copy to the admin: the same mail and headers, with the admin's own unsubscribe link; not part of any broadcast. */
export async function queueTestBroadcast(db: Database, input: Omit<BroadcastInput, "audience">, links: LinkContext, to: string) {
  const mail = renderBroadcastMail(input, links, to);
  return queueMail(db, { to, ...mail, subject: `[Test] ${input.subject}` });
}

/**
 * An update and its progress, as the page and the API show it, from its own
 * row (counts kept by the queueing job and the outbox's trigger): reading
 * the history costs the same at 680,000 recipients as at 10.
 */
const broadcastColumns = {
  id: broadcasts.id,
  subject: broadcasts.subject,
  audience: broadcasts.audience,
  createdAt: broadcasts.createdAt,
  state: broadcasts.state,
  audienceSize: broadcasts.audienceSize,
  queued: broadcasts.queued,
  pending: sql<number>`greatest(${broadcasts.queued} - ${broadcasts.sent} - ${broadcasts.failed}, 0)`.mapWith(Number),
  sent: broadcasts.sent,
  failed: broadcasts.failed,
};

/** One update with its progress, or null. */
export async function getBroadcast(db: Database, id: string) {
  const [row] = await db.select(broadcastColumns).from(broadcasts).where(eq(broadcasts.id, id));
  return row ?? null;
}

/** The newest updates with their progress, for the history. */
export async function listBroadcasts(db: Database, limit = 20) {
  return db.select(broadcastColumns).from(broadcasts).orderBy(desc(broadcasts.createdAt)).limit(limit);
}
