import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { handleLeadApi, handleLeadForm } from "#app/features/leads/lead-endpoints.handlers.server.ts";
import type { LeadForm } from "#app/features/leads/lead-submission.server.ts";
import { waitlistSchema, type WaitlistInput } from "./waitlist-schema.ts";
import { waitlistTexts } from "./waitlist-texts.ts";
import { referralCodeFromCookie } from "./referral-cookie.ts";
import { joinWaitlist } from "./waitlist.server.ts";
import { clientNetworkOf } from "#app/platform/http/client-network.server.ts";

export const waitlistLeadForm: LeadForm<WaitlistInput> = {
  name: "waitlist",
  schema: waitlistSchema,
  texts: waitlistTexts,
  save: async (db, input, { request, publicUrl, secret }) =>
    joinWaitlist(db, input, {
      publicUrl,
      secret,
      referralCode: await referralCodeFromCookie(request.headers.get("cookie")),
      network: clientNetworkOf(request),
    }),
  successStatus: 200,
};

export const submitWaitlistForm = (args: RequestArgs) => handleLeadForm(args, waitlistLeadForm, appOf(args).config.RATE_LIMIT_WAITLIST);

export const submitWaitlistApi = (args: RequestArgs) => handleLeadApi(args, waitlistLeadForm, appOf(args).config.RATE_LIMIT_WAITLIST);
