import { desc, eq, sql } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { broadcasts, mailOutbox, mailSuppressions, waitlistEntries } from "#app/platform/db/schema.ts";
import { queueMail } from "#app/platform/mail/mail.server.ts";
import { escapeHtml } from "#app/platform/text/escape.ts";
import { categorizePrompt, promptCategories } from "#app/content/prompt-categories.ts";
import { unsubscribeUrl, type LinkContext } from "#app/platform/mail/mail-links.server.ts";
import { broadcastMailParts, listUnsubscribeHeaders } from "./broadcast-mail.server.ts";
import type { BroadcastInput } from "./broadcast-schema.ts";

/** Recipients per INSERT … SELECT: one statement carries this many addresses and links as one JSON parameter. */
export const QUEUE_CHUNK = 2_000;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The audience's addresses: confirmed (double opt-in) entries that did not
 * decline and whose address is not suppressed (the unsubscribe link), each
 * once (the e-mail is the entries' key). A prompt category is matched as
 * the analytics page matches it (categorizePrompt), in JavaScript.
 */
export async function audienceEmails(db: Pick<Database, "select">, audience: string): Promise<string[]> {
  const [kind, value] = audience.split(":") as [string, string | undefined];
  const subscribed = sql`${waitlistEntries.confirmedAt} is not null and ${waitlistEntries.status} <> 'declined'
    and not exists (select 1 from ${mailSuppressions} where ${mailSuppressions.email} = ${waitlistEntries.email})`;
  if (kind === "category") {
    const label = promptCategories.find((category) => category.id === value)?.label;
    const rows = await db
      .select({ email: waitlistEntries.email, prompt: waitlistEntries.prompt, sourcePage: waitlistEntries.sourcePage })
      .from(waitlistEntries)
      .where(subscribed);
    return rows.filter((row) => label && categorizePrompt(row.prompt, row.sourcePage) === label).map((row) => row.email);
  }
  const rows = await db
    .select({ email: waitlistEntries.email })
    .from(waitlistEntries)
    .where(kind === "status" ? sql`${subscribed} and ${waitlistEntries.status} = ${value ?? ""}` : subscribed);
  return rows.map((row) => row.email);
}

export type QueueBroadcastResult = { ok: true; id: string; queued: number } | { ok: false; reason: "empty-audience" };

/**
 * Writes an update and one outbox mail per recipient, in one transaction
 * (all of it or none). The mails are written set-based: per chunk of
 * QUEUE_CHUNK recipients one INSERT … SELECT from a JSON list of address
 * and unsubscribe link, the body put together by SQL around the link; an
 * address that is suppressed by then is skipped, and the unique
 * (broadcast_id, to) index keeps anyone from getting it twice. The mail
 * sender then delivers them in its batches, at its bounded rate.
 */
export async function queueBroadcast(db: Database, input: BroadcastInput, links: LinkContext, createdBy: string | null): Promise<QueueBroadcastResult> {
  const parts = broadcastMailParts(input.markdown, links.publicUrl);
  return db.transaction(async (tx) => {
    const emails = await audienceEmails(tx, input.audience);
    if (emails.length === 0) return { ok: false as const, reason: "empty-audience" as const };
    const [broadcast] = await tx
      .insert(broadcasts)
      .values({ subject: input.subject, markdown: input.markdown, audience: input.audience, queued: 0, createdBy })
      .returning({ id: broadcasts.id });
    const id = broadcast!.id;
    let queued = 0;
    for (let start = 0; start < emails.length; start += QUEUE_CHUNK) {
      const recipients = emails.slice(start, start + QUEUE_CHUNK).map((email) => {
        const url = unsubscribeUrl(links, email);
        return { e: email, u: url, h: escapeHtml(url) };
      });
      queued += await insertChunk(tx, id, input.subject, parts, recipients);
    }
    await tx.update(broadcasts).set({ queued }).where(eq(broadcasts.id, id));
    return { ok: true as const, id, queued };
  });
}

async function insertChunk(
  tx: Tx,
  broadcastId: string,
  subject: string,
  parts: ReturnType<typeof broadcastMailParts>,
  recipients: { e: string; u: string; h: string }[],
): Promise<number> {
  const rows = await selectRows<{ one: number }>(
    tx as unknown as Database,
    sql`
    insert into ${mailOutbox} ("to", "subject", "text", "html", "headers", "broadcast_id")
    select r.e, ${subject}, ${parts.text[0]} || r.u || ${parts.text[1]}, ${parts.html[0]} || r.h || ${parts.html[1]},
      jsonb_build_object('List-Unsubscribe', '<' || r.u || '>', 'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'),
      ${broadcastId}::uuid
    from jsonb_to_recordset(${JSON.stringify(recipients)}::jsonb) as r(e text, u text, h text)
    where not exists (select 1 from ${mailSuppressions} as s where s."email" = lower(r.e))
    on conflict ("broadcast_id", "to") do nothing
    returning 1 as one`,
  );
  return rows.length;
}

/** A test copy to the admin: the same mail and headers, with the admin's own unsubscribe link; not part of any broadcast. */
export async function queueTestBroadcast(db: Database, input: Omit<BroadcastInput, "audience">, links: LinkContext, to: string) {
  const parts = broadcastMailParts(input.markdown, links.publicUrl);
  const url = unsubscribeUrl(links, to);
  return queueMail(db, {
    to,
    subject: `[Test] ${input.subject}`,
    text: parts.text.join(url),
    html: parts.html.join(escapeHtml(url)),
    headers: listUnsubscribeHeaders(url),
  });
}

export interface BroadcastCounts {
  queued: number;
  pending: number;
  sent: number;
  failed: number;
}

const countColumns = {
  pending: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'pending')`.mapWith(Number),
  sent: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'sent')`.mapWith(Number),
  failed: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
};

/** An update and its progress, as the page and the API show it. */
const broadcastColumns = {
  id: broadcasts.id,
  subject: broadcasts.subject,
  audience: broadcasts.audience,
  createdAt: broadcasts.createdAt,
  queued: broadcasts.queued,
  ...countColumns,
};

/** One update with its progress (from its outbox rows), or null. */
export async function getBroadcast(db: Database, id: string) {
  const [row] = await db
    .select(broadcastColumns)
    .from(broadcasts)
    .leftJoin(mailOutbox, eq(mailOutbox.broadcastId, broadcasts.id))
    .where(eq(broadcasts.id, id))
    .groupBy(broadcasts.id);
  return row ?? null;
}

/** The newest updates with their progress, for the history. */
export async function listBroadcasts(db: Database, limit = 20) {
  return db
    .select(broadcastColumns)
    .from(broadcasts)
    .leftJoin(mailOutbox, eq(mailOutbox.broadcastId, broadcasts.id))
    .groupBy(broadcasts.id)
    .orderBy(desc(broadcasts.createdAt))
    .limit(limit);
}
