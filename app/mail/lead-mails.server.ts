import { createEvent } from "ics";
import { site } from "../content/site.ts";
import type { DemoRequestInput } from "../demo/demo-form.ts";
import { timeSlotOptions } from "../demo/demo-texts.ts";
import type { WaitlistInput } from "../waitlist/waitlist-form.ts";
import type { OutgoingMail } from "./mail.server.ts";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(paragraphs: string[]) {
  return {
    text: paragraphs.join("\n\n"),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
      .join("")}</body></html>`,
  };
}

/** The confirmation a visitor gets after joining the waitlist. */
export function waitlistConfirmationMail(entry: Pick<WaitlistInput, "name" | "email" | "prompt">, publicUrl: string): OutgoingMail {
  const paragraphs = [
    `Hi ${entry.name},`,
    `Thanks for joining the ${site.productName} waitlist. We'll notify you as soon as ${site.productName} is available.`,
    ...(entry.prompt ? [`You asked a Droid to:\n${entry.prompt}`, "We'll keep it in mind when we invite you."] : []),
    `— The ${site.companyName} team\n${publicUrl}`,
  ];
  return { to: entry.email, subject: `You're on the ${site.productName} waitlist`, ...layout(paragraphs) };
}

/** Local (floating) start hour of the tentative slot for each preference. */
const slotStartHour = { morning: 10, afternoon: 14, evening: 17, flexible: 11 } as const;

/** The next weekday after `now`, at the slot's hour: a placeholder until we confirm a time. */
export function tentativeDemoStart(timeSlot: DemoRequestInput["timeSlot"], now: Date) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), slotStartHour[timeSlot ?? "flexible"], 0] as [
    number,
    number,
    number,
    number,
    number,
  ];
}

/** The demo request confirmation, with a tentative calendar invite for the preferred slot. */
export function demoConfirmationMail(request: DemoRequestInput, publicUrl: string, now = new Date()): OutgoingMail {
  const slot = timeSlotOptions.find((option) => option.value === request.timeSlot)?.label ?? "Flexible";
  const paragraphs = [
    `Hi ${request.name},`,
    `Thanks for requesting a ${site.productName} demo for ${request.company}. We'll send you a calendar invite with demo details shortly.`,
    `Preferred time: ${slot}. The attached invite holds a tentative slot; we'll confirm or move it by e-mail.`,
    `— The ${site.companyName} team\n${publicUrl}`,
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
    attachments: invite.value
      ? [{ filename: "droids-demo.ics", contentType: "text/calendar; method=REQUEST", content: invite.value }]
      : [],
  };
}
