import { z } from "zod";

/**
 * Dashboard → Demo requests: an admin books or moves a request's meeting by
 * hand, at a wall-clock time (the `datetime-local` field) in `timeZone`
 * (the admin's browser's; UTC without script), with a member they pick or
 * whoever is free.
 */
export const AdminBookingForm = z.object({
  intent: z.literal("book-meeting"),
  requestId: z.uuid({ error: "That demo request does not exist." }),
  start: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/, "Please give the meeting's date and time."),
  timeZone: z.string().max(64).optional(),
  /** The team member the admin picked; blank: whoever is free (round robin). */
  memberId: z.string().max(64).optional(),
});
