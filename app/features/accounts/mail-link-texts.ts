/**
 * Texts of the password-reset request and of the pages reached from account
 * mails (reset link, verification link); apart from auth-texts.ts so that
 * the sign-in and sign-up forms load without them.
 */

export const passwordResetTexts = {
  requestTitle: "Reset your password",
  requestSubtitle: "Enter your email address and we'll send you a link to choose a new password.",
  requestSubmit: "Send Reset Link",
  requestSubmitting: "Sending...",
  /** The same answer whether or not the e-mail has an account. */
  requested: {
    title: "Check your email",
    description: "If an account exists for that address, we've sent a link to reset your password.",
  },
  resetTitle: "Choose a new password",
  /** A reset link proves the address: everything made before it ends. */
  resetSubtitle: "Enter a new password for your account. This signs you out everywhere and revokes your API keys.",
  /** After a verification link opened away from the browser that signed up: the password typed there is not kept. */
  confirmedTitle: "Your address is confirmed",
  confirmedSubtitle:
    "Choose a password for your account. For your safety, a password set before the address was confirmed is not kept, and any sessions or API keys made before are ended.",
  newPassword: "New Password",
  resetSubmit: "Update Password",
  resetSubmitting: "Updating...",
  reset: { title: "Password updated", description: "You can now sign in with your new password." },
  invalidLink: {
    title: "This link has expired",
    description: "Password reset links work once and for one hour. Please request a new one.",
  },
  backToSignIn: "Back to sign in",
} as const;

export const emailVerifiedTexts = {
  verified: { title: "Email verified", description: "Thanks for confirming your email address. You're all set." },
  invalid: {
    title: "This link has expired",
    description: "Verification links work for 24 hours. Sign in to get a new one sent to you.",
  },
} as const;
