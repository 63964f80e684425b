import type { Database } from "#app/platform/db/client.server.ts";
import { demoRequests } from "#app/platform/db/schema.ts";
import { demoConfirmationMail } from "#app/features/leads/lead-mails.server.ts";
import { queueLeadMail } from "#app/platform/mail/mail.server.ts";
import { unsubscribeUrl } from "#app/platform/mail/mail-links.server.ts";
import { recordEvent } from "#app/platform/events/site-events.server.ts";
import { offerParagraphs, offeredTimes, openMeeting, requesterZone } from "#app/features/meetings/surface.server.ts";
import type { DemoRequestInput } from "./demo-schema.ts";

/**
 * Stores a demo request (always a new one) with its meeting (no time yet),
 * queues its confirmation (unless the address unsubscribed) and the
 * `demo.requested` webhooks, all in one transaction. The confirmation
 * offers the team's first free times within the preferred slot, in the
 * requester's zone, as booking links; while the team has set no hours it
 * carries a tentative invite instead.
 */
export async function requestDemo(
  db: Database,
  input: Omit<DemoRequestInput, "website">,
  links: { publicUrl: string; secret: string },
): Promise<{ id: string; mailIds: string[] }> {
  // What the request says, stored and sent to the webhooks alike.
  const fields = {
    name: input.name,
    email: input.email,
    company: input.company,
    phone: input.phone,
    teamSize: input.teamSize ?? null,
    timeSlot: input.timeSlot ?? null,
    message: input.message,
    prompt: input.prompt ?? null,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demoRequests)
      .values({ ...fields, sourcePage: input.sourcePage ?? null })
      .returning({ id: demoRequests.id, createdAt: demoRequests.createdAt });
    const timeZone = requesterZone(input.timeZone);
    const meeting = await openMeeting(tx, row!.id, timeZone);
    const times = await offeredTimes(tx, { timeSlot: input.timeSlot ?? null, timeZone });
    const offers = offerParagraphs(times, timeZone, links.publicUrl, meeting.token);
    const mail = demoConfirmationMail({ ...input, website: false }, links.publicUrl, unsubscribeUrl(links, input.email), new Date(), offers);
    const mailId = await queueLeadMail(tx, mail);
    await recordEvent(tx, "demo.requested", { id: row!.id, ...fields, createdAt: row!.createdAt.toISOString() });
    return { id: row!.id, mailIds: mailId ? [mailId] : [] };
  });
}
