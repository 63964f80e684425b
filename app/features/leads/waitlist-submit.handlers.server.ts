import { getConfig } from "../../platform/config.server.ts";
import { handleLeadApi, handleLeadForm } from "./lead-endpoints.handlers.server.ts";
import type { LeadForm } from "./lead-submission.server.ts";
import { waitlistSchema, type WaitlistInput } from "./waitlist-schema.ts";
import { waitlistTexts } from "./waitlist-texts.ts";
import { referralCodeFromCookie } from "./referral-cookie.ts";
import { joinWaitlist } from "./waitlist.server.ts";

export const waitlistLeadForm: LeadForm<WaitlistInput> = {
  name: "waitlist",
  schema: waitlistSchema,
  texts: waitlistTexts,
  save: (db, input, request) =>
    joinWaitlist(db, input, {
      publicUrl: getConfig().publicUrl,
      secret: getConfig().authSecret,
      referralCode: referralCodeFromCookie(request.headers.get("cookie")),
    }),
  successStatus: 200,
};

export const submitWaitlistForm = (request: Request) =>
  handleLeadForm(request, waitlistLeadForm, getConfig().RATE_LIMIT_WAITLIST);

export const submitWaitlistApi = (request: Request) =>
  handleLeadApi(request, waitlistLeadForm, getConfig().RATE_LIMIT_WAITLIST);
