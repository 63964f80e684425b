/** One admin feed event as the dashboard shows it (app/platform/events/admin-feed.server.ts sends these). */
export interface ActivityItem {
  id: number;
  name: string;
  data: Record<string, unknown>;
  /** When it happened (ISO). */
  at: string;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** Who did it: the name with the e-mail when both are known. */
function who(data: Record<string, unknown>) {
  const name = text(data.name) ?? text(data.authorName);
  const email = text(data.email);
  if (name && email) return `${name} (${email})`;
  return name ?? email ?? "Someone";
}

/** The sentence an activity row shows, e.g. "Ada (ada@example.com) joined the waitlist". */
export function activityText({ name, data }: Pick<ActivityItem, "name" | "data">): string {
  switch (name) {
    case "waitlist.joined":
      return `${who(data)} joined the waitlist`;
    case "waitlist.confirmed":
      return `${who(data)} confirmed their waitlist place`;
    case "waitlist.invited":
      return `${who(data)} was invited to make an account`;
    case "waitlist.joined_account":
      return `${who(data)} made their account`;
    case "demo.requested":
      return `${who(data)} requested a demo${text(data.company) ? ` for ${text(data.company)}` : ""}`;
    case "comment.posted":
      return `${who(data)} commented on “${text(data.postTitle) ?? "a post"}”: ${(text(data.content) ?? "").slice(0, 120)}`;
    default:
      // Events added later show by their name until they get a sentence here.
      return `${who(data)}: ${name}`;
  }
}

export const feedTexts = {
  title: "Live activity",
  description: "Joins, confirmations, invitations, new accounts, demo requests and comments as they happen.",
  empty: "Nothing yet: new activity appears here as it happens.",
} as const;
