import { DropdownMenu } from "radix-ui";
import { ChevronDownIcon, LayoutDashboardIcon, LogOutIcon } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { accountMenuTexts } from "../../auth/account-texts.ts";
import { authNotices } from "../../auth/auth-texts.ts";
import type { SessionUser } from "../../auth/roles.ts";
import { signOut } from "../../auth/session-store.ts";
import { notify } from "../ui/toaster.tsx";

export function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

const itemClass =
  "flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground";

/**
 * The signed-in user's menu in the header: their name, Dashboard and Sign
 * out. Loaded once the session says someone is signed in.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  // Pages that need an account then send the visitor to sign-in.
  const { revalidate } = useRevalidator();
  const onSignOut = async () => {
    const ok = await signOut();
    void notify(ok ? { ...accountMenuTexts.signedOut, variant: "success" } : { ...authNotices.failed, variant: "destructive" });
    void revalidate();
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex h-9 items-center gap-2 rounded-full border border-border bg-background py-1 pr-2.5 pl-1 text-sm font-medium shadow-xs transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
          {initials(user.name)}
        </span>
        {/* Phones show the initials only; the name stays the button's accessible name. */}
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{user.name}</span>
        <ChevronDownIcon aria-hidden="true" className="size-4 text-muted-foreground" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block truncate text-sm font-semibold">{user.name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard">
              <LayoutDashboardIcon aria-hidden="true" className="size-4" />
              {accountMenuTexts.dashboard}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => void onSignOut()}
          >
            <LogOutIcon aria-hidden="true" className="size-4" />
            {accountMenuTexts.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export default UserMenu;
