import type { Database } from "../db/client.server.ts";
import { waitlistEntries } from "../db/schema.ts";
import { waitlistConfirmationMail } from "../mail/lead-mails.server.ts";
import { queueMail } from "../mail/mail.server.ts";
import type { WaitlistInput } from "./waitlist-form.ts";

export interface JoinResult {
  /** False when the e-mail was already on the list (nothing was written). */
  created: boolean;
  /** Mails queued with the entry, to deliver after the commit. */
  mailIds: string[];
}

/**
 * Puts an e-mail on the waitlist, once. The primary key and ON CONFLICT make
 * concurrent joins with one address create exactly one entry; a repeat join
 * changes nothing and reveals nothing. The confirmation mail is queued in the
 * same transaction.
 */
export async function joinWaitlist(
  db: Database,
  input: Omit<WaitlistInput, "website">,
  publicUrl: string,
): Promise<JoinResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(waitlistEntries)
      .values({
        email: input.email,
        name: input.name,
        company: input.company,
        phone: input.phone,
        teamSize: input.teamSize,
        timeSlot: input.timeSlot,
        message: input.message,
        prompt: input.prompt ?? null,
        sourcePage: input.sourcePage ?? null,
      })
      .onConflictDoNothing({ target: waitlistEntries.email })
      .returning({ email: waitlistEntries.email });
    if (inserted.length === 0) return { created: false, mailIds: [] };
    const mailId = await queueMail(tx, waitlistConfirmationMail(input, publicUrl));
    return { created: true, mailIds: [mailId] };
  });
}
