/**
 * The site's public address comes from one place, the runtime PUBLIC_URL
 * (config.publicUrl). Pages rendered per request get it through the load
 * context; prerendered pages are built with this stand-in origin, which the
 * server replaces with the configured one when it starts (server/app.ts), so
 * one build serves any address.
 */
export const PRERENDER_ORIGIN = "https://public-url.invalid";

/** The host part of the stand-in, also replaced at start (contact addresses use it). */
export const PRERENDER_HOST = new URL(PRERENDER_ORIGIN).host;

/**
 * The domain of the site's contact addresses (privacy@…, legal@…): the public
 * site's own, else the development domain the mail settings use.
 */
export function contactDomain(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^www\./, "");
  return host.includes(".") && !/^[\d.]+$/.test(host) ? host : "droids.localhost";
}

/** Puts the configured address where a prerendered page has the stand-in. */
export function withPublicUrl(text: string, publicUrl: string): string {
  return text.replaceAll(PRERENDER_ORIGIN, publicUrl).replaceAll(PRERENDER_HOST, contactDomain(publicUrl));
}

/** The public address as the root loader hands it to every page (meta functions read it there). */
export function publicUrlOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? PRERENDER_ORIGIN;
}
