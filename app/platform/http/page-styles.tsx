import { createContext, useContext } from "react";
import wholeStylesheet from "#app/app.css?url";

/**
 * The page's stylesheet, written into its `<head>` as one `<style>` instead
 * of a `<link rel="stylesheet">`: a phone paints the page from the HTML
 * alone, without waiting a round trip for a render-blocking file. It holds
 * the part of the site's stylesheet the page uses (app/entry.server.tsx cuts
 * it, docs/decisions/0041-a-stylesheet-per-page.md).
 *
 * Only the server has the text, so it never travels in the pages' JavaScript.
 * The element is one of React's style resources (`href` and `precedence`):
 * the browser keeps the one the server wrote (React finds it by `data-href`),
 * and the client's empty copy is never inserted.
 *
 * Hydration adds the whole stylesheet as a file, after the page's own
 * (`loadWholeStylesheet`): what the client draws next (a dialog, a menu, the
 * next page) finds its rules. The file's rules repeat the page's, so nothing
 * on the page changes.
 */
export const PageStylesText = createContext("");

/** The key React finds the written stylesheet by (`data-href`); not a URL that is ever fetched. */
export const PAGE_STYLES_KEY = "droids-styles";

export function PageStyles() {
  const text = useContext(PageStylesText);
  return (
    <style href={PAGE_STYLES_KEY} precedence="default">
      {text}
    </style>
  );
}

/**
 * Adds the whole stylesheet after the page's own, as hydration starts
 * (app/entry.client.tsx). Not a React stylesheet resource: hydration runs as
 * a transition, and React would hold its commit until the file arrived,
 * while the visitor's first input went unheard. In development Vite adds
 * the stylesheet itself (app/root.tsx).
 */
export function loadWholeStylesheet() {
  if (import.meta.env.DEV || document.querySelector(`link[href="${wholeStylesheet}"]`)) return;
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: wholeStylesheet });
  const own = document.querySelector(`style[data-href="${PAGE_STYLES_KEY}"]`);
  if (own) own.after(link);
  else document.head.append(link);
}
