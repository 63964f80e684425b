/**
 * Hydration waits for the visitor (decision 0040). Every page is drawn on the
 * server and works without JavaScript: links are links, forms post. What the
 * scripts add (dialogs, instant navigation, live validation, the signed-in
 * header on prerendered pages) matters once someone acts, so a page loads and
 * evaluates its modules as before but hydrates only at the first sign of a
 * visitor: a pointer that moves or presses, a touch, a key, focus, a wheel or
 * a scroll. A phone reading a page pays nothing for React until then; a
 * desktop's pointer wakes it at once.
 *
 * The listening starts in an inline script at the top of the page, so a tap
 * or a keystroke before the modules arrive still counts. Pages the server
 * drew for a signed-in user (the dashboard, account pages) hydrate at once.
 */
import { useContext } from "react";
import { CspNonce } from "#app/platform/http/csp-nonce.ts";

/** The events that mean someone is there. */
export const INTENT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;

/** Set on `window` once the visitor has acted; the event of the same name follows. */
const INTENT = "__droidsIntent";
const INTENT_EVENT = "droids:intent";

/**
 * The inline script's text: small, old syntax, no storage (a cold browser
 * takes milliseconds to open it), since it runs before anything else.
 */
export function intentScript(now: boolean): string {
  const acted = `function g(){window.${INTENT}=1;e.forEach(function(n){removeEventListener(n,g,true)});dispatchEvent(new Event("${INTENT_EVENT}"))}`;
  return now
    ? `window.${INTENT}=1`
    : `(function(){var e=${JSON.stringify(INTENT_EVENTS)};${acted}e.forEach(function(n){addEventListener(n,g,{capture:true,passive:true})})})()`;
}

/** Listens for the visitor's first act (or says it is there already); put it first in the `<head>`. */
export function IntentListener({ now }: { now: boolean }) {
  const nonce = useContext(CspNonce);
  // Written by the server and run once by the browser; hydration keeps the
  // element as it is, so the text stays out of the pages' JavaScript.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? intentScript(now) : "" }} />;
}

declare global {
  interface Window {
    [INTENT]?: 1;
  }
}

/**
 * Calls `start` once the visitor has acted. Inside the act's own event when
 * it comes later, so React's listeners are on the page before the click that
 * may follow a pointer's first move or press: React then hydrates what was
 * clicked at once and handles the click. When the act came first (before the
 * modules arrived) or the user is signed in, in a task of its own, apart from
 * the one that evaluated the modules.
 */
export function whenVisitorActs(start: () => void): void {
  if (window[INTENT]) setTimeout(start, 0);
  else addEventListener(INTENT_EVENT, start, { once: true });
}
