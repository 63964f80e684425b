import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { demoMeetings, demoRequests, teamAvailability, user, type AvailabilityWindow } from "#app/platform/db/schema.ts";
import type { timeSlots } from "#app/platform/db/column-values.ts";
import { BOOKING_HORIZON_DAYS, freeSlots, MEETING_MINUTES, timeProblem, type BusyTime, type FreeSlot, type MemberHours, type TimeProblem } from "./slots.ts";
import { isTimeZone } from "./zoned-time.ts";

/** At most this many team members take demos (the availability rows read per booking). */
export const MAX_TEAM_MEMBERS = 200;
/** Round robin: the member with the fewest bookings over this many days (then the longest since their last) gets the next one. */
export const ROUND_ROBIN_DAYS = 30;

type Tx = Pick<Database, "select" | "insert" | "update" | "execute">;

export const hashMeetingToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The requester's zone as the form sent it: an IANA zone the runtime knows, else UTC. */
export const requesterZone = (value: string | null | undefined) => (value && isTimeZone(value) ? value : "UTC");

/**
 * Opens a demo request's meeting (no time yet): its UID, and the random
 * token of the requester's booking link (only its SHA-256 is stored).
 * Call it in the transaction that stores the request.
 */
export async function openMeeting(tx: Tx, demoRequestId: string, timeZone: string | null | undefined) {
  const token = randomBytes(24).toString("base64url");
  const [row] = await tx
    .insert(demoMeetings)
    .values({ demoRequestId, uid: `${randomUUID()}@droids-demo`, tokenHash: hashMeetingToken(token), timeZone: requesterZone(timeZone) })
    .returning({ id: demoMeetings.id });
  return { id: row!.id, token };
}

const meetingColumns = {
  id: demoMeetings.id,
  demoRequestId: demoMeetings.demoRequestId,
  memberId: demoMeetings.memberId,
  startsAt: demoMeetings.startsAt,
  endsAt: demoMeetings.endsAt,
  status: demoMeetings.status,
  uid: demoMeetings.uid,
  sequence: demoMeetings.sequence,
  timeZone: demoMeetings.timeZone,
  name: demoRequests.name,
  email: demoRequests.email,
  company: demoRequests.company,
  timeSlot: demoRequests.timeSlot,
  memberName: user.name,
  memberEmail: user.email,
};

export type Meeting = Awaited<ReturnType<typeof meetingById>> & {};

async function findMeeting(db: Pick<Database, "select">, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select(meetingColumns)
    .from(demoMeetings)
    .innerJoin(demoRequests, eq(demoRequests.id, demoMeetings.demoRequestId))
    .leftJoin(user, eq(user.id, demoMeetings.memberId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export const meetingById = (db: Pick<Database, "select">, id: string) => findMeeting(db, eq(demoMeetings.id, id));

/** The meeting a requester's link names, or null (unknown or malformed token). */
export async function meetingByToken(db: Pick<Database, "select">, token: string) {
  if (!/^[\w-]{32}$/.test(token)) return null;
  return findMeeting(db, eq(demoMeetings.tokenHash, hashMeetingToken(token)));
}

/** A team member's weekly hours, or null when they set none. */
export async function getAvailability(db: Pick<Database, "select">, userId: string) {
  const [row] = await db.select().from(teamAvailability).where(eq(teamAvailability.userId, userId));
  return row ?? null;
}

/** Stores a team member's weekly hours (replacing the previous ones). */
export async function saveAvailability(db: Pick<Database, "insert">, userId: string, hours: { timeZone: string; windows: AvailabilityWindow[] }) {
  await db
    .insert(teamAvailability)
    .values({ userId, ...hours })
    .onConflictDoUpdate({ target: teamAvailability.userId, set: { ...hours, updatedAt: sql`now()` } });
}

/** The team members who take demos (hours set, in a zone the runtime knows), with their names: at most MAX_TEAM_MEMBERS. */
export async function teamHours(db: Pick<Database, "select">) {
  const members = await db
    .select({ memberId: teamAvailability.userId, name: user.name, timeZone: teamAvailability.timeZone, windows: teamAvailability.windows })
    .from(teamAvailability)
    .innerJoin(user, eq(user.id, teamAvailability.userId))
    .where(and(ne(user.role, "user"), sql`jsonb_array_length(${teamAvailability.windows}) > 0`))
    .orderBy(teamAvailability.userId)
    .limit(MAX_TEAM_MEMBERS);
  return members.filter((member) => isTimeZone(member.timeZone));
}

/** The members' booked meetings that overlap the booking horizon from `now` (but the one being moved). */
async function busyTimes(db: Pick<Database, "select">, memberIds: string[], now: Date, exceptMeetingId?: string): Promise<BusyTime[]> {
  if (memberIds.length === 0) return [];
  const horizon = new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * 86_400_000);
  const rows = await db
    .select({ memberId: demoMeetings.memberId, start: demoMeetings.startsAt, end: demoMeetings.endsAt })
    .from(demoMeetings)
    .where(
      and(
        eq(demoMeetings.status, "booked"),
        inArray(demoMeetings.memberId, memberIds),
        lt(demoMeetings.startsAt, horizon),
        gt(demoMeetings.endsAt, now),
        exceptMeetingId ? ne(demoMeetings.id, exceptMeetingId) : undefined,
      ),
    );
  return rows.map((time) => ({ memberId: time.memberId!, start: time.start!, end: time.end! }));
}

/** The free times the team can offer one requester (their preference, their zone), from `now` for two weeks. */
export async function offeredTimes(
  db: Pick<Database, "select">,
  request: { timeSlot: (typeof timeSlots)[number] | null; timeZone: string; exceptMeetingId?: string; anyHours?: boolean },
  now = new Date(),
  ignoreBookings = false,
): Promise<FreeSlot[]> {
  const members = await teamHours(db);
  if (members.length === 0) return [];
  const busy = ignoreBookings
    ? []
    : await busyTimes(
        db,
        members.map((member) => member.memberId),
        now,
        request.exceptMeetingId,
      );
  return freeSlots({ now, members, busy, preference: request.anyHours ? null : request.timeSlot, requesterZone: request.timeZone });
}

/**
 * Why an admin cannot book a meeting at `start` with `memberId` (null:
 * whoever is free), read from the team's hours and bookings now; null when
 * the time is free.
 */
export async function bookingProblem(
  db: Pick<Database, "select">,
  { start, memberId, exceptMeetingId }: { start: Date; memberId: string | null; exceptMeetingId?: string },
  team?: MemberHours[],
  now = new Date(),
): Promise<TimeProblem | null> {
  const members = team ?? (await teamHours(db));
  const busy = await busyTimes(
    db,
    members.map((member) => member.memberId),
    now,
    exceptMeetingId,
  );
  return timeProblem({ start, now, members, busy, memberId });
}

/** The members free at a time, in round-robin order: fewest bookings over the last 30 days, then longest since their last one. */
async function roundRobin(db: Pick<Database, "select">, memberIds: string[], preferred: string | null) {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .leftJoin(
      demoMeetings,
      and(
        eq(demoMeetings.memberId, user.id),
        eq(demoMeetings.status, "booked"),
        gt(demoMeetings.startsAt, sql`now() - make_interval(days => ${ROUND_ROBIN_DAYS})`),
      ),
    )
    .where(inArray(user.id, memberIds))
    .groupBy(user.id)
    .orderBy(sql`count(${demoMeetings.id})`, sql`max(${demoMeetings.createdAt}) nulls first`, user.id);
  const ids = rows.map((row) => row.id);
  // A meeting being moved stays with its member when they are free then.
  return preferred && ids.includes(preferred) ? [preferred, ...ids.filter((id) => id !== preferred)] : ids;
}

/**
 * The demo request's status follows its meeting, in the meeting's
 * transaction: a booking makes a new request scheduled, a cancellation a
 * scheduled one new again. A status an admin set otherwise (done,
 * cancelled) stays.
 */
async function followRequestStatus(tx: Pick<Database, "update">, demoRequestId: string, from: "new" | "scheduled", to: "new" | "scheduled") {
  await tx
    .update(demoRequests)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(demoRequests.id, demoRequestId), eq(demoRequests.status, from)));
}

/** Whether an error (or its cause, as Drizzle wraps it) is PostgreSQL's exclusion violation: the time was just booked. */
export function isExclusionViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if ((current as { code?: unknown }).code === "23P01") return true;
  }
  return false;
}

/**
 * Books (or moves) a meeting to one member at a time, in one statement: the
 * meeting must still be as it was read (`sequence`, not cancelled), and the
 * exclusion constraint refuses it when the member's time was booked
 * meanwhile (false). A new booking keeps SEQUENCE 0; a move raises it.
 */
export async function claimTime(
  db: Pick<Database, "update">,
  meeting: { id: string; sequence: number; status: string },
  memberId: string,
  start: Date,
  { rethrow = false, tokenHash }: { rethrow?: boolean; tokenHash?: string } = {},
) {
  try {
    const rows = await db
      .update(demoMeetings)
      .set({
        memberId,
        startsAt: start,
        endsAt: new Date(start.getTime() + MEETING_MINUTES * 60_000),
        status: "booked",
        sequence: meeting.status === "booked" ? meeting.sequence + 1 : meeting.sequence,
        reminded24hAt: null,
        reminded1hAt: null,
        ...(tokenHash ? { tokenHash } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(demoMeetings.id, meeting.id), eq(demoMeetings.sequence, meeting.sequence), eq(demoMeetings.status, meeting.status as "open")))
      .returning({ id: demoMeetings.id });
    return rows.length > 0 ? ("booked" as const) : ("changed" as const);
  } catch (error) {
    if (isExclusionViolation(error) && !rethrow) return "taken" as const;
    throw error;
  }
}

/** A booked meeting, as bookMeeting answers it. */
export type BookedMeeting = NonNullable<Meeting> & { startsAt: Date; endsAt: Date };

export type BookingOutcome =
  | {
      booked: true;
      meeting: BookedMeeting;
      moved: boolean;
      previous: { startsAt: Date | null; memberId: string | null; memberName: string | null; memberEmail: string | null };
    }
  | { booked: false; reason: "taken" | "not-offered" | "closed" };

/** What a refused booking tells the requester. */
export const bookingRefusals = {
  taken: "This time was just taken. Please choose another one.",
  "not-offered": "This time is not one we can offer. Please choose one of the times listed.",
  closed: "This meeting was cancelled or changed meanwhile. Please reload the page.",
} as const;

/** Runs in the booking's transaction, e.g. to queue its mails: they commit with it or not at all. */
export type AfterChange = (tx: Database, meeting: BookedMeeting) => Promise<void>;

/**
 * Books a meeting at `start` (or moves it there): the time must be one the
 * team offers the requester (an admin may leave their preferred hours:
 * `anyHours`), then the members free at that time are tried in round-robin
 * order, each in a transaction of its own with `after` (the mails). Two
 * requesters racing for a member's time: the database lets one booking
 * through and the other tries the next free member, or hears "taken".
 * With `memberId` (an admin's choice) only that member is tried;
 * `tokenHash` renews the link token in the claim itself. The claim is the
 * transaction's only write to the meeting row: a second one would insert a
 * second index entry, whose exclusion check waits for a rival claim that
 * is itself waiting for this one (a deadlock on PostgreSQL).
 */
export async function bookMeeting(
  db: Database,
  meetingId: string,
  start: Date,
  {
    now = new Date(),
    anyHours = false,
    memberId,
    tokenHash,
    after,
  }: { now?: Date; anyHours?: boolean; memberId?: string; tokenHash?: string; after?: AfterChange } = {},
): Promise<BookingOutcome> {
  const meeting = await meetingById(db, meetingId);
  if (!meeting || meeting.status === "cancelled") return { booked: false, reason: "closed" };
  const request = { timeSlot: meeting.timeSlot, timeZone: meeting.timeZone, exceptMeetingId: meeting.id, anyHours };
  const takes = (time: FreeSlot) => time.start.getTime() === start.getTime() && (!memberId || time.memberIds.includes(memberId));
  const slot = (await offeredTimes(db, request, now)).find(takes);
  if (!slot) {
    const anyTeamTime = (await offeredTimes(db, request, now, true)).some(takes);
    return { booked: false, reason: anyTeamTime ? "taken" : "not-offered" };
  }
  const previous = { startsAt: meeting.startsAt, memberId: meeting.memberId, memberName: meeting.memberName, memberEmail: meeting.memberEmail };
  for (const candidate of memberId ? [memberId] : await roundRobin(db, slot.memberIds, meeting.memberId)) {
    try {
      const booked = await db.transaction(async (tx) => {
        if ((await claimTime(tx, meeting, candidate, start, { rethrow: true, tokenHash })) === "changed") return null;
        await followRequestStatus(tx, meeting.demoRequestId, "new", "scheduled");
        const row = (await meetingById(tx, meeting.id)) as BookedMeeting;
        await after?.(tx as unknown as Database, row);
        return row;
      });
      if (!booked) return { booked: false, reason: "closed" };
      return { booked: true, meeting: booked, moved: meeting.status === "booked", previous };
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  return { booked: false, reason: "taken" };
}

/**
 * Cancels a booked meeting (SEQUENCE + 1) with `after` (the mails) in one
 * transaction; null when there was nothing to cancel (open, or cancelled
 * already).
 */
export async function cancelMeeting(db: Database, meetingId: string, after?: AfterChange): Promise<BookedMeeting | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(demoMeetings)
      .set({ status: "cancelled", sequence: sql`${demoMeetings.sequence} + 1`, updatedAt: sql`now()` })
      .where(and(eq(demoMeetings.id, meetingId), eq(demoMeetings.status, "booked")))
      .returning({ id: demoMeetings.id });
    if (rows.length === 0) return null;
    const meeting = (await meetingById(tx, meetingId)) as BookedMeeting;
    await followRequestStatus(tx, meeting.demoRequestId, "scheduled", "new");
    await after?.(tx as unknown as Database, meeting);
    return meeting;
  });
}

/** The meetings of a page of demo requests (the admin table), by request id: one query for the page's ids. */
export async function meetingsOfRequests(db: Pick<Database, "select">, requestIds: string[]) {
  if (requestIds.length === 0) return {};
  const rows = await db
    .select({
      demoRequestId: demoMeetings.demoRequestId,
      status: demoMeetings.status,
      startsAt: demoMeetings.startsAt,
      endsAt: demoMeetings.endsAt,
      timeZone: demoMeetings.timeZone,
      memberName: user.name,
    })
    .from(demoMeetings)
    .leftJoin(user, eq(user.id, demoMeetings.memberId))
    .where(inArray(demoMeetings.demoRequestId, requestIds));
  return Object.fromEntries(rows.map((row) => [row.demoRequestId, row]));
}

/**
 * The meeting of a demo request, opened now when the request has none (one
 * made before meetings existed); null when the request does not exist.
 */
export async function meetingOfRequest(db: Database, demoRequestId: string) {
  const [request] = await db.select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.id, demoRequestId));
  if (!request) return null;
  await db
    .insert(demoMeetings)
    .values({ demoRequestId, uid: `${randomUUID()}@droids-demo`, tokenHash: hashMeetingToken(randomBytes(24).toString("base64url")) })
    .onConflictDoNothing({ target: demoMeetings.demoRequestId });
  return findMeeting(db, eq(demoMeetings.demoRequestId, demoRequestId));
}

/**
 * A new link token for a meeting and its hash: an admin's booking stores the
 * hash with the claim (`bookMeeting`'s `tokenHash`), so the requester's mail
 * carries links they can use and the old ones stop working.
 */
export function newMeetingToken() {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashMeetingToken(token) };
}
