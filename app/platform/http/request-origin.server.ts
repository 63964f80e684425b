/**
 * True when the browser says the request comes from another site: an
 * `Origin` header naming another origin than ours, or `Sec-Fetch-Site:
 * cross-site`. Requests with neither header (non-browser clients) pass.
 */
export function isCrossSiteRequest(request: Request, publicUrl: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true; // sandboxed frames, data: URLs
  const allowed = new Set([new URL(request.url).origin, new URL(publicUrl).origin]);
  return !allowed.has(origin);
}

/** The header server/app.ts sets to the connection's client address (overwriting any sent by the client). */
export const CLIENT_IP_HEADER = "x-droids-client-ip";

export function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}
