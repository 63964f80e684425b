import { desc } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { mailOutbox } from "#app/platform/db/schema.ts";
import { completeMails, type MailRenderer } from "./mail.server.ts";

/** Shown for a mail stored without a body that could not be put together (its broadcast is gone). */
const UNRENDERED = "(This mail is put together when it is sent.)";

/**
 * The newest mails of the outbox, with their bodies (Mail outbox): a
 * broadcast's rows, stored without one, through `render`, as the sender
 * would send them.
 */
export async function listOutbox(db: Database, render?: MailRenderer, limit = 50) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  const { complete } = await completeMails(rows, render);
  return rows.map((row) => {
    const parts = complete.get(row.id);
    return {
      id: row.id,
      to: row.to,
      subject: parts?.subject ?? row.subject ?? "",
      text: parts?.text ?? UNRENDERED,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.nextAttemptAt,
      error: row.error,
    };
  });
}
