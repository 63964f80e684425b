/** The sidebar's expanded/collapsed state lives in a cookie for 7 days. */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;
/** Below this width the sidebar is an overlay sheet. */
export const MOBILE_BREAKPOINT = 768;

/** The state a request's cookie asks for; expanded when there is none. */
export function sidebarOpenFromCookie(cookieHeader: string | null): boolean {
  const match = /(?:^|;\s*)sidebar_state=(true|false)(?:;|$)/.exec(cookieHeader ?? "");
  return match ? match[1] === "true" : true;
}

/** The cookie that remembers the state (readable by the server on the next page load). */
export const sidebarCookie = (open: boolean) => `${SIDEBAR_COOKIE}=${open}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
