import { site } from "#app/content/site.ts";

/** The waitlist dialog's words: labels, buttons and toasts. */
export const waitlistTexts = {
  title: "Join the Waitlist",
  subtitle: "Be the first to experience the future of work..",
  submit: "Join Waitlist",
  submitting: "Joining...",
  cancel: "Cancel",
  footer: "We respect your privacy. No spam, ever.",
  missing: { title: "Missing information", description: "Please fill in your name and email address." },
  success: {
    title: "Welcome to the waitlist! 🎉",
    description: `We'll notify you as soon as ${site.productName} is available.`,
  },
  errorTitle: "Error joining waitlist",
  fallbackError: "Something went wrong. Please try again.",
} as const;
