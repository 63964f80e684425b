/*
 * Wall-clock times in IANA zones, with the time zone database the runtime's
 * Intl carries (no library: the two conversions below are all the meeting
 * slots need, and they are unit-tested across DST changes).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows `timeZone` as an IANA zone name (e.g. "Europe/Berlin", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

const weekdays = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 } as Record<string, number>;

/** The wall-clock time of an instant in a zone. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: weekdays[parts.weekday!]!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
function offsetMs(instant: number, timeZone: string) {
  const wall = wallTime(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall-clock time names in a zone. A time the clocks skip
 * (spring forward) moves on by the gap (02:30 → 03:30); a time they repeat
 * (fall back) is its first occurrence.
 */
export function zonedInstant(date: { year: number; month: number; day: number }, minutes: number, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const before = offsetMs(asUtc - 86_400_000 / 2, timeZone);
  const after = offsetMs(asUtc + 86_400_000 / 2, timeZone);
  // The first occurrence: try the earlier offset (the larger one) first.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const instant = asUtc - offset;
    if (offsetMs(instant, timeZone) === offset) return new Date(instant);
  }
  // In a gap: neither offset gives that wall time; the earlier offset moves it on by the gap.
  return new Date(asUtc - Math.min(before, after));
}

/** The calendar date `days` after a date (no zone involved). */
export function addDays(date: { year: number; month: number; day: number }, days: number) {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), weekday: ((next.getUTCDay() + 6) % 7) + 1 };
}

/** "HH:MM" → minutes after midnight, or null. */
export function clockMinutes(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}
