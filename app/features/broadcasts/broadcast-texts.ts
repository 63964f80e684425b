/** What the Updates page and the broadcast API say. */
export const broadcastTexts = {
  title: "Updates",
  intro: "Write an update to the waitlist. Each recipient gets their own mail with an unsubscribe link; unsubscribed and declined addresses never get one.",
  subject: "Subject",
  body: "Message (Markdown)",
  audience: "Audience",
  edit: "Write",
  preview: "Preview",
  emptyPreview: "Nothing to preview yet.",
  test: "Send a test to me",
  send: "Send update",
  /** The question asked before an update goes out, with the audience counted. */
  confirm: (subject: string, { count, atLeast }: { count: number; atLeast: boolean }) =>
    `Send '${subject}' to ${atLeast ? "at least " : ""}${count.toLocaleString("en-US")} ${count === 1 ? "person" : "people"}?`,
  confirmSend: "Yes, send it",
  confirmHint: "Change the update or its audience and press Send update again to be asked anew.",
  history: "Past updates",
  noHistory: "No updates sent yet.",
  errors: {
    subject: "Please write a subject.",
    subjectLong: "The subject can be at most 200 characters.",
    subjectLine: "The subject must be one line.",
    markdown: "Please write the message.",
    markdownLong: "The message can be at most 50,000 characters.",
    audience: "Please choose an audience from the list.",
    emptyAudience: "Nobody is in this audience (confirmed, subscribed entries): nothing was sent.",
  },
  started: {
    title: "Update queued",
    description: "Its recipients are being queued in the background; Past updates shows the progress.",
  },
  /** A Queued cell while the job adds recipients: how far it is, of about how many (unknown for a prompt category). */
  queueing: (queued: number, audienceSize: number | null) =>
    audienceSize === null
      ? `Queueing ${queued.toLocaleString("en-US")}…`
      : `Queueing ${queued.toLocaleString("en-US")} of ~${audienceSize.toLocaleString("en-US")}…`,
  tested: (email: string) => ({ title: "Test queued", description: `A test copy is on its way to ${email}.` }),
  footer: "You get this mail because you joined the Droids waitlist.",
  unsubscribe: "Unsubscribe",
} as const;
