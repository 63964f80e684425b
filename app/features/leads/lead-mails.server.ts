import { createEvent } from "ics";
import { site } from "#app/content/site.ts";
import type { DemoRequestInput } from "./demo/demo-schema.ts";
import { timeSlotOptions } from "./demo/demo-texts.ts";
import { layout, type OutgoingMail } from "#app/platform/mail/mail.server.ts";
import { unsubscribeParagraphs } from "#app/platform/mail/mail-links.server.ts";

/** Links a waitlist mail carries. */
export interface WaitlistLinks {
  /** Single-use, 7 days; absent once the entry is confirmed. */
  confirmUrl?: string;
  statusUrl: string;
  unsubscribeUrl: string;
}

/**
 * The mail a visitor gets after joining the waitlist (and again, at most
 * every 10 minutes, when they join again): the confirmation link while the
 * entry is unconfirmed, always their status page.
 */
export function waitlistConfirmationMail(
  entry: { name: string; email: string; prompt?: string | null },
  publicUrl: string,
  links: WaitlistLinks,
): OutgoingMail {
  const paragraphs = [
    `Hi ${entry.name},`,
    `Thanks for joining the ${site.productName} waitlist. We'll notify you as soon as ${site.productName} is available.`,
    ...(links.confirmUrl
      ? ["Please confirm your e-mail address to get your place in line (the link works once, for 7 days):", links.confirmUrl]
      : ["Your e-mail address is confirmed."]),
    "Your place in line, and a referral link that moves you up for every friend who joins and confirms:",
    links.statusUrl,
    ...(entry.prompt ? [`You asked a Droid to:\n${entry.prompt}`, "We'll keep it in mind when we invite you."] : []),
    `— The ${site.companyName} team\n${publicUrl}`,
    ...unsubscribeParagraphs(links.unsubscribeUrl),
  ];
  return {
    to: entry.email,
    subject: links.confirmUrl ? `Confirm your place on the ${site.productName} waitlist` : `Your place on the ${site.productName} waitlist`,
    ...layout(paragraphs),
  };
}

/**
 * The mail a waitlist join sends instead when the address already has an
 * account (the entry joined): nothing to wait for, the way in.
 */
export function accountExistsMail(entry: { name: string; email: string }, publicUrl: string, unsubscribeUrl: string): OutgoingMail {
  const paragraphs = [
    `Hi ${entry.name},`,
    `Someone, most likely you, asked to join the ${site.productName} waitlist with ${entry.email}. You don't need to wait: this address already has a ${site.productName} account.`,
    "Sign in:",
    `${publicUrl}/sign-in`,
    "Forgot your password? Choose a new one:",
    `${publicUrl}/forgot-password`,
    `— The ${site.companyName} team\n${publicUrl}`,
    ...unsubscribeParagraphs(unsubscribeUrl),
  ];
  return { to: entry.email, subject: `You already have a ${site.productName} account`, ...layout(paragraphs) };
}

/** Local (floating) start hour of the tentative slot for each preference. */
const slotStartHour = { morning: 10, afternoon: 14, evening: 17, flexible: 11 } as const;

/** The next weekday after `now`, at the slot's hour: a placeholder until we confirm a time. */
export function tentativeDemoStart(timeSlot: DemoRequestInput["timeSlot"], now: Date) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), slotStartHour[timeSlot ?? "flexible"], 0] as [number, number, number, number, number];
}

/**
 * The demo request confirmation: the times offered (`offers`: booking
 * links, app/features/meetings/), or while the team has none free, a
 * tentative calendar invite for the preferred slot.
 */
export function demoConfirmationMail(
  request: DemoRequestInput,
  publicUrl: string,
  unsubscribeUrl: string,
  now = new Date(),
  offers: string[] | null = null,
): OutgoingMail {
  const slot = timeSlotOptions.find((option) => option.value === request.timeSlot)?.label ?? "Flexible";
  if (offers) {
    const paragraphs = [
      `Hi ${request.name},`,
      `Thanks for requesting a ${site.productName} demo for ${request.company}. Preferred time: ${slot}.`,
      ...offers,
      `— The ${site.companyName} team\n${publicUrl}`,
      ...unsubscribeParagraphs(unsubscribeUrl),
    ];
    return { to: request.email, subject: `Your ${site.productName} demo request: pick a time`, ...layout(paragraphs) };
  }
  const paragraphs = [
    `Hi ${request.name},`,
    `Thanks for requesting a ${site.productName} demo for ${request.company}. We'll send you a calendar invite with demo details shortly.`,
    `Preferred time: ${slot}. The attached invite holds a tentative slot; we'll confirm or move it by e-mail.`,
    `— The ${site.companyName} team\n${publicUrl}`,
    ...unsubscribeParagraphs(unsubscribeUrl),
  ];
  const invite = createEvent({
    title: `${site.productName} demo (tentative)`,
    description: `A tentative slot for your ${site.productName} demo (preferred time: ${slot}). We'll confirm the exact time by e-mail.`,
    start: tentativeDemoStart(request.timeSlot, now),
    startInputType: "local",
    startOutputType: "local",
    duration: { minutes: 30 },
    status: "TENTATIVE",
    url: publicUrl,
    organizer: { name: site.companyName, email: "demo@droids.localhost" },
    attendees: [{ name: request.name, email: request.email, rsvp: true, partstat: "NEEDS-ACTION", role: "REQ-PARTICIPANT" }],
    productId: "droids/demo",
  });
  return {
    to: request.email,
    subject: `Your ${site.productName} demo request`,
    ...layout(paragraphs),
    attachments: invite.value ? [{ filename: "droids-demo.ics", contentType: "text/calendar; method=REQUEST", content: invite.value }] : [],
  };
}

/** The invitation: a single-use link (14 days) to the sign-up form with the invited address fixed. */
export function invitationMail(
  entry: { name: string; email: string },
  publicUrl: string,
  links: { invitationUrl: string; unsubscribeUrl: string },
): OutgoingMail {
  const paragraphs = [
    `Hi ${entry.name},`,
    `Your wait is over: you're invited to ${site.productName}. Create your account with this link (it works once, for 14 days):`,
    links.invitationUrl,
    `Your account uses ${entry.email}; the link proves the address, so there is nothing else to confirm.`,
    `— The ${site.companyName} team\n${publicUrl}`,
    ...unsubscribeParagraphs(links.unsubscribeUrl),
  ];
  return { to: entry.email, subject: `You're in: create your ${site.productName} account`, ...layout(paragraphs) };
}
