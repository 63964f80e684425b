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
