import { href, redirect } from "react-router";
import { CLIENT_IP_HEADER } from "#app/platform/http/request-origin.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { AUTH_BASE_PATH, authOf } from "./auth.server.ts";
import { hasRole, isRole, type Role, type SessionUser } from "./roles.ts";

/** better-auth's answer to a forwarded request: its JSON (or null), status and cookies. */
export interface AuthAnswer<T = unknown> {
  status: number;
  ok: boolean;
  body: T | null;
  /** better-auth's error code, e.g. INVALID_EMAIL_OR_PASSWORD. */
  code?: string;
  message?: string;
  location?: string;
  /** Set-Cookie headers to pass on to the browser. */
  headers: Headers;
  /** When rate-limited: seconds to wait (better-auth's X-Retry-After). */
  retryAfterSeconds?: number;
}

/**
 * Sends a request to one of better-auth's endpoints as the visitor: with
 * their cookies and address, so its rate limiter, origin check, hooks and
 * cookie handling all apply exactly as for a direct call. The site's server
 * has already refused cross-site posts (server/app.ts).
 */
export async function callAuthEndpoint<T = unknown>(args: RequestArgs, path: string, body?: unknown): Promise<AuthAnswer<T>> {
  const { request } = args;
  const app = appOf(args);
  const auth = authOf(app);
  const { publicUrl } = app.config;
  const headers = new Headers({ origin: publicUrl });
  for (const name of ["cookie", "user-agent", CLIENT_IP_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await auth.handler(
    new Request(`${publicUrl}${AUTH_BASE_PATH}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const cookies = new Headers();
  for (const cookie of response.headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  const payload = (await response.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
  return {
    status: response.status,
    ok: response.ok,
    body: response.ok ? payload : null,
    code: response.ok ? undefined : payload?.code,
    message: response.ok ? undefined : payload?.message,
    location: response.headers.get("location") ?? undefined,
    headers: cookies,
    retryAfterSeconds: retryAfterOf(response),
  };
}

/** better-auth says how long a rate-limited client waits in X-Retry-After. */
export function retryAfterOf(response: Response): number | undefined {
  if (response.status !== 429) return undefined;
  const seconds = Number(response.headers.get("x-retry-after") ?? response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** The user fields the site uses, from better-auth's user record. */
export function toSessionUser(user: { id: string; name: string; email: string; emailVerified: boolean; role?: unknown }): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: isRole(user.role) ? user.role : "user",
  };
}

/** The signed-in user and their session's id, or null (no cookie, or an expired, revoked or forged session). */
export async function getSignedIn(args: RequestArgs): Promise<{ user: SessionUser; sessionId: string } | null> {
  const session = await authOf(appOf(args)).api.getSession({ headers: args.request.headers });
  return session ? { user: toSessionUser(session.user), sessionId: session.session.id } : null;
}

/** The signed-in user, or null (no cookie, or an expired, revoked or forged session). */
export async function getSessionUser(args: RequestArgs): Promise<SessionUser | null> {
  return (await getSignedIn(args))?.user ?? null;
}

/**
 * A page's refusal: signed out, to sign-in (and back afterwards); signed in
 * without the role, 403. An API route does not come here: it gates with
 * requireAdminApi (401/403 JSON), so the route decides, not its path.
 */
function refuse(request: Request, status: 401 | 403): never {
  if (status === 403) throw new Response("Your account does not have access to this page.", { status: 403, statusText: "Forbidden" });
  const { pathname, search } = new URL(request.url);
  throw redirect(`${href("/sign-in")}?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`);
}

/**
 * The signed-in user, for the loaders and actions of pages. Signed out: a
 * redirect to sign-in (and back afterwards). API routes use requireAdminApi.
 */
export async function requireUser(args: RequestArgs): Promise<SessionUser> {
  return (await getSessionUser(args)) ?? refuse(args.request, 401);
}

/**
 * The signed-in user when their role is `role` or above (user < author <
 * admin). Signed out: as requireUser; a lower role: 403.
 */
export async function requireRole(args: RequestArgs, role: Role): Promise<SessionUser> {
  const user = await requireUser(args);
  return hasRole(user, role) ? user : refuse(args.request, 403);
}
