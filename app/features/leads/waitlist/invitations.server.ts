import { and, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { mailSuppressions, waitlistEntries } from "#app/platform/db/schema.ts";
import { isSuppressed, queueLeadMail, queueLeadMailsFrom } from "#app/platform/mail/mail.server.ts";
import { eventBody, recordEvent, recordEventsFrom } from "#app/platform/events/site-events.server.ts";
import { invitationMail } from "#app/features/leads/lead-mails.server.ts";
import { unrankedEntry } from "./place.server.ts";
import { unsubscribeUrl, type LinkContext } from "#app/platform/mail/mail-links.server.ts";
import { invitationUrl } from "./waitlist-links.server.ts";
import { hashToken, newInvitationToken } from "./waitlist-tokens.server.ts";

/** A visitor may have a new invitation link mailed at most this often. */
export const INVITATION_RESEND_INTERVAL_MS = 10 * 60_000;
/** The most entries one request invites. */
export const MAX_INVITATIONS = 1000;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Entry = typeof waitlistEntries.$inferSelect;

export interface InvitationContext extends LinkContext {
  now?: Date;
}

export interface InvitationResult {
  /** The invited addresses, in the order they were invited. */
  invited: string[];
  mailIds: string[];
}

/**
 * Gives the entry a new single-use link (the old one stops working) and
 * queues the invitation mail. An address that unsubscribed gets no mail, so
 * its link is left as it is: a new one nobody receives would only kill it.
 */
async function mailInvitation(tx: Tx, entry: Pick<Entry, "email" | "name">, links: LinkContext, now: Date) {
  if (await isSuppressed(tx, entry.email)) return null;
  const token = newInvitationToken(now);
  await tx
    .update(waitlistEntries)
    .set({ invitationTokenHash: token.hash, invitationExpiresAt: token.expiresAt, invitationMailAt: now, updatedAt: now })
    .where(eq(waitlistEntries.email, entry.email));
  const mail = invitationMail(entry, links.publicUrl, {
    invitationUrl: invitationUrl(links, token.token),
    unsubscribeUrl: unsubscribeUrl(links, entry.email),
  });
  return queueLeadMail(tx, mail);
}

/**
 * Invites the given pending entries (in that order): status `invited`,
 * `invited_at`, a fresh link, the mail and the `waitlist.invited` webhooks,
 * all in the caller's transaction. Only entries that are still pending are
 * taken (locked first, so nothing changes them before the write), so an
 * entry invited, joined or declined meanwhile is left alone and inviting
 * twice changes nothing. An address that unsubscribed is invited without a
 * mail or a new link (mailInvitation).
 *
 * Set-based: one query locks the entries, one statement writes them all
 * (their links, mails and webhook events in data-modifying CTEs), whatever
 * their number. A statement per entry and step (four each) made inviting
 * 1,000 take seconds. Links, their hashes and the mails are made here: the
 * link's token is never stored.
 */
async function inviteInOrder(tx: Tx, emails: string[], links: LinkContext, now: Date): Promise<InvitationResult> {
  if (emails.length === 0) return { invited: [], mailIds: [] };
  const pending = await tx
    .select({
      email: waitlistEntries.email,
      name: waitlistEntries.name,
      // Spelled out: Drizzle writes a select's columns without their table, which in this subquery would be mail_suppressions'.
      suppressed: sql<boolean>`exists (select 1 from ${mailSuppressions} as s where s."email" = ${waitlistEntries}."email")`,
    })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.email, emails), eq(waitlistEntries.status, "pending")))
    .for("update");
  const byEmail = new Map(pending.map((entry) => [entry.email, entry]));
  const input = emails.flatMap((email) => {
    const entry = byEmail.get(email);
    if (!entry) return [];
    const event = eventBody("waitlist.invited", { email, name: entry.name, invitedAt: now.toISOString() });
    if (entry.suppressed) return [{ email, event }];
    const token = newInvitationToken(now);
    const mail = invitationMail(entry, links.publicUrl, { invitationUrl: invitationUrl(links, token.token), unsubscribeUrl: unsubscribeUrl(links, email) });
    return [{ email, event, hash: token.hash, expiresAt: token.expiresAt.toISOString(), mail }];
  });
  if (input.length === 0) return { invited: [], mailIds: [] };
  const at = now.toISOString();
  const rows = await selectRows<{ email: string; mailId: string | null }>(
    tx as unknown as Database,
    sql`with input as (
        select j."n", j."doc"->>'email' as "email", j."doc"->>'event' as "event", j."doc"->>'hash' as "hash",
          (j."doc"->>'expiresAt')::timestamptz as "expires_at", j."doc"->'mail' as "mail"
        from jsonb_array_elements(${JSON.stringify(input)}::jsonb) with ordinality as j("doc", "n")),
      invited as (
        update ${waitlistEntries} as e
        set "status" = 'invited', "invited_at" = ${at}::timestamptz, "updated_at" = ${at}::timestamptz,
          "invitation_token_hash" = coalesce(i."hash", e."invitation_token_hash"),
          "invitation_expires_at" = case when i."hash" is null then e."invitation_expires_at" else i."expires_at" end,
          "invitation_mail_at" = case when i."hash" is null then e."invitation_mail_at" else ${at}::timestamptz end
        from input as i
        where e."email" = i."email" and e."status" = 'pending'
        returning e."email"),
      mail as (${queueLeadMailsFrom(sql`select i."email" as "to", i."mail"->>'subject' as "subject", i."mail"->>'text' as "text", i."mail"->>'html' as "html"
        from input as i join invited using ("email") where i."mail" is not null order by i."n"`)}),
      deliveries as (${recordEventsFrom("waitlist.invited", sql`select i."event" as "body" from input as i join invited using ("email") order by i."n"`)})
    select i."email", m."id" as "mailId"
    from input as i join invited using ("email") left join mail as m on m."to" = i."email"
    order by i."n"`,
  );
  return { invited: rows.map((row) => row.email), mailIds: rows.flatMap((row) => (row.mailId ? [row.mailId] : [])) };
}

/**
 * Invitations are given one request at a time (a transaction-scoped
 * advisory lock): two admins inviting "the next 10" at once get the next 10
 * and the 10 after, never the same entries and never a gap.
 */
async function serially<T>(db: Database, run: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('waitlist-invitations'))`);
    return run(tx);
  });
}

/**
 * Invites the next `count` in line: confirmed, pending (not declined, not
 * invited, not joined) entries by their kept place, then those the places
 * job has not ranked yet (behind the line, in the order they confirmed).
 */
export async function inviteNext(db: Database, count: number, context: InvitationContext): Promise<InvitationResult> {
  const now = context.now ?? new Date();
  const limit = Math.max(0, Math.min(MAX_INVITATIONS, Math.floor(count)));
  return serially(db, async (tx) => {
    const next = await nextInLine(tx as unknown as Database, limit);
    if (next.length < limit) next.push(...(await nextUnranked(tx as unknown as Database, limit - next.length)));
    return inviteInOrder(tx, next, context, now);
  });
}

/**
 * The first `limit` pending entries of the kept line, read from the places
 * flagged pending (waitlist_places.pending, an index on the line's pending
 * entries), so however many were invited before them, nothing steps over
 * them. A place the job added while its entry was already invited or
 * declined (invited before it was ranked, a list loaded with its statuses)
 * is flagged too: it is stepped over here and its flag put right, its entry
 * locked meanwhile so that a status turning back to pending is not
 * overwritten. The flagged places are read a batch at a time in line order
 * until enough pending ones are found (one batch, unless flags were wrong).
 */
async function nextInLine(db: Database, limit: number): Promise<string[]> {
  const found: string[] = [];
  const stale: string[] = [];
  let after = sql``;
  while (found.length < limit) {
    const rows = await selectRows<{ email: string; place: number; pending: boolean }>(
      db,
      sql`select p.email, p.place, e.status = 'pending' as pending
          from waitlist_places p join ${waitlistEntries} as e on e.email = p.email
          where p.pending ${after}
          order by p.place, p.email limit ${limit}`,
    );
    for (const row of rows) {
      if (!row.pending) stale.push(row.email);
      else if (found.length < limit) found.push(row.email);
    }
    if (rows.length < limit) break;
    const last = rows.at(-1)!;
    after = sql`and (p.place, p.email) > (${last.place}, ${last.email})`;
  }
  if (stale.length > 0) {
    await db.execute(sql`
      update waitlist_places set pending = false
      where email in (select w.email from ${waitlistEntries} as w where w.email in ${stale} and w.status <> 'pending' for share)`);
  }
  return found;
}

/** The first `limit` pending entries the places job has not ranked yet, in the order they confirmed (behind the line). */
async function nextUnranked(db: Database, limit: number): Promise<string[]> {
  const rows = await selectRows<{ email: string }>(
    db,
    sql`select e.email from ${waitlistEntries} as e
        where e.status = 'pending' and ${unrankedEntry}
        order by e.confirmed_at, e.email collate "C" limit ${limit}`,
  );
  return rows.map((row) => row.email);
}

/** Invites the chosen entries that are pending (addresses not on the list, or already invited, are skipped). */
export async function inviteEntries(db: Database, emails: string[], context: InvitationContext): Promise<InvitationResult> {
  const now = context.now ?? new Date();
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))].slice(0, MAX_INVITATIONS);
  return serially(db, (tx) => inviteInOrder(tx, wanted, context, now));
}

/** An admin's "Resend": a new link (the old one stops working) and a new mail, for an entry that is invited. */
export async function resendInvitation(db: Database, email: string, context: LinkContext & { now?: Date }) {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.email, email.trim().toLowerCase())).for("update");
    if (!entry || entry.status !== "invited") return { ok: false as const, mailIds: [] };
    const id = await mailInvitation(tx, entry, context, now);
    return { ok: true as const, mailIds: id ? [id] : [] };
  });
}

/** Takes an invitation back: the entry is `pending` again (first in line stays first) and its link stops working. */
export async function revokeInvitation(db: Database, email: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status: "pending", invitedAt: null, invitationTokenHash: null, invitationExpiresAt: null, updatedAt: now })
    .where(and(eq(waitlistEntries.email, email.trim().toLowerCase()), eq(waitlistEntries.status, "invited")))
    .returning({ email: waitlistEntries.email });
  return rows.length > 0;
}

export type InvitationLink =
  | { state: "valid"; email: string; name: string }
  /** The link's 14 days are over (a new one can be mailed). */
  | { state: "expired"; email: string }
  /** The link made an account already. */
  | { state: "used"; email: string }
  /** Not a link we sent, or one replaced by a newer link or revoked. */
  | { state: "unknown" };

/** What an invitation link is worth now (looking does not use it up). */
export async function invitationLink(db: Pick<Database, "select">, token: string, now = new Date()): Promise<InvitationLink> {
  if (!token || token.length > 100) return { state: "unknown" };
  const [entry] = await db
    .select({ email: waitlistEntries.email, name: waitlistEntries.name, status: waitlistEntries.status, expiresAt: waitlistEntries.invitationExpiresAt })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.invitationTokenHash, hashToken(token)));
  if (!entry) return { state: "unknown" };
  if (entry.status === "joined") return { state: "used", email: entry.email };
  if (entry.status !== "invited") return { state: "unknown" };
  if (!entry.expiresAt || entry.expiresAt <= now) return { state: "expired", email: entry.email };
  return { state: "valid", email: entry.email, name: entry.name };
}

export type NewLinkOutcome =
  { sent: true; email: string; mailIds: string[] } | { sent: false; reason: "too-soon"; retryAt: Date } | { sent: false; reason: "joined" | "unknown" };

/**
 * "Send me a new link" on an expired or used invitation link: a new link by
 * mail, at most once per 10 minutes per entry. An entry that has its account
 * gets none (its owner signs in).
 */
export async function requestNewInvitationLink(db: Database, token: string, links: LinkContext, now = new Date()): Promise<NewLinkOutcome> {
  if (!token || token.length > 100) return { sent: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.invitationTokenHash, hashToken(token)))
      .for("update");
    if (!entry || (entry.status !== "invited" && entry.status !== "joined")) return { sent: false as const, reason: "unknown" as const };
    if (entry.status === "joined") return { sent: false as const, reason: "joined" as const };
    if (entry.invitationMailAt && now.getTime() - entry.invitationMailAt.getTime() < INVITATION_RESEND_INTERVAL_MS) {
      return { sent: false as const, reason: "too-soon" as const, retryAt: new Date(entry.invitationMailAt.getTime() + INVITATION_RESEND_INTERVAL_MS) };
    }
    const id = await mailInvitation(tx, entry, links, now);
    return { sent: true as const, email: entry.email, mailIds: id ? [id] : [] };
  });
}

/**
 * The site's `onAddressProven` (server/site.ts): an account that proved its
 * address joins its invited entry. Called again at every sign-in, as a safety net.
 */
export const joinWhenProven = (db: Database, logger: Pick<Logger, "info">) => async (userId: string) => {
  const email = await markAccountJoined(db, userId);
  if (email) logger.info({ email, userId }, "invited waitlist entry joined");
};

/**
 * Marks the invited entry of an account's address `joined` once the address
 * is verified, however the account got there (invitation link, sign-up and
 * then verification, Google). One UPDATE that only takes an `invited` entry:
 * repeated or concurrent calls mark it once, with one `waitlist.joined_account`.
 * Entries match by address only while the address is verified.
 */
export async function markAccountJoined(db: Database, userId: string, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [joined] = await selectRows<{ email: string; name: string; userId: string }>(
      tx as unknown as Database,
      sql`update ${waitlistEntries} as w
        set "status" = 'joined', "joined_at" = ${now.toISOString()}::timestamptz, "user_id" = u."id", "updated_at" = ${now.toISOString()}::timestamptz
        from "user" as u
        where u."id" = ${userId} and u."email_verified" and w."email" = lower(u."email") and w."status" = 'invited'
        returning w."email" as "email", w."name" as "name", u."id" as "userId"`,
    );
    if (!joined) return null;
    await recordEvent(tx, "waitlist.joined_account", { email: joined.email, name: joined.name, userId: joined.userId, joinedAt: now.toISOString() });
    return joined.email;
  });
}
