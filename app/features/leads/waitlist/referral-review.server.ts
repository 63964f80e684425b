import { createHash } from "node:crypto";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { waitlistEntries } from "#app/platform/db/schema.ts";
import type { referralHoldReasons } from "#app/platform/db/column-values.ts";
import type { ReferralVelocity } from "./referral-velocity-setting.ts";

/**
 * The velocity rule (docs/decisions/0052-referral-velocity.md): a referral
 * that would count is held for an admin's review when its referrer gains
 * more than N confirmed referrals in an hour, or when too many referrals
 * joined from one /24 (/48) network are confirmed within the window. A held
 * referral has referral_counts false (so the places, the analytics and the
 * `waitlist.confirmed` webhook leave it out) until approved.
 */

export type HoldReason = (typeof referralHoldReasons)[number];

type Entry = typeof waitlistEntries.$inferSelect;

/** A transaction-scoped advisory lock's key for a name: the first 8 bytes of its SHA-256, as a signed bigint. */
const lockKey = (name: string) => createHash("sha256").update(name).digest().readBigInt64BE(0);

const HOUR_MS = 3_600_000;

/**
 * Decides, inside the confirming transaction and after the entry's
 * confirmed_at is written, whether its referral is held, and writes so.
 * Confirmations of one referrer's, or one network's, referrals take turns
 * (advisory locks, always in key order so two never wait on each other) and
 * count after taking them: each sees every confirmation committed before
 * it, so a burst holds all past the threshold however the requests
 * interleave. The counts read the (referrer, confirmed_at) and (network,
 * confirmed_at) indexes, a window's rows at most.
 */
export async function holdIfTooFast(tx: Database, entry: Entry, velocity: ReferralVelocity, now: Date): Promise<HoldReason | null> {
  if (!entry.referredBy || !entry.referralCounts || entry.referralReview) return null;
  const names = [`referral-velocity:referrer:${entry.referredBy}`, ...(entry.joinNetwork ? [`referral-velocity:network:${entry.joinNetwork}`] : [])];
  const keys = names.map(lockKey).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
  // Referrals that passed the address rules: counting now, held, approved or rejected (all were gained).
  const gained = sql`(${waitlistEntries.referralCounts} or ${waitlistEntries.referralReview} is not null)`;
  const [byReferrer] = await selectRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from ${waitlistEntries}
        where ${waitlistEntries.referredBy} = ${entry.referredBy} and ${waitlistEntries.confirmedAt} is not null
          and ${waitlistEntries.confirmedAt} > ${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz and ${gained}`,
  );
  let reason: HoldReason | null = Number(byReferrer?.n ?? 0) > velocity.referrerPerHour ? "referrer" : null;
  if (!reason && entry.joinNetwork) {
    const [byNetwork] = await selectRows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from ${waitlistEntries}
          where ${waitlistEntries.joinNetwork} = ${entry.joinNetwork} and ${waitlistEntries.referredBy} is not null
            and ${waitlistEntries.confirmedAt} is not null
            and ${waitlistEntries.confirmedAt} > ${new Date(now.getTime() - velocity.networkWindowMinutes * 60_000).toISOString()}::timestamptz
            and ${gained}`,
    );
    if (Number(byNetwork?.n ?? 0) > velocity.networkPerWindow) reason = "network";
  }
  if (reason) {
    await tx
      .update(waitlistEntries)
      .set({ referralCounts: false, referralReview: "held", referralHeldBecause: reason })
      .where(eq(waitlistEntries.email, entry.email));
  }
  return reason;
}

/** A held referral as the admin's list shows it. */
export interface HeldReferral {
  email: string;
  name: string;
  referredBy: string | null;
  network: string | null;
  because: HoldReason;
  confirmedAt: Date;
}

export const HELD_PAGE_SIZE = 50;

/** The held referrals, oldest confirmation first, a page at a time (the held-referrals index), and how many are held. */
export async function listHeldReferrals(db: Database, page = 1): Promise<{ rows: HeldReferral[]; total: number; page: number; pageCount: number }> {
  const held = eq(waitlistEntries.referralReview, "held");
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(waitlistEntries).where(held);
  const pageCount = Math.max(1, Math.ceil(total / HELD_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select({
      email: waitlistEntries.email,
      name: waitlistEntries.name,
      referredBy: waitlistEntries.referredBy,
      network: waitlistEntries.joinNetwork,
      because: waitlistEntries.referralHeldBecause,
      confirmedAt: waitlistEntries.confirmedAt,
    })
    .from(waitlistEntries)
    .where(held)
    .orderBy(asc(waitlistEntries.confirmedAt), asc(waitlistEntries.email))
    .limit(HELD_PAGE_SIZE)
    .offset((current - 1) * HELD_PAGE_SIZE);
  return {
    rows: rows.map((row) => ({ ...row, because: row.because ?? "referrer", confirmedAt: row.confirmedAt ?? new Date(0) })),
    total,
    page: current,
    pageCount,
  };
}

/** How many are held: the dashboard's count beside "Held referrals". */
export async function heldReferralCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waitlistEntries).where(eq(waitlistEntries.referralReview, "held"));
  return row?.n ?? 0;
}

/**
 * Approves (the referral counts from now: the places job's next run, within
 * a minute, moves the referrer up) or rejects (it never counts) held
 * referrals; answers the entries it changed (those still held).
 */
export async function reviewHeldReferrals(db: Database, emails: string[], decision: "approve" | "reject", now = new Date()): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .update(waitlistEntries)
    .set({
      referralReview: decision === "approve" ? "approved" : "rejected",
      referralCounts: decision === "approve",
      referralReviewedAt: now,
      updatedAt: now,
    })
    .where(and(inArray(waitlistEntries.email, emails), eq(waitlistEntries.referralReview, "held")))
    .returning({ email: waitlistEntries.email });
  return rows.map((row) => row.email);
}

/** How many of an entry's referrals are held for review ("pending review" on its status page). */
export async function heldReferralsOf(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.referredBy, email), eq(waitlistEntries.referralReview, "held")));
  return row?.n ?? 0;
}
