/**
 * The waitlist funnel: joined → confirmed → invited → account made. Shared by
 * the server (which counts in SQL) and the Analytics page (which draws it).
 */

/** How many entries reached each stage (or a later one), and the median time from joining to confirming. */
export interface FunnelCounts {
  joined: number;
  confirmed: number;
  invited: number;
  accounts: number;
  /** Median seconds from joining to confirming, over the entries that confirmed; null when none did. */
  medianConfirmSeconds: number | null;
}

/** One join-week cohort: the entries that joined in the UTC week (Monday to Sunday) starting `week`. */
export interface FunnelWeek extends FunnelCounts {
  /** The Monday, YYYY-MM-DD. */
  week: string;
}

/** The entries of one source page, or of "referred" / "not referred". */
export interface FunnelGroup extends FunnelCounts {
  label: string;
}

export interface WaitlistFunnel {
  overall: FunnelCounts;
  weeks: FunnelWeek[];
  bySource: FunnelGroup[];
  byReferral: FunnelGroup[];
}

export const funnelStages = [
  {
    key: "joined",
    label: "Joined",
    definition: "Joined the waitlist (entries erased on request are gone and not counted).",
  },
  {
    key: "confirmed",
    label: "Confirmed",
    definition: "Confirmed their e-mail address, or got further (invited or made an account).",
  },
  {
    key: "invited",
    label: "Invited",
    definition: "Were invited and still hold the invitation, or made an account. A revoked invitation no longer counts.",
  },
  {
    key: "accounts",
    label: "Account made",
    definition: "Made an account with the address.",
  },
] as const;

export type FunnelStage = (typeof funnelStages)[number]["key"];

/** `part` as a whole percentage of `whole` ("67%"), or "–" when there is nothing to divide by. */
export function formatRate(part: number, whole: number) {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : "–";
}

/** Each stage's count with its rate from the stage before and from joining. */
export function funnelSteps(counts: FunnelCounts) {
  return funnelStages.map((stage, index) => {
    const count = counts[stage.key];
    const previous = index === 0 ? count : counts[funnelStages[index - 1]!.key];
    return { ...stage, count, fromPrevious: formatRate(count, previous), fromJoined: formatRate(count, counts.joined) };
  });
}

/** A duration for people: "45 min", "5.5 h", "3.2 days"; "–" when unknown. */
export function formatDuration(seconds: number | null) {
  if (seconds === null) return "–";
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${trimmed(seconds / 3600)} h`;
  return `${trimmed(seconds / 86_400)} days`;
}

const trimmed = (value: number) => (value < 10 ? value.toFixed(1).replace(/\.0$/, "") : Math.round(value).toString());

/** The Monday (UTC) of the week holding `date`, as YYYY-MM-DD. */
export function utcWeekStart(date: Date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
