/** The account dialogs the header holds. */
export type AuthView = "sign-in" | "sign-up" | "forgot-password";

let opener: ((view: AuthView) => void) | null = null;

/**
 * Opens a sign-in, sign-up or password-reset dialog from anywhere (a trial
 * call to action, the plan dialog). Before the header is ready, or if it is
 * absent, goes to the equivalent page.
 */
export function openAuthDialog(view: AuthView) {
  if (opener) opener(view);
  else window.location.assign(`/${view}`);
}

/** The header registers the function that opens its dialogs; returns the unregister. */
export function registerAuthDialogOpener(open: (view: AuthView) => void) {
  opener = open;
  return () => {
    if (opener === open) opener = null;
  };
}
