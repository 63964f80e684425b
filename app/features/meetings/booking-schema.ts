import { z } from "zod";
import { bookingTexts } from "./booking-texts.ts";

/** The booking page's form: book a time (an ISO instant from the list), or cancel. */
export const BookingForm = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("book"),
      start: z
        .string({ error: bookingTexts.badTime })
        .max(40, bookingTexts.badTime)
        .transform((value, context) => {
          const start = new Date(value);
          if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{3})?)?Z$/.test(value) || Number.isNaN(start.getTime())) {
            context.addIssue({ code: "custom", message: bookingTexts.badTime });
            return z.NEVER;
          }
          return start;
        }),
    }),
    z.object({ intent: z.literal("cancel") }),
  ],
  { error: bookingTexts.unknownAction },
);
