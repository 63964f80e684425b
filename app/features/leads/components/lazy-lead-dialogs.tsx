import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type * as React from "react";
import { isPlainClick } from "../../../ui/is-plain-click.ts";

type LeadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prompt?: string;
};

type LeadDialogModule = { default: React.ComponentType<LeadDialogProps> };

/** The page a dialog stands for: `/waitlist?prompt=…`. */
function pageHref(path: string, prompt: string | undefined) {
  const trimmed = prompt?.trim();
  return trimmed ? `${path}?${new URLSearchParams({ prompt: trimmed })}` : path;
}

/**
 * A dialog module loaded on first use. If its code cannot be loaded (e.g. the
 * visitor went offline, or a new deploy removed the old chunk), opening it goes
 * to the equivalent page instead of breaking the current one.
 */
function lazyDialog(load: () => Promise<LeadDialogModule>, fallbackPath: string) {
  function OpenPageInstead({ open, prompt }: LeadDialogProps) {
    useEffect(() => {
      if (open) window.location.assign(pageHref(fallbackPath, prompt));
    }, [open, prompt]);
    return null;
  }
  let loading: Promise<LeadDialogModule> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((): LeadDialogModule => ({ default: OpenPageInstead })));
  return {
    Component: lazy(loadOnce),
    /** Starts loading the dialog's code, e.g. when the pointer nears its trigger. */
    preload: () => void loadOnce(),
  };
}

const waitlistDialog = lazyDialog(() => import("./waitlist-dialog.tsx"), "/waitlist");
const demoDialog = lazyDialog(() => import("./demo-dialog.tsx"), "/demo");

function useLazyDialog({ Component, preload }: ReturnType<typeof lazyDialog>) {
  // Not mounted until first opened: the dialog's code is fetched on demand.
  const [state, setState] = useState({ mounted: false, open: false, prompt: "" });
  const open = useCallback(
    (prompt = "") => setState({ mounted: true, open: true, prompt }),
    [],
  );
  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  const dialog = state.mounted ? (
    <Suspense fallback={null}>
      <Component open={state.open} onOpenChange={onOpenChange} prompt={state.prompt} />
    </Suspense>
  ) : null;
  return {
    /**
     * Opens the dialog; `prompt` is the visitor's instruction sent with the form.
     */
    open,
    preload,
    /** Render this element somewhere in the component (the dialog portals to the body). */
    dialog,
  };
}

/** The Join the Waitlist dialog, loaded lazily: `{ open(prompt), preload, dialog }`. */
export function useWaitlistDialog() {
  return useLazyDialog(waitlistDialog);
}

/** The Schedule a Demo dialog, loaded lazily: `{ open(prompt), preload, dialog }`. */
export function useDemoDialog() {
  return useLazyDialog(demoDialog);
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
        href="/demo"
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
