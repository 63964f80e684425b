import { createContext, useContext } from "react";

/**
 * The site's whole stylesheet, written into every page's `<head>` as one
 * `<style>` instead of a `<link rel="stylesheet">`: a phone paints the page
 * from the HTML alone, without waiting a round trip for a render-blocking
 * file (about 15 KB gzipped, less than the page's own share of a request).
 *
 * Only the server has the text (app/entry.server.tsx provides it, from
 * `app.css?inline`), so it never travels in the pages' JavaScript. The
 * element is one of React's style resources (`href` and `precedence`): the
 * browser keeps the one the server wrote (React finds it by `data-href`),
 * and the client's empty copy is never inserted.
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
