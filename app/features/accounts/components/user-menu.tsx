import type * as React from "react";
import { Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { accountMenuTexts } from "#app/features/accounts/account-texts.ts";
import type { SessionUser } from "#app/features/accounts/roles.ts";

/** The classes of a link or button inside the menu. */
const menuItemClass = "flex w-full rounded-sm px-2 py-2 text-left text-sm font-medium hover:bg-accent focus-visible:bg-accent";

/**
 * The header's menu, a `<details>` disclosure, so it opens and its links and
 * sign-out form work before and without JavaScript. Signed in, it is named
 * after the user and holds Dashboard and Sign out (a form posting to
 * /sign-out); signed out (phones only), it is the Menu. `links` draws the
 * Pricing link (phones only when signed in) and, signed out, Sign in and Get
 * started, with the given classes.
 */
export function AccountMenu({ user, links }: { user: SessionUser | null; links: (className: string) => React.ReactNode }) {
  return (
    <details className={user ? "relative" : "relative sm:hidden"}>
      <summary className="flex h-9 max-w-40 cursor-pointer list-none items-center gap-1.5 rounded-md border px-3 text-sm font-medium shadow-xs hover:bg-accent [&::-webkit-details-marker]:hidden">
        {user ? <span className="truncate">{user.name}</span> : "Menu"}
      </summary>
      <div className="absolute top-full right-0 z-50 mt-2 min-w-48 rounded-md border bg-popover p-1 shadow-lg">
        {links(menuItemClass)}
        {user ? (
          <>
            <Link to={href("/dashboard")} className={menuItemClass}>
              {accountMenuTexts.dashboard}
            </Link>
            <form method="post" action={href("/sign-out")}>
              <button type="submit" className={menuItemClass}>
                {accountMenuTexts.signOut}
              </button>
            </form>
          </>
        ) : null}
      </div>
    </details>
  );
}
