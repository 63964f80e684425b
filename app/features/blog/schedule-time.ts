import { editorTexts } from "./editor-texts.ts";

/** How far ahead a post may be scheduled. */
export const SCHEDULE_AHEAD_MAX_MS = 366 * 24 * 60 * 60_000;

/** An instant with its zone: ISO 8601 ending in Z or ±hh:mm, or milliseconds since 1970. */
const instantPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})|\d{1,15})$/;

export type ScheduleTime = { ok: true; at: Date } | { ok: false; error: string };

/**
 * The time a post goes live, as the editor sent it: an unambiguous instant
 * (a local time without a zone is refused, never read in the server's
 * zone), in the future and at most a year ahead of `now`.
 */
export function parseScheduleTime(value: string | undefined, now: Date): ScheduleTime {
  const text = value?.trim() ?? "";
  if (!text) return { ok: false, error: editorTexts.schedule.missing };
  if (!instantPattern.test(text)) return { ok: false, error: editorTexts.schedule.unreadable };
  const at = new Date(/^\d+$/.test(text) ? Number(text) : text);
  if (Number.isNaN(at.getTime())) return { ok: false, error: editorTexts.schedule.unreadable };
  if (at.getTime() <= now.getTime()) return { ok: false, error: editorTexts.schedule.past };
  if (at.getTime() - now.getTime() > SCHEDULE_AHEAD_MAX_MS) return { ok: false, error: editorTexts.schedule.tooFar };
  return { ok: true, at };
}

/** A `datetime-local` field's value ("2026-11-28T14:30"), read in this runtime's zone, as an ISO instant; "" when empty or invalid. */
export function localInputToInstant(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return "";
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? "" : at.toISOString();
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a `datetime-local` field's value in this runtime's zone ("2026-11-28T14:30"). */
export function instantToLocalInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** An offset east of UTC in minutes as "UTC+01:00" / "UTC-05:30". */
export function formatUtcOffset(minutesEast: number): string {
  const sign = minutesEast < 0 ? "-" : "+";
  const minutes = Math.abs(minutesEast);
  return `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** This runtime's zone at `at` (its offset then, summer time included): "Europe/Berlin, UTC+01:00". */
export function describeTimeZone(at: Date, zone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return `${zone}, ${formatUtcOffset(-at.getTimezoneOffset())}`;
}
