/** Texts of the Mail outbox page. */
export const outboxTexts = {
  /** Where mail goes, and so whether its links can be read here. */
  smtp: "Mail goes out through SMTP: links in mails are hidden here, because each one signs in or acts for its recipient. Network errors and 4xx answers are retried for 24 hours; a failed mail can be sent again.",
  local: "No SMTP server is set (SMTP_URL): mail waits here unsent and its links are readable, for local development.",
  oldestWaiting: (age: string, subject: string, to: string) => `Oldest waiting mail: ${age} old, “${subject}” to ${to}.`,
  noneWaiting: "No mail is waiting.",
  newest: "The newest 50 mails.",
  empty: "No mail yet.",
  sendAgain: "Send again",
  requeued: "The mail is back in the queue and goes out shortly.",
  notFailed: "Only a failed mail can be sent again: this one is sent, waiting, or gone.",
} as const;
