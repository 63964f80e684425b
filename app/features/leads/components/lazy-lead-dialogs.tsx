import { href } from "#app/platform/http/href.ts";
import type * as React from "react";
import { isPlainClick } from "#app/ui/is-plain-click.ts";
import { lazyDialog, useLazyDialog } from "#app/ui/lazy-dialog.tsx";

type LeadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prompt?: string;
};

/** The page a dialog stands for: `/waitlist?prompt=…`. */
function pageHref(path: string, prompt: string | undefined) {
  const trimmed = prompt?.trim();
  return trimmed ? `${path}?${new URLSearchParams({ prompt: trimmed })}` : path;
}

// Without their code (offline, a new deploy), opening one goes to its page.
const waitlistDialog = lazyDialog<LeadDialogProps>(
  () => import("./waitlist-dialog.tsx"),
  ({ open, prompt }) => (open ? pageHref(href("/waitlist"), prompt) : null),
);
const demoDialog = lazyDialog<LeadDialogProps>(
  () => import("./demo-dialog.tsx"),
  ({ open, prompt }) => (open ? pageHref(href("/demo"), prompt) : null),
);

function useLeadDialog(code: typeof waitlistDialog) {
  const dialog = useLazyDialog(code, "");
  return {
    /** Opens the dialog; `prompt` is the visitor's instruction sent with the form. */
    open: (prompt = "") => dialog.open(prompt),
    /** Starts loading the dialog's code, e.g. when the pointer nears its trigger. */
    preload: dialog.preload,
    /** Render this element somewhere in the component (the dialog portals to the body). */
    dialog: dialog.dialog({ open: dialog.isOpen, onOpenChange: dialog.onOpenChange, prompt: dialog.value }),
  };
}

/** The Join the Waitlist dialog, loaded lazily: `{ open(prompt), preload, dialog }`. */
export function useWaitlistDialog() {
  return useLeadDialog(waitlistDialog);
}

/** The Schedule a Demo dialog, loaded lazily: `{ open(prompt), preload, dialog }`. */
export function useDemoDialog() {
  return useLeadDialog(demoDialog);
}

/**
 * A link to /demo that, with JavaScript, opens the Schedule a Demo dialog in
 * place (without JavaScript, or in a new tab, it is the /demo page).
 */
export function DemoDialogLink({
  prompt,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "onClick"> & {
  /** The instruction to send along, or a function reading it at click time. */
  prompt?: string | (() => string);
}) {
  const demo = useDemoDialog();
  return (
    <>
      <a
        {...props}
        href={href("/demo")}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          demo.open(typeof prompt === "function" ? prompt() : prompt);
        }}
        onPointerEnter={demo.preload}
        onFocus={demo.preload}
      >
        {children}
      </a>
      {demo.dialog}
    </>
  );
}
