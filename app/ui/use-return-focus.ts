import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Gives focus back to whatever opened a dialog. Radix returns focus only to a
 * `DialogTrigger`; dialogs opened from code (a form's submit, a link, a
 * shortcut) pass the returned handler as `onCloseAutoFocus` instead.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // Runs before the dialog moves focus into itself (Radix does so in an effect).
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
