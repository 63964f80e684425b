import type * as React from "react";
import { cn } from "./cn.ts";

/**
 * A form label. A native `<label>` (with `select-none` against double-click
 * selection, which is all Radix's Label adds) keeps Radix out of the form
 * pages' first load.
 */
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
