import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type * as React from "react";
import { cn } from "#app/ui/cn.ts";
import { PanelLeft } from "lucide-react";
import type { SessionUser } from "#app/features/accounts/surface.ts";
import { MOBILE_BREAKPOINT, sidebarCookie } from "#app/features/dashboard/sidebar-state.ts";
import { DashboardNavList } from "./dashboard-nav-list.tsx";

// The phone overlay (a Radix dialog) loads the first time it opens.
const SidebarSheet = lazy(() => import("./sidebar-sheet.tsx"));

/**
 * The workspace shell of every /dashboard page: a sidebar
 * that Ctrl/Cmd+B expands (16rem) or collapses to icons (3rem), remembered in
 * a cookie so the server draws it right; below 768 px an 18rem overlay.
 */
export function DashboardShell({
  user,
  defaultOpen,
  title,
  children,
}: {
  user: SessionUser;
  /** From the cookie, so the first paint is already right. */
  defaultOpen: boolean;
  title: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [sheet, setSheet] = useState({ mounted: false, open: false });

  const toggle = useCallback(() => {
    if (window.innerWidth < MOBILE_BREAKPOINT) {
      setSheet((current) => ({ mounted: true, open: !current.open }));
      return;
    }
    setOpen((current) => {
      document.cookie = sidebarCookie(!current);
      return !current;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] w-full">
      <aside
        id="dashboard-sidebar"
        aria-label="Dashboard"
        data-state={open ? "expanded" : "collapsed"}
        className={cn("hidden shrink-0 border-r bg-muted/30 transition-[width] duration-200 motion-reduce:transition-none md:block", open ? "w-64" : "w-12")}
      >
        <nav aria-label="Dashboard" className={cn("sticky top-16", open ? "p-3" : "p-2")}>
          <DashboardNavList user={user} compact={!open} />
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <div className="flex h-14 items-center gap-3 border-b px-4 sm:px-6">
          <button
            type="button"
            onClick={toggle}
            aria-label="Toggle sidebar"
            aria-controls="dashboard-sidebar"
            aria-expanded={open}
            title="Toggle sidebar (Ctrl+B)"
            // Without JavaScript it could do nothing: hidden then (`scripting: none`).
            className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground noscript:hidden hover:bg-accent hover:text-foreground"
          >
            <PanelLeft className="size-4" />
          </button>
          <h1 className="truncate text-lg font-semibold tracking-tight">{title}</h1>
          <span className="ml-auto hidden text-sm text-muted-foreground sm:inline">{user.email}</span>
        </div>
        <div className="p-4 sm:p-6">{children}</div>
      </div>
      {sheet.mounted ? (
        <Suspense fallback={null}>
          <SidebarSheet open={sheet.open} onOpenChange={(next) => setSheet({ mounted: true, open: next })}>
            <DashboardNavList user={user} onNavigate={() => setSheet({ mounted: true, open: false })} />
          </SidebarSheet>
        </Suspense>
      ) : null}
    </div>
  );
}
