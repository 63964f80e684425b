import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default client entry, with one change: hydration starts in
 * a task of its own instead of inside the one that evaluated React DOM and
 * the route modules. On a phone that first task already runs long (every
 * module's top level); hydrateRoot adds its root set-up and event listeners,
 * and together they made the page's longest task (Lighthouse's total
 * blocking time counts each task's time past 50 ms). Hydration itself runs
 * as a transition, in slices that yield to the browser.
 */
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
