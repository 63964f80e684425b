import { data } from "react-router";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { queueMail } from "#app/platform/mail/mail.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { AdminBookingForm } from "./admin-booking-schema.ts";
import {
  bookingProblem,
  bookingRefusals,
  bookMeeting,
  meetingOfRequest,
  meetingsOfRequests,
  newMeetingToken,
  requesterZone,
  teamHours,
  type BookedMeeting,
} from "./meetings.server.ts";
import { adminBookingTexts as texts } from "./booking-texts.ts";
import { meetingChangeMails } from "./meeting-mails.server.ts";
import { describeSlot, type TimeProblem } from "./slots.ts";
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

/** The team members an admin may give a demo to (hours set), by name: the booking form's choices. */
export async function bookableMembers(args: RequestArgs) {
  const team = await teamHours(appOf(args).db);
  return team.map((member) => ({ id: member.memberId, name: member.name })).sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** What a time problem tells the admin, naming the member. */
function problemText(problem: TimeProblem, names: Map<string, string>) {
  const name = (id: string) => names.get(id) ?? "This team member";
  switch (problem.kind) {
    case "too-soon":
      return texts.tooSoon;
    case "too-late":
      return texts.tooLate(problem.days);
    case "off-grid":
      return texts.offGrid;
    case "off-member-grid":
      return texts.offMemberGrid(name(problem.memberId), problem.first, problem.timeZone);
    case "outside-hours":
      return texts.outsideHours(name(problem.memberId), problem.weekday, problem.hours, problem.timeZone);
    case "day-off":
      return texts.dayOff(name(problem.memberId), problem.weekday, problem.timeZone);
    case "member-busy":
      return texts.memberBusy(name(problem.memberId));
    case "team-busy":
      return texts.teamBusy;
    case "nobody":
      return texts.nobody;
    case "no-team":
      return texts.noTeam;
  }
}

/**
 * An admin books or moves a request's meeting by hand: at a free time of a
 * member's hours (the requester's preferred slot may be left), with the
 * member they pick or whoever is free (round robin). A time that cannot be
 * booked is refused with the reason (off the half hours, outside the
 * member's hours, taken); the exclusion constraint still settles races. The requester gets the invite with new links (the link token is
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
      write: async ({ requestId, start, timeZone, memberId: picked }) => {
        const meeting = await meetingOfRequest(db, requestId);
        if (!meeting) throw new FormRefusal("That demo request does not exist.", 404);
        const team = await teamHours(db);
        const memberId = picked || null;
        if (memberId && !team.some((member) => member.memberId === memberId)) throw new FormRefusal(texts.unknownMember, 400);
        const names = new Map(team.map((member) => [member.memberId, member.name]));
        const [date, clock] = start.split("T") as [string, string];
        const [year, month, day] = date.split("-").map(Number) as [number, number, number];
        const [hour, minute] = clock.split(":").map(Number) as [number, number];
        const instant = zonedInstant({ year, month, day }, hour * 60 + minute, requesterZone(timeZone));
        const change = meeting.status === "booked" ? "moved" : "booked";
        // The admin never had the requester's link: the claim stores a new one, which their mail carries.
        const link = newMeetingToken();
        const after = async (tx: Database, booked: BookedMeeting) => {
          for (const mail of meetingChangeMails(
            booked,
            change,
            { publicUrl: config.publicUrl, token: link.token },
            { name: meeting.memberName, email: meeting.memberEmail },
          ))
            mailIds.push(await queueMail(tx, mail));
        };
        const why = async () => {
          const problem = await bookingProblem(db, { start: instant, memberId, exceptMeetingId: meeting.id }, team);
          return problem ? problemText(problem, names) : null;
        };
        const before = await why();
        if (before) throw new FormRefusal(before, 409);
        const outcome = await bookMeeting(db, meeting.id, instant, { anyHours: true, memberId: memberId ?? undefined, tokenHash: link.hash, after });
        // Refused after all: the time was taken meanwhile (the database settled a race), said as the state now reads.
        if (!outcome.booked)
          throw new FormRefusal(outcome.reason === "closed" ? bookingRefusals.closed : ((await why()) ?? bookingRefusals[outcome.reason]), 409);
        logger.info({ meetingId: meeting.id, by: admin.id, startsAt: instant, change, memberId: outcome.meeting.memberId }, "demo meeting booked by hand");
        return texts.booked(change, meeting.name, outcome.meeting.memberName, describeSlot(outcome.meeting.startsAt, outcome.meeting.endsAt, "UTC"));
      },
    },
    fields,
  );
  if (mailIds.length > 0) kickMail();
  return data<FormResult>(outcome.result, { status: outcome.status });
}
