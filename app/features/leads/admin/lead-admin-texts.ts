/** The admin lead tables' words. */
export const leadAdminTexts = {
  waitlist: { title: "Waitlist", noun: "entry", nouns: "entries", date: "Joined" },
  "demo-requests": { title: "Demo requests", noun: "request", nouns: "requests", date: "Requested" },
  search: "Search name, email or company",
  allStatuses: "All statuses",
  newest: "Newest first",
  oldest: "Oldest first",
  apply: "Apply",
  export: "Export CSV",
  update: "Update",
  empty: "Nothing matches these filters.",
  addresses: "Addresses",
  allAddresses: "All addresses",
  disposableOnly: "Disposable only",
  notDisposable: "Not disposable",
  disposableBadge: "Disposable",
  notConfirmed: "not confirmed",
  /** The pager of a search whose matches were counted only up to a cap (see COUNT_CAP). */
  moreThan: (count: number) => `More than ${count.toLocaleString("en-US")} matches`,
} as const;

/** The waitlist table's invitation words. */
export const invitationTexts = {
  heading: "Invitations",
  nextLabel: "Invite the next",
  nextSuffix: "confirmed entries in line",
  inviteNext: "Invite",
  inviteChosen: "Invite selected",
  choose: (email: string) => `Choose ${email}`,
  resend: "Resend",
  revoke: "Revoke",
  column: "Invitation",
  invitedOn: (date: string) => `Invited ${date}`,
  /** The row of an entry the admin's last invitation went to. */
  invitedNow: "Invited just now: the mail is on its way",
  joinedOn: (date: string) => `Account ${date}`,
} as const;

/** What the invitation forms' actions answer (server-side only: kept apart so the page's JavaScript does not carry them). */
export const invitationOutcomeTexts = {
  invited: (emails: string[]) =>
    emails.length === 0
      ? "Nobody was invited: no entry in that choice is waiting for an invitation."
      : `Invited ${emails.length} ${emails.length === 1 ? "entry" : "entries"}: ${emails.join(", ")}.`,
  noneChosen: "Tick the entries to invite first.",
  resent: (email: string) => `Sent ${email} a new invitation link.`,
  revoked: (email: string) => `Revoked the invitation of ${email}; the entry is pending again.`,
  notInvited: "That entry has no open invitation.",
} as const;

/** Dashboard → Waitlist → Held referrals, and its section in Settings. */
/** The tools beside the waitlist's table, each a page of its own. */
export const waitlistToolTexts = {
  embed: "Embed the waitlist form",
  import: "Import a list",
} as const;

export const heldReferralTexts = {
  title: "Held referrals",
  tab: (count: number) => `Held referrals (${count.toLocaleString("en-US")})`,
  back: "All entries",
  intro:
    "Referrals the velocity rule held: too many for one referrer in an hour, or too many from one network. They don't count until approved; a rejected one never counts.",
  empty: "No referrals are waiting for review.",
  columns: ["Referral", "Referred by", "Network", "Held because", "Confirmed", ""],
  because: { referrer: "Referrer's hourly limit", network: "Network's limit" } as const,
  choose: (email: string) => `Choose ${email}`,
  chooseAll: "Choose all on this page",
  approve: "Approve",
  reject: "Reject",
  approveChosen: "Approve chosen",
  rejectChosen: "Reject chosen",
  approveOne: (email: string) => `Approve the referral of ${email}`,
  rejectOne: (email: string) => `Reject the referral of ${email}`,
  noneHeld: "None of those referrals is held any more.",
  reviewed: (intent: "approve" | "reject", n: number) =>
    `${intent === "approve" ? "Approved" : "Rejected"} ${n.toLocaleString("en-US")} ${n === 1 ? "referral" : "referrals"}.`,
  nouns: "held referrals",
} as const;
