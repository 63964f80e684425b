import type * as React from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { isPlainClick } from "#app/ui/is-plain-click.ts";

/**
 * A call to action that is a link to a page (or an anchor) and, once
 * JavaScript runs, opens a dialog in place instead. Without JavaScript, or in
 * a new tab, it is the link.
 */
export function DialogLink({
  href,
  onOpen,
  onPreload,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "onClick"> & {
  href: string;
  /** Opens the dialog. */
  onOpen: () => void;
  /** Starts loading the dialog's code, e.g. when the pointer nears the link. */
  onPreload?: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <a
      {...props}
      href={href}
      aria-haspopup={hydrated ? "dialog" : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      {children}
    </a>
  );
}
