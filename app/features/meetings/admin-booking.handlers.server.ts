import { data } from "react-router";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { queueMail } from "#app/platform/mail/mail.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { AdminBookingForm } from "./admin-booking-schema.ts";
import { bookingRefusals, bookMeeting, meetingOfRequest, meetingsOfRequests, renewMeetingToken, requesterZone, type BookedMeeting } from "./meetings.server.ts";
import { meetingChangeMails } from "./meeting-mails.server.ts";
import { describeSlot } from "./slots.ts";
import { zonedInstant } from "./zoned-time.ts";
import type { Database } from "#app/platform/db/client.server.ts";

/** A meeting's time in the table's narrow column, e.g. "1 Dec 2026, 09:00". */
const shortUtc = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The meeting cells of a page of the admin table: status, time (UTC), member. */
export async function meetingCells(args: RequestArgs, requestIds: string[]) {
  const meetings = await meetingsOfRequests(appOf(args).db, requestIds);
  return Object.fromEntries(
    Object.entries(meetings).map(([id, meeting]) => [
      id,
      {
        status: meeting.status,
        when: meeting.startsAt ? `${shortUtc.format(meeting.startsAt)} UTC` : null,
        memberName: meeting.memberName,
      },
    ]),
  );
}

/**
 * An admin books or moves a request's meeting by hand: at a free time of a
 * member's hours (the requester's preferred slot may be left), round robin
 * as ever. The requester gets the invite with new links (the link token is
 * renewed: the admin never had the old one), the member theirs.
 */
export async function adminBookingAction(args: RequestArgs, fields?: Record<string, string | string[]>) {
  const admin = await requireRole(args, "admin");
  const { db, config, logger, kickMail } = appOf(args);
  const mailIds: string[] = [];
  const outcome = await runSignedInForm(
    args.request,
    {
      schema: AdminBookingForm,
      publicUrl: config.publicUrl,
      texts: { success: (title: string) => ({ title }) },
      write: async ({ requestId, start, timeZone }) => {
        const meeting = await meetingOfRequest(db, requestId);
        if (!meeting) throw new FormRefusal("That demo request does not exist.", 404);
        const [date, clock] = start.split("T") as [string, string];
        const [year, month, day] = date.split("-").map(Number) as [number, number, number];
        const [hour, minute] = clock.split(":").map(Number) as [number, number];
        const instant = zonedInstant({ year, month, day }, hour * 60 + minute, requesterZone(timeZone));
        const change = meeting.status === "booked" ? "moved" : "booked";
        const after = async (tx: Database, booked: BookedMeeting) => {
          const token = await renewMeetingToken(tx, booked.id);
          for (const mail of meetingChangeMails(
            booked,
            change,
            { publicUrl: config.publicUrl, token },
            { name: meeting.memberName, email: meeting.memberEmail },
          ))
            mailIds.push(await queueMail(tx, mail));
        };
        const outcome = await bookMeeting(db, meeting.id, instant, { anyHours: true, after });
        if (!outcome.booked) throw new FormRefusal(outcome.reason === "closed" ? bookingRefusals.closed : bookingRefusals[outcome.reason], 409);
        logger.info({ meetingId: meeting.id, by: admin.id, startsAt: instant, change }, "demo meeting booked by hand");
        return `${change === "moved" ? "Moved" : "Booked"}: ${meeting.name}'s demo with ${outcome.meeting.memberName}, ${describeSlot(outcome.meeting.startsAt, outcome.meeting.endsAt, "UTC")}.`;
      },
    },
    fields,
  );
  if (mailIds.length > 0) kickMail();
  return data<FormResult>(outcome.result, { status: outcome.status });
}
