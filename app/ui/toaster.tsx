import { lazy, Suspense, useSyncExternalStore } from "react";

// Toasts are never needed for the first paint: sonner loads after hydration,
// keeping it out of every page's initial JavaScript.
const SonnerToaster = lazy(() => import("./sonner-toaster.tsx"));

let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

const subscribeNever = () => () => {};

/** The app's single toast outlet (rendered once in `root.tsx`). */
export function Toaster() {
  // false while rendering on the server and hydrating, true afterwards.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={markReady} />
    </Suspense>
  );
}

export type NotifyVariant = "default" | "success" | "destructive";

export type NotifyOptions = {
  /** Bold first line, e.g. "Missing information". */
  title: string;
  /** Second line, e.g. "Please fill in your name and email address." */
  description?: string;
  /** `destructive` for errors (red), `success` for confirmations (green); default is neutral. */
  variant?: NotifyVariant;
};

/** Shows one of the site's toasts, once the outlet is on the page. */
export async function notify({ title, description, variant = "default" }: NotifyOptions) {
  const [{ toast }] = await Promise.all([import("sonner"), toasterReady]);
  const options = description === undefined ? undefined : { description };
  switch (variant) {
    case "destructive":
      return toast.error(title, options);
    case "success":
      return toast.success(title, options);
    default:
      return toast(title, options);
  }
}

/** A form action's answer as its toast: green when it went through, red when refused. */
export const notifyAnswer = (answer: { ok: boolean; title: string; description?: string }) =>
  notify({ title: answer.title, description: answer.description, variant: answer.ok ? "success" : "destructive" });
