import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * `false` on the server and while hydrating, `true` once React runs in the
 * browser. Use it for attributes that only make sense with JavaScript (e.g.
 * `noValidate` when a script checks the form instead of the browser).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
