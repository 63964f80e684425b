import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadWholeStylesheet } from "./platform/http/page-styles.tsx";
import { whenVisitorActs } from "./platform/hydration/on-intent.tsx";
import { keyHistoryEntry } from "./platform/hydration/scroll-restoration.tsx";

/**
 * React Router's default client entry, with two changes. Hydration waits for
 * the visitor's first act (a pointer, touch, key, focus or scroll; at once
 * for a signed-in user): until then the server's page, which works without
 * JavaScript, is the page, and a phone spends nothing on React (decision
 * 0040). And it runs as a transition, in slices that yield to the browser;
 * a click on a part not yet hydrated makes React hydrate it first. The page
 * carries only the styles it uses; the whole stylesheet comes now (0041).
 */
whenVisitorActs(() => {
  keyHistoryEntry();
  loadWholeStylesheet();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
