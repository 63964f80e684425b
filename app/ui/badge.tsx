import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn.ts";

/**
 * A small pill: a status (`success`, `warning`, `danger`, `neutral`), a tag, a
 * label on a card. A new look is a new variant, not a caller's override
 * (docs/decisions/0016-class-joining.md); `className` only places the badge.
 */
export const badgeVariants = cva("text-xs", {
  variants: {
    tone: {
      neutral: "bg-muted font-medium",
      success: "bg-emerald-100 font-medium text-emerald-900",
      warning: "bg-amber-100 font-medium text-amber-900",
      danger: "bg-red-100 font-medium text-red-900",
      /** Featured posts. */
      highlight: "bg-amber-100 font-semibold text-amber-800",
      tag: "bg-indigo-50 font-medium text-indigo-700",
      accent: "bg-accent font-semibold text-accent-foreground",
      brand: "bg-linear-to-r from-indigo-600 to-violet-600 font-medium whitespace-nowrap text-primary-foreground shadow-sm",
      /** Colours from the caller (a category's own): a ring inside. */
      ring: "font-medium ring-1 ring-inset",
    },
    size: {
      sm: "rounded-full px-2 py-0.5",
      md: "rounded-full px-2.5 py-0.5",
      lg: "inline-flex items-center gap-1.5 rounded-full px-3 py-1",
      /** A tag with its remove button inside, on the right. */
      removable: "inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5",
      square: "rounded-md px-2 py-0.5",
    },
  },
  defaultVariants: { tone: "neutral", size: "sm" },
});

type BadgeElement = "span" | "li";

export type BadgeProps<T extends BadgeElement = "span"> = {
  /** `li` for a list of tags. */
  as?: T;
} & React.ComponentProps<T> &
  VariantProps<typeof badgeVariants>;

export function Badge<T extends BadgeElement = "span">({ as, className, tone, size, ...props }: BadgeProps<T>) {
  const Element: BadgeElement = as ?? "span";
  return <Element className={cn(badgeVariants({ tone, size }), className)} {...(props as React.HTMLAttributes<HTMLElement>)} />;
}
