import { sql } from "drizzle-orm";
import LinkifyIt from "linkify-it";
import { z } from "zod";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { keptFigure } from "#app/platform/db/kept-figures.server.ts";
import { waitlistEntries, waitlistLeaderboard } from "#app/platform/db/schema.ts";
import { displayNameLimits, leaderboardTexts } from "./leaderboard-texts.ts";
import { PLACES_FIGURE } from "./place.server.ts";

const rules = leaderboardTexts.rules;

/** How many referrers the public page shows. */
export const LEADERBOARD_SIZE = 50;

/**
 * Finds links and addresses as people write them: with or without a scheme
 * ("example.com", "www.x.io/a"), and e-mail addresses (linkify-it, the
 * detector of markdown-it), with every top-level domain it knows.
 */
const linkify = new LinkifyIt(undefined, { fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });

/**
 * A chosen display name: normalized (NFC, trimmed, runs of spaces made one),
 * 2–30 characters, no control or invisible format characters (which could
 * reorder or hide text), no e-mail address and no link.
 */
export const DisplayName = z
  .string()
  .transform((name) => name.normalize("NFC").replace(/\s+/gu, " ").trim())
  .pipe(
    z
      .string()
      .min(displayNameLimits.min, rules.tooShort)
      .max(displayNameLimits.max, rules.tooLong)
      .refine((name) => !/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u.test(name), rules.characters)
      .refine((name) => !(linkify.match(name) ?? []).some((match) => match.schema === "mailto:") && !/\S@\S+\.\S/u.test(name), rules.email)
      .refine((name) => !linkify.test(name), rules.link),
  );

/** The leaderboard form of the status page: a chosen name, or the masked address. */
export const BoardChoice = z.discriminatedUnion(
  "shown",
  [z.object({ shown: z.literal("name"), displayName: DisplayName }), z.object({ shown: z.literal("masked") })],
  { error: rules.choice },
);
export type BoardChoice = z.output<typeof BoardChoice>;

/**
 * An address as the leaderboard may show it: the first character of the
 * local part and of the domain, and the top-level domain ("ada@gmail.com"
 * → "a***@g***.com", "x@mail.example.co.uk" → "x***@m***.uk").
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const tld = dot > 0 ? domain.slice(dot) : "";
  const first = (text: string) => Array.from(text)[0] ?? "";
  return `${first(local)}***@${first(domain)}***${tld}`;
}

/** Shows the entry on the leaderboard (or changes how): only a confirmed entry. Answers the name shown, or null when not confirmed. */
export async function joinLeaderboard(db: Database, email: string, choice: BoardChoice, now = new Date()): Promise<string | null> {
  const displayName = choice.shown === "name" ? choice.displayName : null;
  const rows = await selectRows<{ email: string }>(
    db,
    sql`insert into ${waitlistLeaderboard} (email, display_name, updated_at)
      select email, ${displayName}, ${now.toISOString()}::timestamptz from ${waitlistEntries} where email = ${email} and confirmed_at is not null
      on conflict (email) do update set display_name = excluded.display_name, updated_at = excluded.updated_at
      returning email`,
  );
  return rows.length > 0 ? (displayName ?? maskEmail(email)) : null;
}

/** Takes the entry off the leaderboard (nothing to do when it was not on it). */
export async function leaveLeaderboard(db: Database, email: string): Promise<void> {
  await db.execute(sql`delete from ${waitlistLeaderboard} where email = ${email}`);
}

export interface BoardStanding {
  /** How the entry is shown on the board; null when it is not on it. */
  shownAs: string | null;
  /** The name it chose (null for the masked address, or not on the board). */
  displayName: string | null;
  masked: string;
  /** Rank among the referrers, whether or not it is shown; null without referrals or before the job ranked it. */
  rank: number | null;
  /** The referrers ranked by the job's last run. */
  referrers: number;
}

/** The status page's leaderboard section: one row by key, and the kept figure's facts. */
export async function boardStanding(db: Database, email: string): Promise<BoardStanding> {
  const [row] = await selectRows<{ on_board: boolean; display_name: string | null; rank: number | null }>(
    db,
    sql`select b.email is not null as on_board, b.display_name, p.referral_rank as rank
      from (select ${email}::text as email) me
      left join ${waitlistLeaderboard} b on b.email = me.email
      left join waitlist_places p on p.email = me.email`,
  );
  const facts = (await keptFigure(db, PLACES_FIGURE))?.facts;
  const masked = maskEmail(email);
  return {
    shownAs: row?.on_board ? (row.display_name ?? masked) : null,
    displayName: row?.on_board ? row.display_name : null,
    masked,
    rank: row?.rank == null ? null : Number(row.rank),
    referrers: Number(facts?.referrers ?? 0),
  };
}

export interface BoardEntry {
  rank: number;
  /** The chosen name, or the masked address: never the address. */
  name: string;
  referrals: number;
}

/**
 * The top of the public leaderboard: the referrers who opted in, by rank,
 * equal ranks in their order in line. The first rows of one partial index
 * (waitlist_places_board_idx, read alone), then a lookup of each one's
 * name: the same few rows however long the line and however many opted in.
 * (on_board is kept with waitlist_leaderboard by a trigger: each has a name row.)
 */
export async function topReferrers(db: Database, limit = LEADERBOARD_SIZE): Promise<{ entries: BoardEntry[]; asOf: Date | null }> {
  const rows = await selectRows<{ email: string; rank: number; referrals: number; display_name: string | null }>(
    db,
    // The name is a lookup per row, written so that it stays one: as a join, the planner hashed
    // every opt-in (the whole waitlist_leaderboard table) to name 50 rows.
    sql`select top.email, top.referral_rank as rank, top.referrals,
        (select b.display_name from ${waitlistLeaderboard} b where b.email = top.email) as display_name
      from (
        select email, referral_rank, place, referrals from waitlist_places
        where on_board and referral_rank is not null
        order by referral_rank, place limit ${limit}
      ) top
      order by top.referral_rank, top.place`,
  );
  const asOf = (await keptFigure(db, PLACES_FIGURE))?.refreshedAt ?? null;
  return {
    entries: rows.map((row) => ({ rank: Number(row.rank), name: row.display_name ?? maskEmail(row.email), referrals: Number(row.referrals) })),
    asOf,
  };
}
