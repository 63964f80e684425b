import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { broadcasts, mailOutbox, mailSuppressions, type MailAttachment } from "#app/platform/db/schema.ts";
import { escapeHtml } from "#app/platform/text/escape.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

const isLink = (paragraph: string) => /^https?:\/\/\S+$/.test(paragraph);

/**
 * A mail's text and HTML bodies from its paragraphs (plain text; line breaks
 * kept; a paragraph that is only a URL becomes a link).
 */
export function layout(paragraphs: string[]): Pick<OutgoingMail, "text" | "html"> {
  const html = paragraphs.map((paragraph) =>
    isLink(paragraph) ? `<p><a href="${escapeHtml(paragraph)}">${escapeHtml(paragraph)}</a></p>` : `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`,
  );
  return {
    text: paragraphs.join("\n\n"),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">${html.join("")}</body></html>`,
  };
}

/** An outbox row as stored: a broadcast's recipient row has no subject, text or html (see MailRenderer). */
export type StoredMail = typeof mailOutbox.$inferSelect;

/** What the sender sends: the stored row's address, attachments and bookkeeping, with its subject, bodies and headers. */
export type RenderedMail = Pick<OutgoingMail, "subject" | "text" | "html" | "headers">;

/**
 * Puts together the mails the outbox stores without a body (rows whose
 * subject, text and html are null: a broadcast's recipients), a batch at a
 * time so that what the batch's mails share is read and rendered once.
 * Returns each such mail's parts by its id; a mail it leaves out cannot be
 * sent (and is retried). The feature that writes such rows supplies it where
 * the app is assembled (server/site.ts), so the mail layer knows no feature.
 */
export type MailRenderer = (mails: StoredMail[]) => Promise<Map<string, RenderedMail>>;

/** Whether a stored row carries its own subject and bodies (every mail but a broadcast's recipients). */
export const isStoredWhole = (mail: StoredMail): mail is StoredMail & { subject: string; text: string; html: string } =>
  mail.subject !== null && mail.text !== null && mail.html !== null;

/**
 * The stored rows with their subject and bodies: a whole row as it is, the
 * others through `render`. A mail left out (no renderer, or it failed:
 * `error`) cannot be sent yet; the rows stored whole go out regardless.
 */
export async function completeMails(mails: StoredMail[], render: MailRenderer | undefined) {
  const complete = new Map<string, RenderedMail>();
  const bodiless: StoredMail[] = [];
  for (const mail of mails) {
    if (isStoredWhole(mail)) complete.set(mail.id, { subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    else bodiless.push(mail);
  }
  let error: unknown = bodiless.length > 0 && !render ? new Error("This mail is stored without a body, and no renderer is configured.") : undefined;
  if (bodiless.length > 0 && render) {
    try {
      for (const [id, parts] of await render(bodiless)) complete.set(id, parts);
    } catch (caught) {
      error = caught;
    }
  }
  return { complete, error };
}

/** What sends a mail: nodemailer's transport when SMTP_URL is set. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: { filename: string; contentType: string; content: string }[];
    headers?: Record<string, string>;
  }): Promise<unknown>;
}

/**
 * Writes a mail to the outbox. Call it inside the transaction that stores
 * what the mail is about, so that the two commit (or fail) together; after
 * the commit, the app context's `kickMail()` has it sent.
 */
export async function queueMail(db: Pick<Database, "insert">, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, attachments: mail.attachments ?? [], headers: mail.headers ?? {} })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

const transports = new Map<string, MailTransport>();

/** The SMTP transport for a URL, made once; null when no URL is configured. */
export function smtpTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Short network timeouts (nodemailer's defaults are minutes): a stalled server fails the attempt, which is retried.
    // nodemailer is loaded with the first mail sent: a site without SMTP never holds it (docs/decisions/0024-memory.md).
    let sender: Promise<{ sendMail: MailTransport["sendMail"] }> | undefined;
    const connect = () =>
      import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
      );
    transport = { sendMail: async (message) => (await (sender ??= connect())).sendMail(message) };
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Whether the address used an unsubscribe link: no more mail about leads goes to it. */
export async function isSuppressed(db: Pick<Database, "select">, email: string): Promise<boolean> {
  const rows = await db.select({ email: mailSuppressions.email }).from(mailSuppressions).where(eq(mailSuppressions.email, email.toLowerCase()));
  return rows.length > 0;
}

/**
 * queueLeadMail as one part of a larger statement: an INSERT that queues
 * the rows of `mails` (a query with "to", "subject", "text" and "html"
 * columns) except those to addresses that unsubscribed, returning each
 * queued mail's "id" and "to". A writer puts it in a data-modifying CTE
 * beside the write the mails are about, so they commit together in one
 * round trip.
 */
export function queueLeadMailsFrom(mails: SQL): SQL {
  return sql`insert into ${mailOutbox} ("to", "subject", "text", "html", "attachments")
    select m."to", m."subject", m."text", m."html", '[]'::jsonb from (${mails}) as m
    where not exists (select 1 from ${mailSuppressions} as s where s."email" = lower(m."to"))
    returning "id", "to"`;
}

/** queueMail, unless the address has unsubscribed (then null). */
export async function queueLeadMail(db: Pick<Database, "insert" | "select">, mail: OutgoingMail): Promise<string | null> {
  if (await isSuppressed(db, mail.to)) return null;
  return queueMail(db, mail);
}

/**
 * An admin's "Send again" for a failed mail: it waits in the queue as if
 * just written (tried at once, retried for another 24 hours). Only a failed
 * mail goes back; a sent or waiting one is left alone (false).
 */
export async function requeueFailedMail(db: Pick<Database, "update">, id: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, error: null, queuedAt: sql`now()`, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** The queue's oldest waiting (not yet sent, not failed) mail, or null when none waits. */
export async function oldestWaitingMail(db: Pick<Database, "select">) {
  const [mail] = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      // A broadcast's row stores no subject: its broadcast's.
      subject: sql<string>`coalesce(${mailOutbox.subject}, (select ${broadcasts.subject} from ${broadcasts} where ${broadcasts.id} = ${mailOutbox.broadcastId}), '')`,
      createdAt: mailOutbox.createdAt,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(1);
  return mail ?? null;
}
