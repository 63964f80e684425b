import { z } from "zod";
import { clockMinutes, isTimeZone } from "./zoned-time.ts";
import { weekdayNames } from "./weekdays.ts";

const clock = z.string().max(5).optional();

/**
 * Settings → Availability: an IANA zone and, per weekday, one window
 * (`from-N`, `to-N` as "HH:MM"; both blank: not that day).
 */
export const AvailabilityForm = z
  .object({
    intent: z.literal("availability"),
    timeZone: z.string().trim().refine(isTimeZone, "Please enter a time zone such as Europe/Berlin or America/New_York."),
    ...Object.fromEntries(
      weekdayNames.flatMap(([day]) => [
        [`from-${day}`, clock],
        [`to-${day}`, clock],
      ]),
    ),
  })
  .transform((form, context) => {
    const fields = form as unknown as Record<string, string | undefined>;
    const windows = [];
    for (const [day, name] of weekdayNames) {
      const start = fields[`from-${day}`]?.trim() ?? "";
      const end = fields[`to-${day}`]?.trim() ?? "";
      if (!start && !end) continue;
      const from = clockMinutes(start);
      const to = clockMinutes(end);
      if (from === null || to === null || to <= from) {
        context.addIssue({ code: "custom", path: [`from-${day}`], message: `${name}: please give a start and a later end (HH:MM).` });
        continue;
      }
      windows.push({ day, start, end });
    }
    return { timeZone: form.timeZone, windows };
  });
