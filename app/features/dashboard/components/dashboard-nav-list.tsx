import { NavLink } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { cn } from "#app/ui/cn.ts";
import { hasRole, type SessionUser } from "#app/features/accounts/surface.ts";
import { dashboardNav } from "./dashboard-nav.ts";

/** The sidebar's links; `compact` shows icons only (the names stay for screen readers and as tooltips). */
export function DashboardNavList({ user, compact = false, onNavigate }: { user: SessionUser; compact?: boolean; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-1">
      {dashboardNav
        .filter((item) => !item.role || hasRole(user, item.role))
        .map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === href("/dashboard")}
              title={compact ? item.label : undefined}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium transition-colors",
                  isActive ? "bg-primary/10 text-primary" : "text-muted-foreground hover:bg-accent hover:text-foreground",
                )
              }
            >
              <item.icon className="size-4 shrink-0" />
              <span className={compact ? "sr-only" : "truncate"}>{item.label}</span>
            </NavLink>
          </li>
        ))}
    </ul>
  );
}
