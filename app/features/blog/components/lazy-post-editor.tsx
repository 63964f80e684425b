import { lazy, Suspense } from "react";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import type { PostEditorProps } from "./post-editor.tsx";

// The editor (Radix tabs and switch, the toolbar, tags, live preview) loads
// after the page, off the route's first-load budget; the preview's Markdown
// parser loads later still, on first use.
const PostEditor = lazy(() => import("./post-editor.tsx").then((module) => ({ default: module.PostEditor })));

const loading = (
  <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
    <p className="text-muted-foreground">Loading the editor…</p>
  </div>
);

/**
 * The post editor, drawn in the browser only: a server-drawn copy would
 * take typing before it hydrated and then reset it. (It needs JavaScript
 * anyway: toolbar, tabs, tags and preview.)
 */
export function LazyPostEditor(props: PostEditorProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <>
        {/* A refused post (e.g. a 400) is said on the server-drawn page too, before the editor loads. */}
        {props.result ? (
          <div className="mx-auto w-full max-w-6xl px-4 pt-10 sm:px-6 lg:px-8">
            <FormStatus result={props.result} />
          </div>
        ) : null}
        {loading}
        <noscript>
          <p className="mx-auto max-w-6xl px-4 pb-10 text-muted-foreground sm:px-6 lg:px-8">The editor needs JavaScript. Please turn it on to write a post.</p>
        </noscript>
      </>
    );
  }
  return (
    <Suspense fallback={loading}>
      <PostEditor {...props} />
    </Suspense>
  );
}
