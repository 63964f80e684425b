/** The words of the invitation link's pages (the sign-up page with ?invitation=…). */
export const invitationPageTexts = {
  title: "You're in: create your account",
  subtitle: (email: string) => `Your invitation is for ${email}. Choose a password and your account is ready, no confirmation mail needed.`,
  expired: {
    title: "This invitation link has expired",
    description: "Invitation links work for 14 days. We can send you a new one.",
  },
  used: {
    title: "This invitation link was already used",
    description: "An account was made with it. Sign in with that address, or ask for a new link if that was not you.",
  },
  unknown: {
    title: "This invitation link is not valid",
    description: "It may have been replaced by a newer link or withdrawn. Use the latest invitation mail, or join the waitlist.",
  },
  newLink: "Send me a new link",
  signIn: "Sign in",
  sent: (email: string) => ({ title: "A new invitation link is on its way", description: `Check ${email} for the mail; the new link works for 14 days.` }),
  tooSoon: (time: string) => ({ title: "We sent a link a moment ago", description: `Check your inbox. You can ask for another one at ${time}.` }),
  joined: { title: "You have an account already", description: "This invitation made an account. Sign in instead." },
  invalid: { title: "This invitation link is not valid", description: "Ask for a new invitation link, or sign up with your own address." },
} as const;
