import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminEvents } from "#app/platform/db/schema.ts";
import type { SiteEvent } from "./site-events.ts";

/**
 * Records `event` (the admin feed's row) and so queues it for every endpoint
 * that wants it: migration 0013's trigger on admin_events writes the
 * deliveries and tells the servers' feeds. Call it inside the transaction
 * that stores what happened: both commit with it, and a sender picks the
 * deliveries up afterwards.
 */
export async function recordEvent(db: Pick<Database, "insert">, event: SiteEvent, data: Record<string, unknown>) {
  await db.insert(adminEvents).values({ name: event, body: eventBody(event, data) });
}

/**
 * recordEvent as one part of a larger statement: an INSERT of one
 * event per row of `bodies` (a query with a "body" column: eventBody's
 * JSON), whose trigger queues a delivery per endpoint that wants it. A
 * writer puts it in a data-modifying CTE beside the writes the events are
 * about, so they commit together in one round trip.
 */
export function recordEventsFrom(event: SiteEvent, bodies: SQL): SQL {
  return sql`insert into ${adminEvents} ("name", "body") select ${event}, b."body" from (${bodies}) as b`;
}

/** The exact JSON that is signed and sent: a stable id (receivers drop repeats by it), the event, when, and its data. */
export const eventBody = (event: SiteEvent, data: Record<string, unknown>) =>
  JSON.stringify({ id: randomUUID(), event, createdAt: new Date().toISOString(), data });
