import type { AvailabilityWindow } from "#app/platform/db/schema.ts";
import type { timeSlots } from "#app/platform/db/column-values.ts";
import { addDays, clockMinutes, wallTime, zonedInstant } from "./zoned-time.ts";

/** A demo lasts this long; offered times start on the members' half hours. */
export const MEETING_MINUTES = 30;
/** Times are offered this far ahead. */
export const BOOKING_HORIZON_DAYS = 14;
/** The earliest time offered is this long after now. */
export const BOOKING_NOTICE_MINUTES = 60;

/** The demo form's preferred slots, as hours of the requester's day ([from, to)); "flexible" takes any. */
export const preferredHours: Record<(typeof timeSlots)[number], [number, number] | null> = {
  morning: [9, 12],
  afternoon: [12, 17],
  evening: [17, 20],
  flexible: null,
};

export interface MemberHours {
  memberId: string;
  timeZone: string;
  windows: AvailabilityWindow[];
}

export interface BusyTime {
  memberId: string;
  start: Date;
  end: Date;
}

export interface FreeSlot {
  start: Date;
  end: Date;
  /** The members free then (the booking picks one, round robin). */
  memberIds: string[];
}

export interface SlotQuery {
  now: Date;
  members: MemberHours[];
  busy: BusyTime[];
  /** The demo form's preferred slot; null = flexible. */
  preference: (typeof timeSlots)[number] | null;
  /** The requester's zone: the preference is hours of their day. */
  requesterZone: string;
  days?: number;
}

/**
 * The team's free 30-minute times over the next `days` days within the
 * requester's preferred hours (of their own day), earliest first. Each
 * member's weekly windows are wall-clock hours in their zone, so a DST
 * change moves them in UTC as it moves the member's clock. A time is free
 * for a member when it lies in one of their windows and overlaps none of
 * their booked meetings.
 */
export function freeSlots({ now, members, busy, preference, requesterZone, days = BOOKING_HORIZON_DAYS }: SlotQuery): FreeSlot[] {
  const earliest = now.getTime() + BOOKING_NOTICE_MINUTES * 60_000;
  const latest = now.getTime() + days * 86_400_000;
  const length = MEETING_MINUTES * 60_000;
  const hours = preference ? preferredHours[preference] : null;
  const slots = new Map<number, string[]>();
  for (const member of members) {
    const taken = busy.filter((time) => time.memberId === member.memberId);
    const today = wallTime(now, member.timeZone);
    // One day more: the requester's and the member's days need not line up.
    for (let offset = 0; offset <= days + 1; offset++) {
      const date = addDays(today, offset);
      for (const window of member.windows) {
        if (window.day !== date.weekday) continue;
        const from = clockMinutes(window.start);
        const to = clockMinutes(window.end);
        if (from === null || to === null) continue;
        const windowEnd = zonedInstant(date, to, member.timeZone).getTime();
        for (let minutes = from; minutes + MEETING_MINUTES <= to; minutes += MEETING_MINUTES) {
          const start = zonedInstant(date, minutes, member.timeZone).getTime();
          const end = start + length;
          // A window that a DST change shortens ends at its wall-clock end.
          if (end > windowEnd) continue;
          if (start < earliest || start >= latest) continue;
          if (taken.some((time) => time.start.getTime() < end && time.end.getTime() > start)) continue;
          if (hours && !withinHours(start, end, hours, requesterZone)) continue;
          const free = slots.get(start) ?? [];
          if (!free.includes(member.memberId)) free.push(member.memberId);
          slots.set(start, free);
        }
      }
    }
  }
  return [...slots.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, memberIds]) => ({ start: new Date(start), end: new Date(start + length), memberIds: memberIds.sort() }));
}

/** Whether [start, end) lies within the hours [from, to) of one day on the requester's clock. */
function withinHours(start: number, end: number, [from, to]: [number, number], zone: string) {
  const first = wallTime(new Date(start), zone);
  const last = wallTime(new Date(end), zone);
  const startMinutes = first.hour * 60 + first.minute;
  const endMinutes = last.day === first.day ? last.hour * 60 + last.minute : 24 * 60 + last.hour * 60 + last.minute;
  return startMinutes >= from * 60 && endMinutes <= to * 60;
}

/** How an offered time reads in the requester's zone, e.g. "Tuesday, 3 March 2026, 09:30–10:00 (Europe/Berlin)". */
export function describeSlot(start: Date, end: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(start);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${day}, ${time.format(start)}–${time.format(end)} (${timeZone})`;
}

/** Why a time cannot be booked (Dashboard → Demo requests words each for the admin), or null when it can. */
export type TimeProblem =
  | { kind: "too-soon" }
  | { kind: "too-late"; days: number }
  | { kind: "off-grid" }
  | { kind: "off-member-grid"; memberId: string; first: string; timeZone: string }
  | { kind: "outside-hours"; memberId: string; weekday: number; hours: string[]; timeZone: string }
  | { kind: "day-off"; memberId: string; weekday: number; timeZone: string }
  | { kind: "member-busy"; memberId: string }
  | { kind: "team-busy" }
  | { kind: "nobody" }
  | { kind: "no-team" };

/**
 * Why one member cannot take a demo at `start`, in the order a person
 * would check it: the half-hour grid of their day, their hours that
 * weekday (on their clock), then their booked meetings.
 */
function memberProblem(member: MemberHours, start: Date, busy: BusyTime[]): TimeProblem | null {
  const wall = wallTime(start, member.timeZone);
  const minutes = wall.hour * 60 + wall.minute;
  const windows = member.windows
    .filter((window) => window.day === wall.weekday)
    .map((window) => ({ ...window, from: clockMinutes(window.start), to: clockMinutes(window.end) }))
    .filter((window): window is typeof window & { from: number; to: number } => window.from !== null && window.to !== null);
  const within = windows.find((window) => minutes >= window.from && minutes + MEETING_MINUTES <= window.to);
  const grid = within ?? windows[0];
  if ((minutes - (grid?.from ?? 0)) % MEETING_MINUTES !== 0 || start.getUTCSeconds() !== 0) {
    return grid && grid.from % MEETING_MINUTES !== 0
      ? { kind: "off-member-grid", memberId: member.memberId, first: grid.start, timeZone: member.timeZone }
      : { kind: "off-grid" };
  }
  if (windows.length === 0) return { kind: "day-off", memberId: member.memberId, weekday: wall.weekday, timeZone: member.timeZone };
  if (!within) {
    const hours = windows.map((window) => `${window.start}–${window.end}`);
    return { kind: "outside-hours", memberId: member.memberId, weekday: wall.weekday, hours, timeZone: member.timeZone };
  }
  const end = start.getTime() + MEETING_MINUTES * 60_000;
  const taken = busy.some((time) => time.memberId === member.memberId && time.start.getTime() < end && time.end.getTime() > start.getTime());
  return taken ? { kind: "member-busy", memberId: member.memberId } : null;
}

/**
 * Why a time an admin picked cannot be booked, with one member (`memberId`)
 * or whoever is free (null): too soon or beyond the horizon, off the
 * half-hour grid, outside the member's hours, or taken. Null when it can
 * be booked; the booking itself is still the database's to allow (races).
 */
export function timeProblem({
  start,
  now,
  members,
  busy,
  memberId,
  days = BOOKING_HORIZON_DAYS,
}: {
  start: Date;
  now: Date;
  members: MemberHours[];
  busy: BusyTime[];
  memberId: string | null;
  days?: number;
}): TimeProblem | null {
  if (start.getTime() < now.getTime() + BOOKING_NOTICE_MINUTES * 60_000) return { kind: "too-soon" };
  if (start.getTime() >= now.getTime() + days * 86_400_000) return { kind: "too-late", days };
  const candidates = memberId ? members.filter((member) => member.memberId === memberId) : members;
  if (candidates.length === 0) return { kind: "no-team" };
  const problems = candidates.map((member) => memberProblem(member, start, busy));
  if (memberId) return problems[0]!;
  if (problems.includes(null)) return null;
  if (problems.some((problem) => problem?.kind === "member-busy")) return { kind: "team-busy" };
  if (problems.some((problem) => problem?.kind === "off-grid" || problem?.kind === "off-member-grid")) return { kind: "off-grid" };
  return { kind: "nobody" };
}
