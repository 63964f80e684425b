import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { CSP_NONCE_HEADER, CspNonce } from "./platform/http/csp-nonce.ts";
import { PageStylesText } from "./platform/http/page-styles.tsx";
import { pageStylesheets } from "./platform/http/page-stylesheet.server.ts";
import styles from "./app.css?inline";

export const streamTimeout = 5_000;

/** Where the page's stylesheet goes once the page is drawn: the part of the site's stylesheet its HTML uses. */
const STYLESHEET_PLACEHOLDER = "/*the page's stylesheet*/";
const stylesheetOf = pageStylesheets(styles);

/**
 * React Router's `<Scripts>` asks for every module of the page up front with
 * a `<link rel="modulepreload">` in the head (a dozen or more), which a phone
 * then downloads alongside the HTML, sharing its slow link with the document
 * it needs to paint. Without them the page's module script, at the end of
 * the body, fetches the route modules and their imports once the HTML is in:
 * the page paints first and hydrates a little later. (The links are React
 * resources, so hydration does not miss them.)
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * Renders the whole page, then answers it as one body, with the
 * Content-Security-Policy nonce on every inline script React Router or React
 * writes, and the part of the stylesheet the page uses in its head. The
 * site's loaders defer nothing, so streaming the shell first would send the
 * same bytes in many small writes, each compressed on its own; one body is
 * written once and compressed once.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const drawn = withoutModulePreloads(Buffer.concat(chunks).toString("utf8"));
        const html = drawn.replace(STYLESHEET_PLACEHOLDER, () => stylesheetOf(drawn));
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <PageStylesText.Provider value={STYLESHEET_PLACEHOLDER}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageStylesText.Provider>
      </CspNonce.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, onShellError answers (React Router shows the error page).
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
