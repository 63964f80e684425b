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
