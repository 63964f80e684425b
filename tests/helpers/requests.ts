/** Requests as a browser sends them to a route's handler, and the cookies it keeps from the answers. */

let ipCounter = 0;

/** A client address of its own for each request, so rate limits keyed by address never join two tests. */
export const freshIp = () => `203.0.113.${++ipCounter % 250}`;

/** A form post as the browser's fetcher sends it (not a page navigation), from a fresh address; pairs may repeat a name. */
export function formPost(pathname: string, fields: Record<string, string> | [string, string][], headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-droids-client-ip": freshIp(), ...headers },
    body: new URLSearchParams(fields),
  });
}

/** A page's request, with the browser's Cookie header when it has one. */
export const pageRequest = (pathname: string, cookie = "") => new Request(`http://localhost:3000${pathname}`, { headers: cookie ? { cookie } : {} });

/** `data()` from an action: its body, status and headers. */
export type ActionData = { data: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } | null };
export const answerOf = (value: unknown) => value as ActionData;

/**
 * The Cookie header a browser would send back after the Set-Cookie headers of
 * a Response, a Headers, or an action's `data()` (cookies being cleared are left out).
 */
export function cookieFrom(answer: unknown): string {
  const headers = answer instanceof Response ? answer.headers : answer instanceof Headers ? answer : new Headers(answerOf(answer).init?.headers);
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
