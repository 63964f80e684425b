/**
 * The site's date formats, one place for all of them: US English, in UTC, so
 * the server's HTML and the browser's hydration always agree.
 */

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const dateTimeSeconds = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

/** A date as readers see it on posts, comments and tables: "November 14, 2026". */
export const formatLongDate = (date: Date | string) => longDate.format(new Date(date));

/** A calendar day ("2026-11-14") as a chart label: "Nov 14". */
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** A moment for logs and queues: "Nov 14, 2026, 9:05 AM", or with `seconds` "Nov 14, 2026, 9:05:30 AM". */
export const formatDateTime = (date: Date | string, { seconds = false } = {}) => (seconds ? dateTimeSeconds : dateTime).format(new Date(date));

const localDateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/**
 * A moment in this runtime's own zone, named: "Nov 28, 2026, 11:30 AM GMT+1".
 * Only for the browser after hydration (see LocalDateTime): the server's
 * zone is not the reader's.
 */
export const formatLocalDateTime = (date: Date | string) => localDateTime.format(new Date(date));
