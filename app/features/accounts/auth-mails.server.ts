import { site } from "#app/content/site.ts";
import { layout, type OutgoingMail } from "#app/platform/mail/mail.server.ts";
import { unsubscribeParagraphs, unsubscribeUrl, type LinkContext } from "#app/platform/mail/mail-links.server.ts";

/** The closing lines of every account mail, with the unsubscribe link every mail carries. */
const signature = (links: LinkContext, email: string) => [
  `— The ${site.companyName} team\n${links.publicUrl}`,
  ...unsubscribeParagraphs(unsubscribeUrl(links, email)),
];

/** Sent after sign-up: confirms the address. */
export function verificationMail(user: { name: string; email: string }, url: string, links: LinkContext): OutgoingMail {
  return {
    to: user.email,
    subject: `Confirm your email for ${site.productName}`,
    ...layout([
      `Hi ${user.name},`,
      `Welcome to ${site.productName}! Please confirm your email address by opening this link (it works for 24 hours):`,
      url,
      "If you didn't create an account, you can ignore this mail.",
      ...signature(links, user.email),
    ]),
  };
}

/** Sent on a password-reset request for an existing account. */
export function passwordResetMail(user: { name: string; email: string }, url: string, links: LinkContext): OutgoingMail {
  return {
    to: user.email,
    subject: `Reset your ${site.productName} password`,
    ...layout([
      `Hi ${user.name},`,
      "We received a request to reset your password. Open this link to choose a new one (it works once, for one hour):",
      url,
      "Choosing a new password signs you out on every device and revokes your API keys.",
      "If you didn't ask for this, you can ignore this mail: your password stays as it is.",
      ...signature(links, user.email),
    ]),
  };
}

/** Sent instead of an account when someone signs up with an address that has one (the sign-up answers as usual). */
export function existingAccountMail(user: { name: string; email: string }, links: LinkContext): OutgoingMail {
  return {
    to: user.email,
    subject: "Someone tried to sign up with your address",
    ...layout([
      `Hi ${user.name},`,
      `Someone just tried to create a ${site.productName} account with this email address, which already has an account. Nothing was changed.`,
      "If it was you, sign in, or reset your password if you forgot it:",
      `${links.publicUrl}/sign-in`,
      `${links.publicUrl}/forgot-password`,
      "If it wasn't you, you can ignore this mail: your account stays as it is.",
      ...signature(links, user.email),
    ]),
  };
}
