import { startTransition, StrictMode } from "react";
import type * as ReactDomClientModule from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadWholeStylesheet } from "./platform/http/page-styles.tsx";
import { whenVisitorActs } from "./platform/hydration/on-intent.tsx";
import { keyHistoryEntry } from "./platform/hydration/scroll-restoration.tsx";

type ReactDomClient = typeof ReactDomClientModule;

/**
 * React Router's default client entry, with three changes. Hydration waits
 * for the visitor's first act (a pointer, touch, key, focus or scroll; at
 * once for a signed-in user): until then the server's page, which works
 * without JavaScript, is the page, and a phone spends nothing on React
 * (decision 0040). React DOM's client, most of this file, is evaluated only
 * then too: the bundler keeps a `require` of a CommonJS package lazy, so the
 * file loads with the page but its 15 ms of evaluation (60 ms on a phone)
 * happens inside the act, synchronously, still before React's listeners are
 * needed (0042; the dev server serves ES modules only, so there it is a
 * dynamic import). Hydration runs as a transition, in slices that yield to
 * the browser; a click on a part not yet hydrated makes React hydrate it
 * first. The page carries only the styles it uses; the whole stylesheet
 * comes now (0041).
 */
// Strict Mode's checks run in development only: in a production build the wrapper would be bytes that do nothing.
const page = import.meta.env.DEV ? (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
) : (
  <HydratedRouter />
);
const hydrate = (client: ReactDomClient) =>
  startTransition(() => {
    client.hydrateRoot(document, page);
  });

whenVisitorActs(() => {
  keyHistoryEntry();
  loadWholeStylesheet();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated here, at the act, not when the file loads
  if (!import.meta.env.DEV) hydrate(require("react-dom/client") as ReactDomClient);
  else void import("react-dom/client").then(hydrate);
});
