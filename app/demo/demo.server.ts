import type { Database } from "../db/client.server.ts";
import { demoRequests } from "../db/schema.ts";
import { demoConfirmationMail } from "../mail/lead-mails.server.ts";
import { queueMail } from "../mail/mail.server.ts";
import type { DemoRequestInput } from "./demo-form.ts";

/** Stores a demo request (always a new one) and queues its confirmation with a tentative invite. */
export async function requestDemo(
  db: Database,
  input: Omit<DemoRequestInput, "website">,
  publicUrl: string,
): Promise<{ id: string; mailIds: string[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demoRequests)
      .values({
        name: input.name,
        email: input.email,
        company: input.company,
        phone: input.phone,
        teamSize: input.teamSize ?? null,
        timeSlot: input.timeSlot ?? null,
        message: input.message,
        prompt: input.prompt ?? null,
        sourcePage: input.sourcePage ?? null,
      })
      .returning({ id: demoRequests.id });
    const mailId = await queueMail(tx, demoConfirmationMail({ ...input, website: false }, publicUrl));
    return { id: row!.id, mailIds: [mailId] };
  });
}
