import type * as React from "react";
import { cn } from "#app/ui/cn.ts";
import { DemoDialogLink } from "#app/features/leads/surface.ts";
import { ArrowRight } from "lucide-react";

const base =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold whitespace-nowrap transition-[color,background-color,border-color,box-shadow]";

const variants = {
  /** Brand gradient, on light backgrounds. */
  primary:
    "bg-linear-to-r from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/25 hover:from-indigo-700 hover:to-violet-700 hover:shadow-lg hover:shadow-indigo-600/30",
  /** Bordered, on light backgrounds. */
  outline: "border border-input bg-background text-foreground shadow-xs hover:border-primary/30 hover:bg-accent hover:text-accent-foreground",
  /** White, on the brand gradient. */
  inverse: "bg-white text-indigo-700 shadow-md hover:bg-indigo-50 focus-visible:outline-white",
  /** Bordered, on the brand gradient. */
  inverseOutline: "border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white",
} as const;

/**
 * A call to action of the enterprise page: every one opens the Schedule a
 * Demo dialog, and without JavaScript is a link to /demo.
 */
export function EnterpriseDemoLink({
  variant,
  arrow = false,
  className,
  children,
}: {
  variant: keyof typeof variants;
  /** Ends the label with an arrow. */
  arrow?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <DemoDialogLink className={cn(base, variants[variant], className)}>
      {children}
      {arrow ? <ArrowRight className="size-4" /> : null}
    </DemoDialogLink>
  );
}
