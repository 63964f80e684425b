import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, readFormFields, runFormPipeline } from "#app/platform/forms/form-action.server.ts";
import { queueMail } from "#app/platform/mail/mail.server.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { BookingForm } from "./booking-schema.ts";
import { bookingTexts } from "./booking-texts.ts";
import { bookingRefusals, bookMeeting, cancelMeeting, meetingByToken, offeredTimes, type BookedMeeting } from "./meetings.server.ts";
import { meetingChangeMails, type MeetingChange } from "./meeting-mails.server.ts";
import { describeSlot } from "./slots.ts";

/** How many times the booking page lists (two weeks of a flexible slot can be hundreds). */
export const TIMES_ON_PAGE = 60;

type TokenArgs = RequestArgs & { params: { token: string } };

/** Queues a change's mails in its transaction; returns their ids through `ids`. */
export const queueChangeMails =
  (publicUrl: string, token: string | null, change: MeetingChange, ids: string[], previousMember?: { name: string | null; email: string | null }) =>
  async (tx: Database, meeting: BookedMeeting) => {
    for (const mail of meetingChangeMails(meeting, change, { publicUrl, token }, previousMember)) ids.push(await queueMail(tx, mail));
  };

/**
 * GET /demo/book/:token: the meeting as it stands and the times the team
 * can offer (in the requester's zone); `?start=` marks the time the mail's
 * link chose (booked only by the page's button: mail scanners open links),
 * `?cancel=1` asks before cancelling.
 */
export async function loadBookingPage(args: TokenArgs) {
  const { db } = appOf(args);
  const meeting = await meetingByToken(db, args.params.token);
  if (!meeting) return data({ meeting: null, times: [], chosen: null, cancelAsk: false }, { status: 404 });
  const url = new URL(args.request.url);
  const times =
    meeting.status === "cancelled"
      ? []
      : (await offeredTimes(db, { timeSlot: meeting.timeSlot, timeZone: meeting.timeZone, exceptMeetingId: meeting.id }))
          .slice(0, TIMES_ON_PAGE)
          .map((slot) => ({ start: slot.start.toISOString(), label: describeSlot(slot.start, slot.end, meeting.timeZone) }));
  const chosen = times.find((time) => time.start === url.searchParams.get("start")) ?? null;
  return {
    meeting: {
      status: meeting.status,
      timeZone: meeting.timeZone,
      name: meeting.name,
      memberName: meeting.memberName,
      when: meeting.startsAt && meeting.endsAt ? describeSlot(meeting.startsAt, meeting.endsAt, meeting.timeZone) : null,
    },
    times,
    chosen,
    cancelAsk: url.searchParams.get("cancel") === "1" && meeting.status === "booked",
  };
}

/**
 * POST /demo/book/:token through the one form pipeline: origin (403) →
 * schema (400) → book, move or cancel, with both sides' mails and invites
 * in the same transaction. A time taken meanwhile answers 409 "This time
 * was just taken".
 */
export async function bookingAction(args: TokenArgs) {
  const app = appOf(args);
  const { db, config } = app;
  const token = args.params.token;
  const mailIds: string[] = [];
  const outcome = await runFormPipeline(args.request, await readFormFields(args.request), {
    schema: BookingForm,
    publicUrl: config.publicUrl,
    texts: { success: (done: { title: string }) => done, errorTitle: bookingTexts.refused },
    write: async (input) => {
      const meeting = await meetingByToken(db, token);
      if (!meeting) throw new FormRefusal(bookingTexts.invalid.description, 404);
      if (input.intent === "cancel") {
        const cancelled = await cancelMeeting(db, meeting.id, queueChangeMails(config.publicUrl, token, "cancelled", mailIds));
        if (!cancelled) throw new FormRefusal(bookingTexts.notBooked, 409);
        return { title: bookingTexts.cancelled };
      }
      const change = meeting.status === "booked" ? "moved" : "booked";
      const previous = { name: meeting.memberName, email: meeting.memberEmail };
      const booked = await bookMeeting(db, meeting.id, input.start, { after: queueChangeMails(config.publicUrl, token, change, mailIds, previous) });
      if (!booked.booked) throw new FormRefusal(bookingRefusals[booked.reason], booked.reason === "not-offered" ? 400 : 409);
      return { title: change === "moved" ? bookingTexts.movedDone : bookingTexts.bookedDone };
    },
  });
  if (mailIds.length > 0) app.kickMail();
  return data(outcome.result, { status: outcome.status });
}
