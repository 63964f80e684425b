/** better-auth's session cookie, also under the `__Secure-` prefix it takes on an HTTPS site (auth.server.ts, `useSecureCookies`). */
const sessionCookieNames = new Set(["better-auth.session_token", "__Secure-better-auth.session_token"]);

/**
 * Whether a request's Cookie header carries a session: the visitor may be
 * signed in (whether the session is still valid is for the routes to say).
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => sessionCookieNames.has(pair.split("=", 1)[0]!.trim()));
}
