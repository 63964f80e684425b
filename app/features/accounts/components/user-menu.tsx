import { useId } from "react";
import type * as React from "react";
import { Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { accountMenuTexts } from "#app/features/accounts/account-texts.ts";
import type { SessionUser } from "#app/features/accounts/roles.ts";

/** The classes of a link or button inside the menu. */
const menuItemClass = "flex w-full rounded-sm px-2 py-2 text-left text-sm font-medium hover:bg-accent focus-visible:bg-accent";

/**
 * The header's menu: a button and a native popover (`popover`), so it opens,
 * closes on a tap outside or Escape, and its links and sign-out form work
 * before and without JavaScript. Choosing an item closes it (with
 * JavaScript, where the item may open a dialog in place). Signed in, it is
 * named after the user and holds Dashboard and Sign out (a form posting to
 * /sign-out); signed out (phones only), it is the Menu. `links` draws the
 * Pricing link (phones only when signed in) and, signed out, Sign in and Get
 * started, with the given classes. Placed under its button by CSS anchor
 * positioning (app.css, `.account-menu`).
 */
export function AccountMenu({ user, links }: { user: SessionUser | null; links: (className: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className={user ? "account-menu" : "account-menu sm:hidden"}>
      <button
        type="button"
        popoverTarget={id}
        className="flex h-9 max-w-40 items-center gap-1.5 rounded-md border px-3 text-sm font-medium shadow-xs hover:bg-accent"
      >
        {user ? <span className="truncate">{user.name}</span> : "Menu"}
      </button>
      <div
        id={id}
        popover="auto"
        onClick={(event) => event.currentTarget.hidePopover()}
        className="min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
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
    </div>
  );
}
