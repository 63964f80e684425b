import { waitlistToolTexts } from "#app/features/leads/admin/lead-admin-texts.ts";

/** The embedded waitlist form and its admin page (Dashboard → Waitlist → Embed). */
export const embedTexts = {
  pageTitle: waitlistToolTexts.embed,
  frameTitle: "Join the waitlist",
  intro: "Paste this tag into a page of an allowed site, where the form should appear. Joins through it name the page they came from.",
  snippetTitle: "Put the form on another site",
  snippetLabel: "Embed code",
  originsTitle: "Sites allowed to embed it",
  originsEmpty: "No site yet: the form can only be shown here until you add one.",
  originLabel: "Site address",
  originHint: "For example https://www.partner.example (its origin: scheme, host and port).",
  add: "Allow this site",
  remove: "Remove",
  added: (origin: string) => `${origin} may now embed the waitlist form.`,
  removed: (origin: string) => `${origin} may no longer embed the waitlist form.`,
  alreadyAllowed: (origin: string) => `${origin} was already allowed.`,
  notListed: "That site was not on the list.",
  badOrigin: "Please enter a site address starting with https:// or http://, such as https://www.partner.example.",
  tooMany: (max: number) => `At most ${max} sites may embed the form. Remove one first.`,
} as const;
