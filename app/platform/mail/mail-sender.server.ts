import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { mailOutbox } from "#app/platform/db/schema.ts";
import { retryDelayMs, startWorker, type WorkerTiming } from "#app/platform/background-worker.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { withTimeout } from "#app/platform/timeout.ts";
import { leaseDue } from "#app/platform/outbox-lease.server.ts";
import { completeMails, type MailRenderer, type MailTransport } from "./mail.server.ts";

/**
 * Transient failures are retried, as mail servers retry, until at least this
 * long after the mail was queued: an SMTP relay down for hours loses nothing.
 */
export const MAIL_RETRY_FOR_MS = 24 * 60 * 60_000;
/** Waits before retry n (1-based): 1 minute × 2^(n-1), never more than 1 hour (1, 2, 4, … 32, 60, 60, … minutes). */
export const MAIL_RETRY_BASE_MS = 60_000;
export const MAIL_RETRY_CAP_MS = 60 * 60_000;
/** How long one send may take before it counts as timed out. */
export const MAIL_TIMEOUT_MS = 60_000;
/** How long a picked mail is leased to one sender; longer than a send can take, so no mail goes twice. */
const LEASE_MS = MAIL_TIMEOUT_MS + 4 * 60_000;
const BATCH = 10;

export interface MailSenderOptions {
  transport: MailTransport;
  from: string;
  now?: () => Date;
  retryBaseMs?: number;
  timeoutMs?: number;
  /** Puts together the rows stored without a body (a broadcast's recipients) when they are sent. */
  render?: MailRenderer;
  /** Told of each mail handed to the SMTP server, or given up on (the metrics count them). */
  onDelivered?: (result: "sent" | "failed") => void;
}

/**
 * Whether a failed send is final. An SMTP answer 5xx is a permanent refusal
 * (unknown mailbox, policy): sending the same mail again gets the same
 * answer. Network errors, timeouts and 4xx answers (transient by SMTP's own
 * definition: greylisting, mailbox busy, server shutting down) are retried.
 */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * Sends every outbox mail that is due, once each: the due rows are claimed
 * with FOR UPDATE SKIP LOCKED and leased (next_attempt_at moved past the
 * send) before they are sent, so several processes share the work and never
 * send one mail twice; a process that dies mid-send leaves its mails to be
 * tried again after the lease. A transient failure (network error,
 * timeout, 4xx answer) is retried with growing back-off until
 * MAIL_RETRY_FOR_MS after the mail was queued; a 5xx answer, or a failure
 * after that, marks the mail failed with its error. A row stored without a
 * body (a broadcast's recipient) is put together by `render` first, once per
 * batch; one it cannot put together fails like a send, and is retried.
 * Returns how many mails were attempted.
 */
export async function sendDueMail(db: Database, options: MailSenderOptions): Promise<number> {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? MAIL_TIMEOUT_MS;
  const leased = await leaseDue(db, mailOutbox, {
    now: options.now?.(),
    leaseMs: LEASE_MS,
    limit: BATCH,
    // Mail about one person (confirmations, invitations) goes before a broadcast's thousands.
    orderBy: [sql`${mailOutbox.broadcastId} is not null`, mailOutbox.nextAttemptAt],
  });
  if (leased.length === 0) return 0;
  const rendered = await completeMails(leased, options.render);
  await Promise.all(
    leased.map(async (mail) => {
      const attempts = mail.attempts + 1;
      try {
        const parts = rendered.complete.get(mail.id);
        if (!parts) throw rendered.error ?? new Error("This mail is stored without a body, and its renderer did not put it together.");
        await withTimeout(
          options.transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: parts.subject,
            text: parts.text,
            html: parts.html,
            attachments: mail.attachments,
            headers: parts.headers ?? {},
          }),
          timeoutMs,
        );
      } catch (caught) {
        const final = isPermanentMailError(caught) || now().getTime() - mail.queuedAt.getTime() >= MAIL_RETRY_FOR_MS;
        logger.warn({ mailId: mail.id, attempts, final, err: caught }, final ? "mail delivery failed for good" : "mail delivery failed, will retry");
        const delay = final ? 0 : retryDelayMs(attempts, options.retryBaseMs ?? MAIL_RETRY_BASE_MS, MAIL_RETRY_CAP_MS);
        await db
          .update(mailOutbox)
          .set({
            attempts,
            status: final ? "failed" : "pending",
            error: String((caught as Error)?.message ?? caught).slice(0, 2000),
            nextAttemptAt: new Date(now().getTime() + delay),
          })
          .where(eq(mailOutbox.id, mail.id));
        if (final) options.onDelivered?.("failed");
        return;
      }
      await db.update(mailOutbox).set({ attempts, status: "sent", sentAt: now(), error: null }).where(eq(mailOutbox.id, mail.id));
      options.onDelivered?.("sent");
    }),
  );
  return leased.length;
}

/**
 * sendDueMail at most `perSecond` mails a second: after each batch it waits
 * out what is left of the batch's share of time, so a broadcast to
 * thousands goes out at a steady rate the SMTP relay accepts.
 */
export function rateLimitedSend(send: () => Promise<number>, perSecond: number, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))) {
  return async () => {
    const started = performance.now();
    const sent = await send();
    const wait = (sent * 1000) / perSecond - (performance.now() - started);
    if (sent > 0 && wait > 0) await sleep(wait);
    return sent;
  };
}

/**
 * The process's mail sender (when SMTP is configured): wakes when
 * its `kick` says mail was queued (the app context's `kickMail`), and every few seconds for retries and for
 * what another process or an earlier run left. Without a transport mail
 * stays in the outbox and nothing runs.
 */
export function startMailSender(
  db: Database,
  options: Omit<MailSenderOptions, "transport"> & {
    transport: MailTransport | null;
    /** At most this many mails a second (MAIL_RATE_PER_SECOND); unbounded when unset. */
    perSecond?: number;
    onError?: (error: unknown) => void;
  } & WorkerTiming,
) {
  const { transport } = options;
  if (!transport) return { kick: async () => {}, stop: async () => {} };
  const send = () => sendDueMail(db, { ...options, transport });
  return startWorker(options.perSecond ? rateLimitedSend(send, options.perSecond) : send, options);
}
