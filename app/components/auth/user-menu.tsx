import type * as React from "react";
import { Link } from "react-router";
import { accountMenuTexts } from "../../auth/account-texts.ts";
import type { SessionUser } from "../../auth/roles.ts";
import { Icon } from "../icon.tsx";

const icons = {
  menu: "M4 6h16M4 12h16M4 18h16",
  chevronDown: "m6 9 6 6 6-6",
  dashboard: "M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z",
  signOut: "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9",
};

/** The classes of a link or button inside the menu. */
export const menuItemClass =
  "flex w-full items-center gap-2 rounded-sm px-2 py-2 text-left text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent";

export function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

/**
 * The header's menu, a `<details>` disclosure, so it opens and its links and
 * sign-out form work before and without JavaScript. Signed in: the user's
 * name and e-mail, Dashboard and Sign out (posting to /sign-out). Signed out
 * (phones only): the header's links. `links` draws the Pricing link (phones
 * only when signed in) and, signed out, Sign in and Get started, with the
 * given classes.
 */
export function AccountMenu({ user, links }: { user: SessionUser | null; links: (className: string) => React.ReactNode }) {
  return (
    <details className={user ? "relative" : "relative sm:hidden"}>
      <summary
        aria-label={user?.name}
        className={
          user
            ? "flex h-9 cursor-pointer list-none items-center gap-2 rounded-full border border-border bg-background py-1 pr-2.5 pl-1 text-sm font-medium shadow-xs hover:bg-accent [&::-webkit-details-marker]:hidden"
            : "flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-md border border-border px-3 text-sm font-medium shadow-xs hover:bg-accent [&::-webkit-details-marker]:hidden"
        }
      >
        {user ? (
          <>
            <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {initials(user.name)}
            </span>
            {/* Phones show the initials only; the name stays the button's accessible name. */}
            <span aria-hidden="true" className="hidden max-w-32 truncate sm:inline">
              {user.name}
            </span>
            <Icon path={icons.chevronDown} className="size-4 text-muted-foreground" />
          </>
        ) : (
          <>
            <Icon path={icons.menu} className="size-4" />
            Menu
          </>
        )}
      </summary>
      <div
        className="absolute top-full right-0 z-50 mt-2 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        // A chosen link closes the menu (e.g. when it opens a dialog instead of leaving the page).
        onClick={(event) => {
          if ((event.target as Element).closest("a")) event.currentTarget.parentElement?.removeAttribute("open");
        }}
      >
        {user ? (
          <>
            <p className="px-2 py-1.5">
              <span className="block truncate text-sm font-semibold">{user.name}</span>
              <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
            </p>
            <hr className="-mx-1 my-1 border-border" />
          </>
        ) : null}
        {links(menuItemClass)}
        {user ? (
          <>
            <Link to="/dashboard" className={menuItemClass}>
              <Icon path={icons.dashboard} className="size-4" />
              {accountMenuTexts.dashboard}
            </Link>
            <form method="post" action="/sign-out">
              <button type="submit" className={menuItemClass}>
                <Icon path={icons.signOut} className="size-4" />
                {accountMenuTexts.signOut}
              </button>
            </form>
          </>
        ) : null}
      </div>
    </details>
  );
}
