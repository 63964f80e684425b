/**
 * React Router's <ScrollRestoration>, with its inline script cut to the loads
 * that can have a position to restore. Router's script runs on every load:
 * it gives the history entry a key and looks the key up in sessionStorage.
 * A new entry (a link followed, an address typed) has no stored position, and
 * opening sessionStorage in a cold browser costs a phone tens of
 * milliseconds before its first paint; so the lookup runs only on a reload or
 * a return (back, forward), and a new entry gets its key when the page
 * hydrates (`keyHistoryEntry`, before the router reads it).
 */
import { useContext } from "react";
import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { CspNonce } from "#app/platform/http/csp-nonce.ts";

/** React Router's default sessionStorage key for scroll positions (its hook uses it too). */
const STORAGE_KEY = "react-router-scroll-positions";

const KEY_ENTRY = `if(!history.state||!history.state.key)history.replaceState({key:Math.random().toString(32).slice(2)},"")`;

export const restoreScript = `(function(k){var n=performance.getEntriesByType("navigation")[0];if(n&&n.type!=="reload"&&n.type!=="back_forward")return;${KEY_ENTRY};try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[history.state.key];if(typeof y==="number")scrollTo(0,y)}catch(x){sessionStorage.removeItem(k)}})(${JSON.stringify(STORAGE_KEY)})`;

/** Gives the current history entry the key scroll positions are stored by, if it has none yet. */
export function keyHistoryEntry(): void {
  if (!history.state?.key) history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
}

export function ScrollRestoration() {
  useScrollRestoration();
  const nonce = useContext(CspNonce);
  // The text is the server's alone: hydration keeps the element as it is.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? restoreScript : "" }} />;
}
