import type * as React from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "./cn.ts";

/**
 * The small label above a page's heading (the "eyebrow"): a pill with an icon,
 * in the brand's colour. Not a Badge: a badge is a status or tag in small
 * type inside a card or list; an eyebrow is a paragraph of its own in larger
 * type. `className` only places it.
 */
export function Eyebrow({ icon: Icon, className, children }: { icon: LucideIcon; className?: string; children: React.ReactNode }) {
  return (
    <p
      className={cn(
        "inline-flex items-center gap-2 rounded-full border border-primary/15 bg-background/80 px-3.5 py-1 text-sm font-semibold text-primary shadow-xs backdrop-blur",
        className,
      )}
    >
      <Icon className="size-4" />
      {children}
    </p>
  );
}
