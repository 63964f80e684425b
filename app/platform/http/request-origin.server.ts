/**
 * True when the browser says the request comes from another site: an
 * `Origin` header naming another origin than ours, or `Sec-Fetch-Site:
 * cross-site`. Requests with neither header (non-browser clients) pass.
 */
export function isCrossSiteRequest(request: Request, publicUrl: string): boolean {
  return isCrossSiteOrigin(
    { origin: request.headers.get("origin"), fetchSite: request.headers.get("sec-fetch-site"), ownOrigin: new URL(request.url).origin },
    publicUrl,
  );
}

/** isCrossSiteRequest from the headers themselves and the origin the request was addressed to. */
export function isCrossSiteOrigin(
  { origin, fetchSite, ownOrigin }: { origin: string | null; fetchSite: string | null; ownOrigin: string },
  publicUrl: string,
): boolean {
  if (fetchSite === "cross-site") return true;
  if (!origin) return false;
  if (origin === "null") return true; // sandboxed frames, data: URLs
  return origin !== new URL(ownOrigin).origin && origin !== new URL(publicUrl).origin;
}

/** The header server/app.ts sets to the connection's client address (overwriting any sent by the client). */
export const CLIENT_IP_HEADER = "x-droids-client-ip";

export function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}
