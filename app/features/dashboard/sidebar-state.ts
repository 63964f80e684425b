import { createCookie } from "react-router";

/** The sidebar's expanded/collapsed state lives in this cookie for 7 days (the browser writes it, the server reads it). */
export const sidebarCookie = createCookie("sidebar_state", { path: "/", maxAge: 7 * 24 * 60 * 60, sameSite: "lax" });
/** Below this width the sidebar is an overlay sheet. */
export const MOBILE_BREAKPOINT = 768;

/** The state a request's cookie asks for; expanded when there is none (or it is not one the site wrote). */
export async function sidebarOpenFromCookie(cookieHeader: string | null): Promise<boolean> {
  return (await sidebarCookie.parse(cookieHeader)) !== false;
}
