import { desc } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { mailOutbox } from "#app/platform/db/schema.ts";

/** The newest mails of the outbox, with their bodies (Mail outbox). */
export function listOutbox(db: Database, limit = 50) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      error: mailOutbox.error,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
