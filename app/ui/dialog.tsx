import type * as React from "react";
import { XIcon } from "lucide-react";
import { cva, type VariantProps } from "class-variance-authority";
import { Dialog as DialogPrimitive } from "radix-ui";
import { cn } from "./cn.ts";

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn("fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in", className)}
      {...props}
    />
  );
}

const centred = "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl";

/** The dialog box: centred at a width (md to 5xl from the small breakpoint up), or a sheet along the left edge. */
const dialogContentVariants = cva(
  "fixed z-50 grid overflow-y-auto border bg-background text-foreground shadow-xl data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in",
  {
    variants: {
      size: {
        md: `${centred} gap-4 p-6 sm:max-w-md`,
        lg: `${centred} gap-4 p-6 sm:max-w-lg`,
        xl: `${centred} gap-4 p-6 sm:max-w-xl`,
        "3xl": `${centred} gap-4 p-6 sm:max-w-3xl`,
        /** Room for a row of cards: wider gaps and padding too. */
        "5xl": `${centred} gap-6 p-5 sm:max-w-5xl sm:p-8`,
        /** 18rem along the left edge, the viewport's full height. */
        sheet: "top-0 left-0 h-dvh w-72 content-start gap-4 border-y-0 border-l-0 p-4",
      },
    },
    defaultVariants: { size: "lg" },
  },
);

export function DialogContent({
  className,
  children,
  size,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Show the "Close" (×) button in the top-right corner. */
    showCloseButton?: boolean;
  }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content data-slot="dialog-content" className={cn(dialogContentVariants({ size }), className)} {...props}>
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"
          >
            <XIcon aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Title and description: centred on phones; from the small breakpoint up, at the start (clear of the close button) or centred. */
export function DialogHeader({ className, align = "start", ...props }: React.ComponentProps<"div"> & { align?: "start" | "center" }) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-2 px-8 text-center sm:px-0", align === "start" && "sm:pr-8 sm:text-left", className)}
      {...props}
    />
  );
}

/** The actions, stacked on phones; from the small breakpoint up in a row at the end, or spread across (`justify="between"`). */
export function DialogFooter({ className, justify = "end", ...props }: React.ComponentProps<"div"> & { justify?: "end" | "between" }) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row", justify === "end" ? "sm:justify-end" : "sm:justify-between", className)}
      {...props}
    />
  );
}

const titleSizes = { sm: "text-base", md: "text-xl", lg: "text-2xl", xl: "text-2xl sm:text-3xl" } as const;

export function DialogTitle({ className, size = "md", ...props }: React.ComponentProps<typeof DialogPrimitive.Title> & { size?: keyof typeof titleSizes }) {
  return (
    <DialogPrimitive.Title data-slot="dialog-title" className={cn(titleSizes[size], "leading-tight font-semibold tracking-tight", className)} {...props} />
  );
}

export function DialogDescription({ className, size = "sm", ...props }: React.ComponentProps<typeof DialogPrimitive.Description> & { size?: "sm" | "base" }) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn(size === "sm" ? "text-sm" : "text-base", "text-muted-foreground", className)}
      {...props}
    />
  );
}
