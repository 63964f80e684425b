import { and, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminEvents, mailOutbox, mailSuppressions, waitlistEntries, webhookDeliveries } from "#app/platform/db/schema.ts";
import { accountExistsMail, waitlistConfirmationMail } from "#app/features/leads/lead-mails.server.ts";
import { isSuppressed, queueLeadMail, queueLeadMailsFrom } from "#app/platform/mail/mail.server.ts";
import { selectRows } from "#app/platform/db/client.server.ts";
import { eventBody, recordEvent, recordEventsFrom } from "#app/platform/events/site-events.server.ts";
import { WriteBatcher } from "#app/platform/db/write-batcher.server.ts";
import { isDisposableAddress, mailboxOf, referralCounts } from "#app/features/leads/address-rules.server.ts";
import { placesOf, type KeptPlace } from "./place.server.ts";
import { unsubscribeUrl, type LinkContext } from "#app/platform/mail/mail-links.server.ts";
import { confirmUrl, referralUrl, statusUrl } from "./waitlist-links.server.ts";
import { hashToken, isStatusToken, newConfirmToken, newReferralCode, referralCodeOfStatusToken } from "./waitlist-tokens.server.ts";
import type { WaitlistInput } from "./waitlist-schema.ts";

/** A repeat join re-sends the mail at most this often. */
export const RESEND_INTERVAL_MS = 10 * 60_000;

export interface JoinResult {
  /** False when the mailbox was already on the list, however spelled (the answer is the same). */
  created: boolean;
  /** Mails queued with the entry, to deliver after the commit. */
  mailIds: string[];
}

export interface JoinContext extends LinkContext {
  /** From the `ref` cookie: the code of the entry whose link brought the visitor. */
  referralCode?: string | null;
  now?: Date;
}

type Entry = typeof waitlistEntries.$inferSelect;

/**
 * Queues the confirmation mail (with a new single-use link while unconfirmed)
 * and notes when. An address that unsubscribed gets none, and the link it
 * was mailed last stays the one that works.
 */
async function mailEntry(tx: Pick<Database, "select" | "insert" | "update">, entry: Entry, links: LinkContext, now: Date) {
  if (await isSuppressed(tx, entry.email)) return [];
  // Joined: the address has an account; the mail says so instead of "we'll notify you".
  if (entry.status === "joined") {
    await tx.update(waitlistEntries).set({ lastMailAt: now }).where(eq(waitlistEntries.email, entry.email));
    const id = await queueLeadMail(tx, accountExistsMail(entry, links.publicUrl, unsubscribeUrl(links, entry.email)));
    return id ? [id] : [];
  }
  const confirm = entry.confirmedAt ? null : newConfirmToken(now);
  await tx
    .update(waitlistEntries)
    .set({
      lastMailAt: now,
      ...(confirm ? { confirmTokenHash: confirm.hash, confirmTokenExpiresAt: confirm.expiresAt } : {}),
    })
    .where(eq(waitlistEntries.email, entry.email));
  const mail = waitlistConfirmationMail(entry, links.publicUrl, {
    confirmUrl: confirm ? confirmUrl(links, confirm.token) : undefined,
    statusUrl: statusUrl(links, entry),
    unsubscribeUrl: unsubscribeUrl(links, entry.email),
  });
  const id = await queueLeadMail(tx, mail);
  return id ? [id] : [];
}

/**
 * Puts a mailbox on the waitlist, once: addresses that deliver to one
 * mailbox (mailboxOf: +tags, Gmail dots, case, googlemail.com) are one
 * person. The unique mailbox and ON CONFLICT make concurrent joins with one
 * mailbox, however it is spelled, create exactly one entry. A repeat join
 * (another spelling included) changes nothing and answers the same; it only re-sends the mail, at most
 * once per 10 minutes, and never to an address that unsubscribed. The mail
 * and the `waitlist.joined` webhooks are queued with the entry, atomically.
 *
 * A new entry is one statement, one round trip: everything it stores is
 * known before it is sent (the referral code and the confirmation token are
 * made here, so the mail can be written too), and the mail and the webhook
 * deliveries are inserted by data-modifying CTEs that only write for the
 * entries that were inserted. Joins that arrive while others are being
 * written go together in one such statement (`newEntries`, a group commit);
 * a statement commits or fails as a whole, so each join's entry, mail and
 * deliveries still do. A referred join first looks up its referrer (the
 * referral rules are code); a repeat join, which inserted nothing,
 * continues in `joinAgain`.
 */
export async function joinWaitlist(db: Database, input: Omit<WaitlistInput, "website">, context: JoinContext): Promise<JoinResult> {
  const now = context.now ?? new Date();
  const referredBy = context.referralCode ? await referrerOf(db, context.referralCode, input.email) : null;
  const confirm = newConfirmToken(now);
  const entry = {
    email: input.email,
    name: input.name,
    company: input.company,
    phone: input.phone,
    teamSize: input.teamSize,
    timeSlot: input.timeSlot,
    message: input.message,
    prompt: input.prompt ?? null,
    sourcePage: input.sourcePage ?? null,
    referralCode: newReferralCode(),
    referredBy,
    referralCounts: referredBy ? referralCounts(referredBy, input.email) : false,
    disposable: isDisposableAddress(input.email),
  };
  const mail = waitlistConfirmationMail(entry, context.publicUrl, {
    confirmUrl: confirmUrl(context, confirm.token),
    statusUrl: statusUrl(context, entry),
    unsubscribeUrl: unsubscribeUrl(context, entry.email),
  });
  const at = now.toISOString();
  const result = await newEntries(db).add({
    // The columns as jsonb_populate_record reads them (the table's column names).
    entry: {
      email: entry.email,
      name: entry.name,
      company: entry.company,
      phone: entry.phone,
      team_size: entry.teamSize,
      time_slot: entry.timeSlot,
      message: entry.message,
      prompt: entry.prompt,
      source_page: entry.sourcePage,
      referral_code: entry.referralCode,
      referred_by: entry.referredBy,
      referral_counts: entry.referralCounts,
      disposable: entry.disposable,
      confirm_token_hash: confirm.hash,
      confirm_token_expires_at: confirm.expiresAt.toISOString(),
      last_mail_at: at,
      created_at: at,
      updated_at: at,
    },
    mail: { subject: mail.subject, text: mail.text, html: mail.html },
    event: eventBody("waitlist.joined", {
      email: entry.email,
      name: entry.name,
      company: entry.company,
      prompt: entry.prompt,
      sourcePage: entry.sourcePage,
      referredBy: entry.referredBy,
      disposable: entry.disposable,
      createdAt: at,
    }),
  });
  if (result.created) return { created: true, mailIds: result.mailId ? [result.mailId] : [] };
  return joinAgain(db, input.email, context, now);
}

/** A new join as `insertNewEntries` writes it. */
interface NewEntry {
  entry: { email: string } & Record<string, unknown>;
  mail: { subject: string; text: string; html: string };
  /** The `waitlist.joined` webhook body. */
  event: string;
}

/**
 * The joins of a database waiting to be written. Two batches at a time: a
 * join is written at once unless two are under way (then it goes with the
 * next); a batch holds at most 100 joins (a few hundred KB of statement).
 */
const newEntryBatchers = new WeakMap<Database, WriteBatcher<NewEntry, { created: boolean; mailId: string | null }>>();
function newEntries(db: Database) {
  let batcher = newEntryBatchers.get(db);
  if (!batcher) {
    batcher = new WriteBatcher((joins) => insertNewEntries(db, joins), { maxBatch: 100, maxInFlight: 2, keyOf: (join) => mailboxOf(join.entry.email) });
    newEntryBatchers.set(db, batcher);
  }
  return batcher;
}

/**
 * Inserts the entries that are not on the list yet, with their mails and
 * webhook deliveries, in one statement; answers per join (in order) whether
 * its entry was inserted and the id of its mail. The joins travel as one
 * JSON parameter; their mailboxes are distinct (WriteBatcher's key). The
 * mailbox column is filled by its trigger; a conflict on it or on the
 * address inserts nothing.
 */
async function insertNewEntries(db: Database, joins: NewEntry[]) {
  const rows = await selectRows<{ created: boolean; mailId: string | null }>(
    db,
    sql`with input as (
        select j."n", e.*, j."doc"->'mail' as "mail", j."doc"->>'event' as "event"
        from jsonb_array_elements(${JSON.stringify(joins)}::jsonb) with ordinality as j("doc", "n"),
          jsonb_populate_record(null::${waitlistEntries}, j."doc"->'entry') as e),
      inserted as (
        insert into ${waitlistEntries} ("email", "name", "company", "phone", "team_size", "time_slot", "message", "prompt", "source_page",
          "referral_code", "referred_by", "referral_counts", "disposable",
          "confirm_token_hash", "confirm_token_expires_at", "last_mail_at", "created_at", "updated_at")
        select "email", "name", "company", "phone", "team_size", "time_slot", "message", "prompt", "source_page",
          "referral_code", "referred_by", "referral_counts", "disposable",
          "confirm_token_hash", "confirm_token_expires_at", "last_mail_at", "created_at", "updated_at"
        from input order by "n"
        on conflict do nothing
        returning "email"),
      mail as (${queueLeadMailsFrom(sql`select i."email" as "to", i."mail"->>'subject' as "subject", i."mail"->>'text' as "text", i."mail"->>'html' as "html"
        from input as i join inserted using ("email") order by i."n"`)}),
      deliveries as (${recordEventsFrom("waitlist.joined", sql`select i."event" as "body" from input as i join inserted using ("email") order by i."n"`)})
    select (ins."email" is not null) as "created", m."id" as "mailId"
    from input as i left join inserted as ins using ("email") left join mail as m on m."to" = i."email"
    order by i."n"`,
  );
  return rows;
}

/** The e-mail of the entry whose referral code brought the visitor, unless it is the visitor's own mailbox. */
async function referrerOf(db: Database, referralCode: string, email: string): Promise<string | null> {
  const [referrer] = await db
    .select({ email: waitlistEntries.email, mailbox: waitlistEntries.mailbox })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.referralCode, referralCode));
  return referrer && referrer.mailbox !== mailboxOf(email) ? referrer.email : null;
}

/**
 * A join with a mailbox already listed: lock the entry so that concurrent
 * repeats send one mail at most; the mail goes to the address it was listed
 * with. (An entry listed before the mailbox rule, as a second spelling of
 * another's mailbox, is still found by its own address.)
 */
async function joinAgain(db: Database, email: string, links: LinkContext, now: Date): Promise<JoinResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(waitlistEntries)
      .where(or(eq(waitlistEntries.email, email), eq(waitlistEntries.mailbox, mailboxOf(email))))
      .orderBy(sql`${waitlistEntries.email} = ${email} desc`)
      .limit(1)
      .for("update");
    const due = existing && existing.status !== "declined" && (!existing.lastMailAt || now.getTime() - existing.lastMailAt.getTime() >= RESEND_INTERVAL_MS);
    return { created: false, mailIds: due ? await mailEntry(tx, existing, links, now) : [] };
  });
}

export type ConfirmOutcome = { ok: true; entry: Entry } | { ok: false };

/**
 * Follows a confirmation link: once, within 7 days. Sets confirmed_at (the
 * entry gets its place in line and starts counting as a referral) and queues
 * the `waitlist.confirmed` webhooks.
 */
export async function confirmEntry(db: Database, token: string, now = new Date()): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .update(waitlistEntries)
      // The token's hash stays: the same link opened again says "already confirmed" (entryConfirmedByToken).
      .set({ confirmedAt: now, confirmTokenExpiresAt: null, updatedAt: now })
      .where(and(eq(waitlistEntries.confirmTokenHash, hashToken(token)), gt(waitlistEntries.confirmTokenExpiresAt, now), isNull(waitlistEntries.confirmedAt)))
      .returning();
    if (!entry) return { ok: false };
    await recordEvent(tx, "waitlist.confirmed", {
      email: entry.email,
      name: entry.name,
      referredBy: entry.referralCounts ? entry.referredBy : null,
      confirmedAt: now.toISOString(),
    });
    return { ok: true, entry };
  });
}

/** Whether a confirmation link would still work (looking does not use it up). */
export async function isConfirmTokenUsable(db: Database, tokenHash: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ email: waitlistEntries.email })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.confirmTokenHash, tokenHash), gt(waitlistEntries.confirmTokenExpiresAt, now), isNull(waitlistEntries.confirmedAt)));
  return rows.length > 0;
}

/** The entry a used confirmation link confirmed, or null (a link never sent, or replaced by a newer one before it was used). */
export async function entryConfirmedByToken(db: Database, tokenHash: string): Promise<Entry | null> {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.confirmTokenHash, tokenHash), isNotNull(waitlistEntries.confirmedAt)));
  return entry ?? null;
}

/** The entry a status link names, or null when the link is not (or no longer) valid. */
export async function entryByStatusToken(db: Database, secret: string, token: string): Promise<Entry | null> {
  const code = referralCodeOfStatusToken(token);
  if (!code) return null;
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.referralCode, code));
  return entry && isStatusToken(secret, token, entry) ? entry : null;
}

export interface WaitlistStatus {
  name: string;
  email: string;
  /** Where the entry is: waiting in line (pending), invited, joined (an account), declined. */
  stage: Entry["status"];
  confirmed: boolean;
  unsubscribed: boolean;
  /** Null until confirmed; kept by the places job, as of its `asOf`. */
  place: KeptPlace | null;
  referralUrl: string;
  /** When a new confirmation link may be sent (null: now, or not needed). */
  resendAt: Date | null;
}

export async function waitlistStatus(db: Database, entry: Entry, links: LinkContext, now = new Date()): Promise<WaitlistStatus> {
  const places = entry.confirmedAt ? await placesOf(db, [entry.email]) : new Map<string, KeptPlace>();
  const resendAt = entry.lastMailAt ? new Date(entry.lastMailAt.getTime() + RESEND_INTERVAL_MS) : null;
  return {
    name: entry.name,
    email: entry.email,
    stage: entry.status,
    confirmed: entry.confirmedAt !== null,
    unsubscribed: await isSuppressed(db, entry.email),
    place: places.get(entry.email) ?? null,
    referralUrl: referralUrl(links, entry.referralCode),
    resendAt: resendAt && resendAt > now ? resendAt : null,
  };
}

/** "Send a new confirmation link" on the status page: at most once per 10 minutes. */
export async function resendConfirmation(db: Database, email: string, links: LinkContext, now = new Date()) {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)).for("update");
    if (!entry || entry.confirmedAt || entry.status === "declined" || (await isSuppressed(tx, email))) return { sent: false as const, mailIds: [] };
    if (entry.lastMailAt && now.getTime() - entry.lastMailAt.getTime() < RESEND_INTERVAL_MS) {
      return { sent: false as const, retryAt: new Date(entry.lastMailAt.getTime() + RESEND_INTERVAL_MS), mailIds: [] };
    }
    return { sent: true as const, mailIds: await mailEntry(tx, entry, links, now) };
  });
}

/**
 * The unsubscribe link: the address gets no more mail about leads. It stops
 * mail only: the waitlist entry (if any) keeps its status, so an invitation
 * link already mailed still works and the entry stays in the funnel.
 */
export async function unsubscribe(db: Database, email: string) {
  await db.insert(mailSuppressions).values({ email: email.toLowerCase() }).onConflictDoNothing();
}

/**
 * Erasure ("Delete my data", or an admin's delete): the entry, every mail
 * to its address, every webhook delivery and admin feed event about it leave the database. Entries it referred keep their place
 * but no longer name it.
 */
export async function eraseWaitlistEntry(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(waitlistEntries).where(eq(waitlistEntries.email, email)).returning({ email: waitlistEntries.email });
    for (const { table, about } of erasedWithEntry) await tx.delete(table).where(about(email));
    return deleted.length > 0;
  });
}

/**
 * What else holds an entry's data, and how its rows are found: each through
 * an index (migration 0019), so an erasure reads a few rows however long the
 * outbox, the delivery log and the feed are.
 */
export const erasedWithEntry = [
  // Every mail to the address (addresses are stored as typed; entries' are lower case).
  { table: mailOutbox, about: (email: string) => sql`lower(${mailOutbox.to}) = ${email}` },
  // Webhook deliveries about the entry hold its name and prompt too (their attempts go with them).
  { table: webhookDeliveries, about: (email: string) => sql`((${webhookDeliveries.body})::jsonb -> 'data' ->> 'email') = ${email}` },
  // So do the admin feed's events about it (a stream that already sent them cannot take them back).
  { table: adminEvents, about: (email: string) => sql`((${adminEvents.body})::jsonb -> 'data' ->> 'email') = ${email}` },
] as const;
