import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn.ts";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-[color,background-color,border-color,box-shadow,opacity] disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-3 aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:outline-destructive",
        outline:
          "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground aria-disabled:hover:bg-background aria-disabled:hover:text-foreground",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-9 gap-2 px-4 py-2 text-sm has-[>svg]:px-3",
        sm: "h-8 gap-1.5 px-3 text-sm has-[>svg]:px-2.5",
        /** A form's full-width action, as tall as its inputs. */
        form: "h-10 w-full gap-2 px-4 py-2 text-sm has-[>svg]:px-3",
        lg: "h-11 gap-2 px-6 text-base has-[>svg]:px-4",
        icon: "size-9 gap-2 text-sm",
      },
      shape: {
        default: "rounded-md",
        pill: "rounded-full",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
      shape: "default",
    },
  },
);

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/**
 * A button. A link that looks like one takes `buttonVariants()` as its class
 * instead (no Radix Slot: it would add about 1.7 KB to every form page's
 * first load).
 */
export function Button({ className, variant, size, shape, ...props }: ButtonProps) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size, shape }), className)} {...props} />;
}
