import { and, desc, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { appContext } from "#app/platform/app-context.server.ts";
import { mailOutbox } from "#app/platform/db/schema.ts";
import { authOf } from "#app/features/accounts/auth.server.ts";
import { signUpAction } from "#app/features/accounts/auth-forms.handlers.server.ts";
import { changeRole } from "#app/features/accounts/users.server.ts";
import type { Role } from "#app/features/accounts/roles.ts";
import { cookieFrom, formPost } from "#tests/helpers/requests.ts";

/**
 * A sign-up makes no session until the address is proven: opens the
 * verification mail's link in the browser that signed up (the cookies of
 * `signedUp`, a sign-up action's answer or a Response) and returns the
 * Cookie header of the session it signs in.
 */
export async function provenSessionCookie(context: RouterContextProvider, signedUp: unknown, email: string): Promise<string> {
  const app = context.get(appContext);
  const [mail] = await app.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, "Confirm your email for Droids")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no verification mail to ${email}`);
  const verified = await authOf(app).handler(new Request(link, { headers: { cookie: cookieFrom(signedUp) } }));
  return cookieFrom(verified)
    .split("; ")
    .filter((pair) => pair.includes("session_token="))
    .join("; ");
}

/**
 * An account signed up through the sign-up form's action on `context`, its
 * address proven through the mail's link, optionally given `role`: the Cookie
 * header of the session that signs it in.
 */
export async function signedInAccount(
  context: RouterContextProvider,
  account: { name: string; email: string; password?: string; role?: Role },
): Promise<string> {
  const { name, email, password = "Str0ng!pass", role } = account;
  const signedUp = await signUpAction({ request: formPost("/sign-up", { name, email, password, confirmPassword: password }), context });
  const cookie = await provenSessionCookie(context, signedUp, email);
  if (role) await changeRole(context.get(appContext).db, { email }, role);
  return cookie;
}
