import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn.ts";

/**
 * The one card look: a rounded, bordered panel on the card colour. A caller's
 * `className` only adds what the card does not set (layout, hover, a
 * breakpoint's padding): a different padding or shadow is a variant
 * (docs/decisions/0016-class-joining.md).
 */
export const cardVariants = cva("rounded-2xl border bg-card text-card-foreground", {
  variants: {
    padding: { none: "", sm: "p-4", md: "p-5", lg: "p-6" },
    shadow: { none: "", xs: "shadow-xs", sm: "shadow-sm" },
  },
  defaultVariants: { padding: "md", shadow: "xs" },
});

type CardElement = "div" | "section" | "article" | "li" | "ul" | "figure";

export type CardProps<T extends CardElement = "div"> = {
  /** The element the card is: a `section` with a heading, an `article`, a list's `li`. */
  as?: T;
} & React.ComponentProps<T> &
  VariantProps<typeof cardVariants>;

export function Card<T extends CardElement = "div">({ as, className, padding, shadow, ...props }: CardProps<T>) {
  // One of a few plain elements: its props are the ones the caller passed for it.
  const Element: CardElement = as ?? "div";
  return <Element className={cn(cardVariants({ padding, shadow }), className)} {...(props as React.HTMLAttributes<HTMLElement>)} />;
}
