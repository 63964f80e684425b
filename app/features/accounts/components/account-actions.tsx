import { Fragment, useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { accountMenuTexts } from "#app/features/accounts/account-texts.ts";
import { registerAuthDialogOpener, type AuthView } from "#app/features/accounts/open-auth-dialog.ts";
import { useSession, useSignedInUser } from "#app/features/accounts/session-store.ts";
import { cn } from "#app/ui/cn.ts";
import { lazyDialog, useLazyDialog } from "#app/ui/lazy-dialog.tsx";
import type { AuthDialogsProps } from "./auth-dialogs.tsx";
import { AccountMenu } from "./user-menu.tsx";

// The dialogs load on first use, keeping Radix and the forms out of every
// page's first load; without their code (offline, a new deploy), opening one
// goes to its page.
const authDialogs = lazyDialog<AuthDialogsProps>(
  () => import("./auth-dialogs.tsx"),
  ({ view }) => (view ? `/${view}` : null),
);

const linkClass = {
  "sign-in":
    "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
  "sign-up":
    "inline-flex h-9 items-center rounded-md bg-primary px-3.5 text-sm font-medium whitespace-nowrap text-primary-foreground shadow-xs transition-colors hover:bg-primary/90",
} as const;

/**
 * The header's account corner: `Sign in` and `Get started` (links to the
 * account pages that, with JavaScript, open the dialogs in place; on phones
 * in a Menu with Pricing), or the signed-in user's menu. Pages drawn per
 * request know the user from the server (the root loader); prerendered pages
 * learn it after hydration. Also opens the dialogs for the rest of the site
 * (openAuthDialog) and greets visitors coming back from Google.
 * `pricing` draws the header's Pricing button with the menu's classes (the
 * header, which owns it, passes it in).
 */
export function AccountActions({ pricing }: { pricing: (className: string) => ReactNode }) {
  const session = useSession();
  const user = useSignedInUser();
  // The open dialog is the value: switching views closes one and opens the next.
  const dialogs = useLazyDialog<AuthDialogsProps, AuthView | null>(authDialogs, null);
  const { open } = dialogs;
  useEffect(() => registerAuthDialogOpener(open), [open]);
  useGoogleWelcome();

  const accountLinks = (className?: string) =>
    (["sign-in", "sign-up"] as const).map((view) => (
      <a key={view} href={`/${view}`} className={className ?? linkClass[view]} {...dialogs.linkProps(view)}>
        {view === "sign-in" ? accountMenuTexts.signIn : accountMenuTexts.getStarted}
      </a>
    ));

  return (
    <>
      {user ? null : <div className="hidden items-center gap-2 sm:flex">{accountLinks()}</div>}
      <AccountMenu
        user={user}
        links={(className) => [
          <Fragment key="pricing">{pricing(user ? cn(className, "sm:hidden") : className)}</Fragment>,
          user ? null : accountLinks(className),
        ]}
      />
      {dialogs.dialog({ view: dialogs.value, onViewChange: open, google: session.google })}
    </>
  );
}

/** Back from Google: its toast (google-welcome.ts, loaded only then). */
function useGoogleWelcome() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!location.search.includes("welcome=google")) return;
    void import("./google-welcome.ts").then(({ welcomeBackFromGoogle }) => welcomeBackFromGoogle(location, navigate));
  }, [location, navigate]);
}
