/** The booking page's words (/demo/book/:token, the link in the demo request's mails). */
export const bookingTexts = {
  title: "Book your demo",
  subtitle: (zone: string) => `Choose a 30-minute time. Times are in ${zone}.`,
  chosen: "Book this time?",
  book: "Book this time",
  booking: "Booking...",
  otherTimes: "Other times",
  noTimes: "No times are free right now. We'll get back to you by e-mail.",
  booked: (when: string, member: string | null) => `Your demo${member ? ` with ${member}` : ""} is booked for ${when}.`,
  bookedTitle: "Your demo is booked",
  bookedDone: "Booked! We sent you a calendar invite.",
  movedDone: "Moved! We sent you an updated calendar invite.",
  reschedule: "Choose another time",
  cancelAsk: "Cancel this demo?",
  cancel: "Cancel the demo",
  cancelling: "Cancelling...",
  cancelledTitle: "Demo cancelled",
  cancelled: "This demo is cancelled. We sent you a calendar update.",
  newRequest: "Request a new demo",
  notBooked: "This demo is not booked, so there is nothing to cancel.",
  invalid: { title: "This link is not valid", description: "Please use the link in your latest e-mail, or request a new demo." },
  refused: "Not booked",
  unknownAction: "Please use the page's buttons.",
  badTime: "Please choose one of the times listed.",
} as const;

/** The plural of an ISO weekday (1 = Monday), as the refusals name a day: "Tuesdays". */
const weekdaysPlural = ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"] as const;

/** Dashboard → Demo requests: the booking form's words (an export of their own: the page's browser code carries only these). */
export const adminBookingLabels = {
  member: "Team member",
  roundRobin: "Whoever is free (round robin)",
} as const;

/**
 * Dashboard → Demo requests: what booking or moving a meeting by hand
 * answers, and why a time the admin picked cannot be booked (each refusal
 * says what to change).
 */
export const adminBookingTexts = {
  booked: (change: "booked" | "moved", requester: string, member: string | null, when: string) =>
    `${change === "moved" ? "Moved" : "Booked"}: ${requester}'s demo${member ? ` with ${member}` : ""}, ${when}.`,
  unknownMember: "That team member takes no demos: they have no hours in Settings → Availability.",
  offGrid: "Pick a time on the hour or half hour.",
  offMemberGrid: (member: string, first: string, zone: string) =>
    `Pick a time on ${member}'s half hours: their hours start at ${first} (${zone}), and demos follow every 30 minutes.`,
  tooSoon: "Pick a time at least an hour from now.",
  tooLate: (days: number) => `Pick a time within the next ${days} days.`,
  outsideHours: (member: string, weekday: number, hours: string[], zone: string) =>
    `${member} is not available then: their hours on ${weekdaysPlural[weekday - 1]} are ${hours.join(" and ")} (${zone}).`,
  dayOff: (member: string, weekday: number, zone: string) => `${member} is not available then: they take no demos on ${weekdaysPlural[weekday - 1]} (${zone}).`,
  memberBusy: (member: string) => `${member} already has a demo at that time. Please choose another time or team member.`,
  teamBusy: "Everyone who takes demos then already has one. Please choose another time.",
  nobody: "No team member takes demos then. Choose a team member to see their hours, or another time.",
  noTeam: "No team member has set their hours yet (Settings → Availability).",
} as const;
