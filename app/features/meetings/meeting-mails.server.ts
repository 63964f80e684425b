import { createEvent } from "ics";
import { site } from "#app/content/site.ts";
import { layout, type OutgoingMail } from "#app/platform/mail/mail.server.ts";
import type { MailAttachment } from "#app/platform/db/schema.ts";
import { describeSlot, type FreeSlot } from "./slots.ts";
import { wallTime } from "./zoned-time.ts";

/** The address the invites name as their organizer when the meeting has no member (the team's). */
export const TEAM_ADDRESS = "demo@droids.localhost";

/** How many times the request's mail offers (one per day, earliest first); the booking page lists them all. */
export const OFFERS_IN_MAIL = 6;

/** A booked (or cancelled) meeting as its mails need it. */
export interface MeetingForMail {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  name: string;
  email: string;
  company: string;
  memberName: string | null;
  memberEmail: string | null;
}

/** The requester's links: the booking page (pick a time, reschedule) and its cancel step. */
export const bookingUrl = (publicUrl: string, token: string, start?: Date) =>
  `${publicUrl}/demo/book/${token}${start ? `?start=${encodeURIComponent(start.toISOString())}` : ""}`;
export const cancelUrl = (publicUrl: string, token: string) => `${publicUrl}/demo/book/${token}?cancel=1`;

/** The times a request's mail offers: the first free time of each of the requester's days, up to OFFERS_IN_MAIL. */
export function timesToOffer(slots: FreeSlot[], timeZone: string, count = OFFERS_IN_MAIL): FreeSlot[] {
  const days = new Set<string>();
  const offered: FreeSlot[] = [];
  for (const slot of slots) {
    const { year, month, day } = wallTime(slot.start, timeZone);
    const key = `${year}-${month}-${day}`;
    if (days.has(key)) continue;
    days.add(key);
    offered.push(slot);
    if (offered.length === count) break;
  }
  return offered;
}

/** The paragraphs of the request's mail that offer times (each a line, then its link), or null when the team has none free. */
export function offerParagraphs(slots: FreeSlot[], timeZone: string, publicUrl: string, token: string): string[] | null {
  const offered = timesToOffer(slots, timeZone);
  if (offered.length === 0) return null;
  return [
    `Pick a time for your demo (times in ${timeZone}); one click books it:`,
    ...offered.flatMap((slot) => [describeSlot(slot.start, slot.end, timeZone), bookingUrl(publicUrl, token, slot.start)]),
    "More times:",
    bookingUrl(publicUrl, token),
  ];
}

/** The meeting's invite (RFC 5545 through `ics`): REQUEST for a booking or a move (same UID, its SEQUENCE), CANCEL for a cancellation. */
export function meetingInvite(meeting: MeetingForMail, method: "REQUEST" | "CANCEL", publicUrl: string): MailAttachment {
  const organizer = { name: meeting.memberName ?? site.companyName, email: meeting.memberEmail ?? TEAM_ADDRESS };
  const { error, value } = createEvent({
    method,
    uid: meeting.uid,
    sequence: meeting.sequence,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    title: `${site.productName} demo for ${meeting.company}`,
    description: `A ${site.productName} demo with ${organizer.name}.`,
    start: meeting.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: meeting.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    url: publicUrl,
    organizer,
    attendees: [
      { name: meeting.name, email: meeting.email, rsvp: true, partstat: "NEEDS-ACTION", role: "REQ-PARTICIPANT" },
      { name: organizer.name, email: organizer.email, rsvp: false, partstat: "ACCEPTED", role: "CHAIR" },
    ],
    productId: "droids/demo",
  });
  if (error || !value) throw error ?? new Error("The invite could not be written.");
  return { filename: method === "CANCEL" ? "droids-demo-cancelled.ics" : "droids-demo.ics", contentType: `text/calendar; method=${method}`, content: value };
}

export type MeetingChange = "booked" | "moved" | "cancelled";

const subjects: Record<MeetingChange, (meeting: MeetingForMail) => string> = {
  booked: () => `Your ${site.productName} demo is booked`,
  moved: () => `Your ${site.productName} demo was moved`,
  cancelled: () => `Your ${site.productName} demo is cancelled`,
};

const memberSubjects: Record<MeetingChange, (meeting: MeetingForMail) => string> = {
  booked: (meeting) => `Demo booked: ${meeting.company} (${meeting.name})`,
  moved: (meeting) => `Demo moved: ${meeting.company} (${meeting.name})`,
  cancelled: (meeting) => `Demo cancelled: ${meeting.company} (${meeting.name})`,
};

/**
 * The mails a booking, a move or a cancellation sends: the requester's
 * (the time in their zone, with the reschedule and cancel links while the
 * meeting stands) and the member's (the time in UTC and the requester's
 * zone), each with the invite: METHOD:REQUEST, or METHOD:CANCEL.
 */
export function meetingChangeMails(
  meeting: MeetingForMail,
  change: MeetingChange,
  links: { publicUrl: string; token: string | null },
  previousMember?: { name: string | null; email: string | null },
): OutgoingMail[] {
  const method = change === "cancelled" ? "CANCEL" : "REQUEST";
  const when = describeSlot(meeting.startsAt, meeting.endsAt, meeting.timeZone);
  const attachments = [meetingInvite(meeting, method, links.publicUrl)];
  const with_ = meeting.memberName ? ` with ${meeting.memberName}` : "";
  const requester = [
    `Hi ${meeting.name},`,
    change === "cancelled"
      ? `Your ${site.productName} demo on ${when} is cancelled.`
      : `Your ${site.productName} demo${with_} is ${change === "moved" ? "moved to" : "booked for"} ${when}. The attached invite adds it to your calendar.`,
    ...(change !== "cancelled" && links.token
      ? ["Need another time? Reschedule:", bookingUrl(links.publicUrl, links.token), "Can't make it? Cancel:", cancelUrl(links.publicUrl, links.token)]
      : []),
    ...(change === "cancelled" ? [`Want to try again? Request a new demo: ${links.publicUrl}/demo`] : []),
    `— The ${site.companyName} team\n${links.publicUrl}`,
  ];
  const mails: OutgoingMail[] = [{ to: meeting.email, subject: subjects[change](meeting), ...layout(requester), attachments }];
  const memberText = (name: string | null) => [
    `Hi ${name ?? "there"},`,
    `${change === "cancelled" ? "Cancelled" : change === "moved" ? "Moved" : "Booked"}: a demo for ${meeting.name} (${meeting.email}) of ${meeting.company}, ${describeSlot(meeting.startsAt, meeting.endsAt, "UTC")}; ${when} for them.`,
    `${links.publicUrl}/dashboard/demo-requests`,
  ];
  if (meeting.memberEmail)
    mails.push({ to: meeting.memberEmail, subject: memberSubjects[change](meeting), ...layout(memberText(meeting.memberName)), attachments });
  // A move to another member: the former one's calendar drops it.
  if (previousMember?.email && previousMember.email !== meeting.memberEmail) {
    const gone = { ...meeting, memberName: previousMember.name, memberEmail: previousMember.email };
    mails.push({
      to: previousMember.email,
      subject: memberSubjects.cancelled(meeting),
      ...layout([`Hi ${previousMember.name ?? "there"},`, `The demo for ${meeting.name} of ${meeting.company} moved to another team member.`]),
      attachments: [meetingInvite(gone, "CANCEL", links.publicUrl)],
    });
  }
  return mails;
}

/** A reminder ("in 24 hours", "in 1 hour") to the requester and the member. */
export function reminderMails(meeting: MeetingForMail, label: string, publicUrl: string): OutgoingMail[] {
  const mails: OutgoingMail[] = [
    {
      to: meeting.email,
      subject: `Reminder: your ${site.productName} demo in ${label}`,
      ...layout([
        `Hi ${meeting.name},`,
        `A reminder: your ${site.productName} demo${meeting.memberName ? ` with ${meeting.memberName}` : ""} is on ${describeSlot(meeting.startsAt, meeting.endsAt, meeting.timeZone)}.`,
        `— The ${site.companyName} team\n${publicUrl}`,
      ]),
    },
  ];
  if (meeting.memberEmail)
    mails.push({
      to: meeting.memberEmail,
      subject: `Reminder: demo with ${meeting.company} in ${label}`,
      ...layout([
        `Hi ${meeting.memberName ?? "there"},`,
        `A reminder: the demo for ${meeting.name} (${meeting.email}) of ${meeting.company} is on ${describeSlot(meeting.startsAt, meeting.endsAt, "UTC")}.`,
      ]),
    });
  return mails;
}
