import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type * as React from "react";
import { isPlainClick } from "./is-plain-click.ts";

type DialogModule<Props> = { default: React.ComponentType<Props> };

/** A dialog whose code is fetched on first use (made by `lazyDialog`, shown through `useLazyDialog`). */
export interface LazyDialogCode<Props> {
  Component: React.LazyExoticComponent<React.ComponentType<Props>>;
  /**
   * Fetches the code, e.g. when the pointer nears a trigger: once, later calls
   * share the first fetch. Never rejects.
   */
  preload: () => Promise<DialogModule<Props>>;
}

/**
 * A dialog module kept out of every page's first load. If its code cannot be
 * fetched (the visitor went offline, a new deploy removed the old chunk),
 * opening the dialog goes to `pageFor(props)`, the page it stands for,
 * instead of breaking the current one.
 */
export function lazyDialog<Props extends object>(load: () => Promise<DialogModule<Props>>, pageFor: (props: Props) => string | null): LazyDialogCode<Props> {
  function OpenPageInstead(props: Props) {
    const page = pageFor(props);
    useEffect(() => {
      if (page) window.location.assign(page);
    }, [page]);
    return null;
  }
  let loading: Promise<DialogModule<Props>> | undefined;
  const loadOnce = () => (loading ??= load().catch((): DialogModule<Props> => ({ default: OpenPageInstead })));
  return { Component: lazy(loadOnce), preload: loadOnce };
}

/**
 * A lazy dialog's state in a component: not mounted (its code not even
 * fetched) until first opened, then kept mounted so it can animate closed.
 * `Value` is what it was opened with (a prompt, a view); it stays while the
 * dialog closes.
 *
 * - `open(value)` opens it; `onOpenChange` is the dialog's own.
 * - `preload` starts fetching its code; `linkProps(value)` makes a link its
 *   trigger: a plain click opens it, the pointer nearing or focus reaching
 *   the link preloads it.
 * - `dialog(props)` is the element to render (null until first opened); it
 *   portals to the body, so where it sits does not matter.
 *
 * Focus goes back to the trigger on close through the dialog's own
 * `useReturnFocus`.
 */
export function useLazyDialog<Props extends object, Value = undefined>(code: LazyDialogCode<Props>, initial?: Value) {
  const [state, setState] = useState({ mounted: false, isOpen: false, value: initial as Value });
  const open = useCallback(
    (...[value]: [Value] extends [undefined] ? [] : [value: Value]) => setState({ mounted: true, isOpen: true, value: value as Value }),
    [],
  );
  const onOpenChange = useCallback((isOpen: boolean) => setState((current) => ({ ...current, isOpen })), []);
  const { Component, preload } = code;
  return {
    /** `mounted` (opened at least once), `isOpen`, and `value`, what it was last opened with. */
    ...state,
    open,
    onOpenChange,
    preload,
    /**
     * A link's props that, on a plain click, open the dialog in place of
     * following the link (kept for new tabs and without JavaScript), and
     * preload it when the pointer nears or focus reaches the link.
     */
    linkProps: (...args: Parameters<typeof open>) => ({
      onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        open(...args);
      },
      onPointerEnter: preload,
      onFocus: preload,
    }),
    dialog: (props: Props) =>
      state.mounted ? (
        <Suspense fallback={null}>
          <Component {...(props as React.ComponentProps<typeof Component>)} />
        </Suspense>
      ) : null,
  };
}
