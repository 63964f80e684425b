import { Link, NavLink } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { site } from "#app/content/site.ts";
import { cn } from "#app/ui/cn.ts";
import { LogoMark } from "./logo.tsx";
import { PricingButton } from "./plan-dialog-trigger.tsx";
import { AccountActions } from "#app/features/accounts/surface.ts";

/** A header link's look, without its display and colour. */
const headerLinkClass =
  "h-9 items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-3 hover:bg-accent hover:text-accent-foreground";

/** A nav link's classes; `display` is its display utility. */
const navLinkClass =
  (display = "inline-flex") =>
  ({ isActive }: { isActive: boolean }) =>
    cn(display, headerLinkClass, isActive ? "text-foreground" : "text-muted-foreground");

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:absolute focus:top-3 focus:left-4 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6 md:gap-8 lg:px-8">
        <Link to="/" aria-label={`${site.productName} home`} className="flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight">
          <LogoMark />
          {/* Below 400 px the mark alone, so the header's buttons keep one line each. */}
          <span className="hidden min-[400px]:inline">{site.productName}</span>
        </Link>

        <nav aria-label="Main" className="flex items-center gap-1">
          {/* Hidden on small screens. */}
          <NavLink to={href("/enterprise")} className={navLinkClass("hidden md:inline-flex")}>
            Enterprise
          </NavLink>
          <NavLink to={href("/blog")} className={navLinkClass()}>
            Blog
          </NavLink>
        </nav>

        <div data-slot="header-actions" className="ml-auto flex items-center gap-1 sm:gap-2">
          <PricingButton className={cn("hidden sm:inline-flex", headerLinkClass, "text-muted-foreground")} />
          <AccountActions pricing={(className) => <PricingButton className={className} />} />
        </div>
      </div>
    </header>
  );
}
