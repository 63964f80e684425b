/** Texts of the waitlist's mail-link pages: confirm, status, unsubscribe. */
export const statusTexts = {
  confirm: {
    title: "Confirm your place",
    subtitle: "One click confirms your e-mail address and gives you your place in line.",
    button: "Confirm my e-mail address",
    pending: "Confirming...",
    invalid: {
      title: "This link doesn't work any more",
      description: "Confirmation links work once, for 7 days. Your status page, linked in the same mail, can send you a new one.",
    },
    already: {
      title: "You're already confirmed",
      description: "This link confirmed your e-mail address before: your place in line is waiting.",
    },
    statusLink: "See your place in line",
  },
  status: {
    title: "Your place on the waitlist",
    invalid: {
      title: "This link is not valid",
      description: "Please use the link from your most recent Droids waitlist mail.",
    },
    place: (place: number, total: number) => `#${place.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`,
    ahead: (n: number) => (n === 0 ? "Nobody is ahead of you." : `${n.toLocaleString("en-US")} ${n === 1 ? "person is" : "people are"} ahead of you.`),
    /** Places are kept, not ranked per view: when they were last ranked ("Nov 27, 2026, 4:31:05 AM"). */
    asOf: (time: string) => `Places as of ${time} UTC; they are brought up to date within a minute.`,
    unconfirmed: "Confirm your e-mail address to get your place in line: follow the link in the mail we sent you.",
    invited: {
      title: "You're invited",
      description: "Your invitation is in your mail: open its link to create your Droids account. It works once, for 14 days.",
    },
    joined: { title: "Your account is ready", description: "You created your Droids account with this address. Sign in to get started." },
    signIn: "Sign in",
    resend: "Send a new confirmation link",
    resent: { title: "Link sent", description: "We sent a new confirmation link. It works once, for 7 days." },
    resendWait: (minutes: number) => ({
      title: "Please wait a little",
      description: `We sent you a link a few minutes ago. You can ask for a new one in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    }),
    referralTitle: "Move up the line",
    referralHelp: (boost: number) =>
      `Share your link: every friend who joins with it and confirms their e-mail moves you up ${boost} ${boost === 1 ? "place" : "places"}.`,
    referralLabel: "Your referral link",
    copy: "Copy link",
    copied: "Copied",
    referrals: (n: number) => `${n.toLocaleString("en-US")} confirmed ${n === 1 ? "referral" : "referrals"}`,
    /** Referrals the velocity rule held for a review: they count once approved. */
    pendingReview: (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "referral" : "referrals"} pending review`,
    unsubscribed: "You unsubscribed: we won't send you any more mail. Your place in line stays as it is.",
    deleteTitle: "Delete my data",
    deleteHelp: "Erase your entry, your place in line and every mail we sent you.",
    deleteAsk: "Delete my data",
    deleteConfirm: "This erases your waitlist entry, your place and every mail we sent you. It cannot be undone.",
    deleteYes: "Yes, delete my data",
    deleteNo: "Keep my place",
    deleted: { title: "Your data is deleted", description: "Your waitlist entry and our mails to you are erased. You're welcome back any time." },
  },
  unsubscribe: {
    title: "Unsubscribe",
    subtitle: (email: string) => `Stop all mail from Droids to ${email}.`,
    button: "Unsubscribe",
    done: (email: string) => ({
      title: "You're unsubscribed",
      description: `We won't send ${email} any more mail. Your place on the waitlist, and any invitation you have, stay as they are.`,
    }),
    invalid: { title: "This link is not valid", description: "Please use the unsubscribe link from one of our mails." },
  },
} as const;
