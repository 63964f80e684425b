import { createHmac } from "node:crypto";
import { safeEqual } from "#app/platform/safe-equal.server.ts";

/** Where links in mails point; the secret signs the links that need no stored token. */
export interface LinkContext {
  publicUrl: string;
  secret: string;
}

/** A link's MAC with the server's secret, for one purpose: nothing is stored, and a lost mail can be re-sent with the same link. */
export const linkMac = (secret: string, purpose: string, value: string) =>
  createHmac("sha256", secret).update(`${purpose}\0${value}`).digest("base64url").slice(0, 32);

/** `{base64url e-mail}.{mac}`: any address the site mails can stop its mail. */
export const unsubscribeToken = (secret: string, email: string) => `${Buffer.from(email).toString("base64url")}.${linkMac(secret, "unsubscribe", email)}`;

/** The e-mail address an unsubscribe token was made for, or null when it is not ours. */
export function emailOfUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, signature] = token.split(".");
  if (!encoded || !signature) return null;
  const email = Buffer.from(encoded, "base64url").toString();
  return safeEqual(signature, linkMac(secret, "unsubscribe", email)) ? email : null;
}

/** The link every mail to `email` carries to stop the site's mail (`/unsubscribe/{token}`). */
export const unsubscribeUrl = (links: LinkContext, email: string) => `${links.publicUrl}/unsubscribe/${unsubscribeToken(links.secret, email)}`;

/** The last paragraphs of every mail to a person: how to stop the site's mail (a paragraph that is only a URL becomes a link). */
export const unsubscribeParagraphs = (url: string) => ["Don't want these mails? Unsubscribe:", url];
