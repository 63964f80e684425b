import { href } from "#app/platform/http/href.ts";
import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "./roles.ts";

/** What GET /api/v1/session answers. */
export interface SessionInfo {
  user: SessionUser | null;
  /** Whether Google sign-in is configured on the server. */
  google: boolean;
}

export type SessionState = SessionInfo & { loaded: boolean };

/**
 * The signed-in user, in the browser. Pages are prerendered (the same HTML
 * for everyone), so the header asks the server once per page load, after
 * hydration, and again after signing in or out.
 */
const initial: SessionState = { loaded: false, user: null, google: false };
let state = initial;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Fetches the session again (after sign-in, sign-up or sign-out). */
export function refreshSession(): Promise<void> {
  pending = fetch(href("/api/v1/session"), { headers: { accept: "application/json" }, cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<SessionInfo>) : null))
    .then((info) => set(info ? { ...info, loaded: true } : { ...state, loaded: true }))
    .catch(() => set({ ...state, loaded: true }));
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The session; `loaded` is false on the server and until the first answer. */
export function useSession(): SessionState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
  useEffect(() => {
    if (!pending) void refreshSession();
  }, []);
  return current;
}

/**
 * Who is signed in, as soon as it is known: from the server on pages drawn
 * per request (the root loader), from the session once loaded on prerendered
 * pages.
 */
export function useSignedInUser(): SessionUser | null {
  const session = useSession();
  const serverUser = useRouteLoaderData<{ user: SessionUser | null }>("root")?.user ?? null;
  return session.loaded ? session.user : serverUser;
}
