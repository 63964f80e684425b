import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { invitationLink, requestNewInvitationLink, type InvitationLink } from "./invitations.server.ts";
import { invitationPageTexts } from "./invitation-texts.ts";

/** What the sign-up page shows for `?invitation=TOKEN`: the fixed address, or why the link no longer works. */
export async function loadInvitation(args: RequestArgs, token: string): Promise<InvitationLink & { token: string }> {
  return { ...(await invitationLink(appOf(args).db, token)), token };
}

/**
 * The invitation link vouches for a sign-up's address: the sign-up route
 * hands this to accounts' sign-up action (an `AddressVoucher`).
 */
export const invitationVoucher = (args: RequestArgs) => ({
  async addressOf(token: string) {
    const link = await invitationLink(appOf(args).db, token);
    return link.state === "valid" ? link.email : null;
  },
  refused: invitationPageTexts.invalid,
});

const timeOf = (date: Date) => date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });

/** "Send me a new link" on an expired or used invitation link: a new link at most every 10 minutes. */
export async function requestNewInvitationAction(args: RequestArgs, token: string) {
  const app = appOf(args);
  const outcome = await requestNewInvitationLink(app.db, token, { publicUrl: app.config.publicUrl, secret: app.config.authSecret });
  if (outcome.sent) {
    if (outcome.mailIds.length > 0) app.kickMail();
    return data<FormResult>({ ok: true, ...invitationPageTexts.sent(outcome.email) });
  }
  if (outcome.reason === "too-soon") return data<FormResult>({ ok: false, ...invitationPageTexts.tooSoon(timeOf(outcome.retryAt)) }, { status: 429 });
  if (outcome.reason === "joined") return data<FormResult>({ ok: false, ...invitationPageTexts.joined }, { status: 409 });
  return data<FormResult>({ ok: false, ...invitationPageTexts.invalid }, { status: 404 });
}
