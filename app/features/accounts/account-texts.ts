/**
 * The header's account texts: on every page's first load, so kept apart from
 * the dialogs' texts (auth-texts.ts), which load with the dialogs.
 */
export const accountMenuTexts = {
  signIn: "Sign in",
  getStarted: "Get started",
  dashboard: "Dashboard",
  signOut: "Sign out",
  signedOut: { title: "Signed out", description: "See you soon!" },
} as const;
