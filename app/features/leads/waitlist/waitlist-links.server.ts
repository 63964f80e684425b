import type { LinkContext } from "#app/platform/mail/mail-links.server.ts";
import { statusToken } from "./waitlist-tokens.server.ts";

export const statusUrl = (links: LinkContext, entry: { referralCode: string; email: string }) =>
  `${links.publicUrl}/waitlist/status/${statusToken(links.secret, entry)}`;

export const confirmUrl = (links: LinkContext, token: string) => `${links.publicUrl}/waitlist/confirm/${token}`;

/** A referral link: any page with `?ref=CODE` remembers the code for 30 days. */
export const referralUrl = (links: Pick<LinkContext, "publicUrl">, referralCode: string) => `${links.publicUrl}/?ref=${referralCode}`;

/** An invitation link: the sign-up form with the invited address filled in and fixed. */
export const invitationUrl = (links: Pick<LinkContext, "publicUrl">, token: string) =>
  `${links.publicUrl}/sign-up?${new URLSearchParams({ invitation: token })}`;
