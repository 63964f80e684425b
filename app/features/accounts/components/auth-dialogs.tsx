import { useEffect, useRef } from "react";
import type * as React from "react";
import { useLocation } from "react-router";
import type { AuthView } from "#app/features/accounts/open-auth-dialog.ts";
import { signInTexts, signUpTexts } from "#app/features/accounts/auth-texts.ts";
import { passwordResetTexts } from "#app/features/accounts/mail-link-texts.ts";
import { useReturnFocus } from "#app/ui/use-return-focus.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/ui/dialog.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

export type AuthDialogsProps = {
  /** The open dialog, or null when none is. */
  view: AuthView | null;
  onViewChange: (view: AuthView | null) => void;
  /** Whether Google sign-in is configured. */
  google: boolean;
};

const headings: Record<AuthView, { title: string; subtitle: string }> = {
  "sign-in": { title: signInTexts.title, subtitle: signInTexts.subtitle },
  "sign-up": { title: signUpTexts.title, subtitle: signUpTexts.subtitle },
  "forgot-password": { title: passwordResetTexts.requestTitle, subtitle: passwordResetTexts.requestSubtitle },
};

/**
 * The header's account dialogs: sign-in, sign-up and the
 * password-reset request. Switching closes the current dialog, then opens the
 * other; closing the last one gives focus back to what opened the first.
 * Loaded lazily by the header (account-actions.tsx).
 */
export function AuthDialogs({ view, onViewChange, google }: AuthDialogsProps) {
  const returnFocus = useReturnFocus(view !== null);
  const next = useRef<AuthView | null>(null);
  const close = () => onViewChange(null);
  const switchTo = (target: AuthView) => {
    next.current = target;
    onViewChange(null);
  };
  const onCloseAutoFocus = (event: Event) => {
    const target = next.current;
    next.current = null;
    if (target) {
      event.preventDefault();
      onViewChange(target);
    } else {
      returnFocus(event);
    }
  };

  // Opening a dialog focuses its first field (not the Google button above it): typing is what comes next.
  const onOpenAutoFocus = (event: Event) => {
    const field = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"])');
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  // A link followed from inside a dialog (Terms, Privacy) leaves it behind.
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) {
      openedOn.current = pathname;
      onViewChange(null);
    }
  }, [pathname, onViewChange]);

  const forms: Record<AuthView, React.ReactNode> = {
    "sign-in": (
      <SignInForm google={google} onSignedIn={close} onSwitchToSignUp={() => switchTo("sign-up")} onForgotPassword={() => switchTo("forgot-password")} />
    ),
    "sign-up": <SignUpForm google={google} onSignedUp={close} onSwitchToSignIn={() => switchTo("sign-in")} />,
    "forgot-password": <ForgotPasswordForm onSent={close} onBackToSignIn={() => switchTo("sign-in")} />,
  };

  return (Object.keys(headings) as AuthView[]).map((name) => (
    <Dialog key={name} open={view === name} onOpenChange={(open) => (open ? onViewChange(name) : close())}>
      <DialogContent onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus} size="md">
        <DialogHeader>
          <DialogTitle size="lg">{headings[name].title}</DialogTitle>
          <DialogDescription>{headings[name].subtitle}</DialogDescription>
        </DialogHeader>
        {forms[name]}
      </DialogContent>
    </Dialog>
  ));
}

export default AuthDialogs;
