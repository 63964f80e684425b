/** A display name's length in characters, once trimmed (the server's rule). */
export const displayNameLimits = { min: 2, max: 30 } as const;

/** Texts of the public leaderboard and of its section on the status page. */
export const leaderboardTexts = {
  page: {
    title: "Top referrers",
    description: "The people who brought the most friends to the Droids waitlist, counting confirmed referrals only.",
    rank: "Rank",
    name: "Name",
    referrals: "Confirmed referrals",
    empty: "Nobody is on the leaderboard yet. Confirmed referrers appear here once they choose to.",
    /** Equal counts share a rank; among them, the one ahead in line comes first. */
    ties: "Equal counts share a rank. Referrers choose on their status page whether and how they are shown.",
    asOf: (time: string) => `Figures as of ${time} UTC; they are brought up to date within a minute.`,
    join: "Join the waitlist",
  },
  status: {
    title: "Leaderboard",
    /** The entry's own rank, whether or not it is shown on the board. */
    rank: (rank: number, referrers: number) =>
      `You're #${rank.toLocaleString("en-US")} of ${referrers.toLocaleString("en-US")} ${referrers === 1 ? "referrer" : "referrers"}.`,
    noRank: "Your first confirmed referral gives you a rank among the referrers.",
    unranked: "Your rank among the referrers is being worked out: it shows here within a minute.",
    shownAs: (name: string) => `You're on the public leaderboard as “${name}”.`,
    hidden: "You're not on the public leaderboard. Your address is never shown there.",
    unconfirmed: "Confirm your e-mail address to take part in the leaderboard.",
    legend: "Show me as",
    chosenName: "A name I choose",
    displayName: "Display name",
    displayNameHelp: "2 to 30 characters; no e-mail addresses or links.",
    masked: (masked: string) => `My masked address (${masked})`,
    join: "Show me on the leaderboard",
    save: "Save",
    leave: "Remove me from the leaderboard",
    see: "See the leaderboard",
    joined: (name: string) => ({ title: "You're on the leaderboard", description: `You're shown as “${name}”.` }),
    left: { title: "You're off the leaderboard", description: "You're no longer shown on the public leaderboard." },
    refused: "Please check your display name",
    notConfirmed: { title: "Confirm your e-mail address first", description: "Only confirmed entries take part in the leaderboard." },
  },
  rules: {
    choice: "Please choose a name or your masked address.",
    tooShort: "Please enter at least 2 characters.",
    tooLong: "Please use at most 30 characters.",
    characters: "Please use letters, digits, spaces and punctuation only.",
    email: "Please don't use an e-mail address: the leaderboard never shows one.",
    link: "Please don't use a link or a web address.",
  },
} as const;
