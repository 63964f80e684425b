/**
 * What a public page's HTML must look like for a phone to paint it from the
 * HTML alone (docs/decisions/0022-first-paint.md): the page's part of the
 * stylesheet written into the head, nothing render-blocking, and nothing
 * fetched alongside the document that would share its slow link (no web
 * font, no module preloads).
 */

/** The key of the inline stylesheet (app/platform/http/page-styles.tsx). */
const INLINE_STYLES = /<style data-precedence="default" data-href="droids-styles">([\s\S]*?)<\/style>/g;

/** Less than this is not a page's stylesheet (the part of the site's 90 KB a page uses: 20 to 45 KB). */
const MIN_STYLESHEET_CHARS = 10_000;

/** More than this is most of the site's stylesheet: the page's part was not cut (docs/decisions/0041-a-stylesheet-per-page.md). */
export const MAX_STYLESHEET_CHARS = 50_000;

/** The reasons a page's HTML would not paint from itself alone; none when it does. */
export function firstPaintProblems(html: string): string[] {
  const problems: string[] = [];
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1];
  if (head === undefined) return ["no <head>"];
  const styles = [...head.matchAll(INLINE_STYLES)];
  if (styles.length !== 1) problems.push(`${styles.length} inline stylesheets in the head, expected 1`);
  else if ((styles[0]![1] ?? "").length < MIN_STYLESHEET_CHARS) problems.push("the inline stylesheet is nearly empty");
  else if (styles[0]![1]!.length > MAX_STYLESHEET_CHARS)
    problems.push(`the inline stylesheet holds ${styles[0]![1]!.length} characters, over ${MAX_STYLESHEET_CHARS}: not the page's part`);
  if (/<link\b[^>]*\brel="stylesheet"/.test(html)) problems.push('a render-blocking <link rel="stylesheet">');
  const preloads = html.match(/<link\b[^>]*\brel="modulepreload"/g)?.length ?? 0;
  if (preloads > 0) problems.push(`${preloads} <link rel="modulepreload">`);
  if (/<link\b[^>]*\brel="preload"[^>]*\bas="font"|\.woff2?\b/.test(html)) problems.push("a web font");
  return problems;
}

/**
 * The most hydration data the home page may carry, in characters: its
 * gallery's first cards and the root's data (about 7.5 KB). The whole
 * template catalogue, with its prompts and icon drawings, was 33 KB, and
 * parsing and hydrating it was what kept `/` from scoring 100.
 */
export const HOME_HYDRATION_DATA_CHARS = 12_000;

/** The characters of a page's hydration data: React Router's context scripts, as written in the HTML. */
export function hydrationDataChars(html: string): number {
  return [...html.matchAll(/<script\b[^>]*>(window\.__reactRouterContext\b[\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + (match[1] ?? "").length, 0);
}
