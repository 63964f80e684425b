import type { HeadersFunction } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { topReferrers } from "./leaderboard.server.ts";

/**
 * The same for every anonymous visitor, and figures a minute old at most:
 * kept by our servers (server/page-cache.ts, 60 s at most, dropped at once
 * when someone joins or leaves the board) and by a CDN for a minute; the
 * browser asks again each time. No stale-while-revalidate: a page older
 * than a minute is never answered.
 */
export const LEADERBOARD_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

export const leaderboardHeaders: HeadersFunction = () => ({ "Cache-Control": LEADERBOARD_CACHE_CONTROL });

/** GET /waitlist/leaderboard: the top referrers who opted in (names only, never an address). */
export async function loadLeaderboard(args: RequestArgs) {
  const { entries, asOf } = await topReferrers(appOf(args).db);
  return { entries, asOf: asOf?.toISOString() ?? null };
}
