import { and, desc, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { appContext } from "#app/platform/app-context.server.ts";
import { mailOutbox } from "#app/platform/db/schema.ts";
import { authOf } from "#app/features/accounts/auth.server.ts";

const pairsOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="));

/**
 * A sign-up makes no session until the address is proven: opens the
 * verification mail's link in the browser that signed up (the cookies of
 * `signedUp`, a sign-up action's answer or a Response) and returns the
 * Cookie header of the session it signs in.
 */
export async function provenSessionCookie(context: RouterContextProvider, signedUp: unknown, email: string): Promise<string> {
  const headers = signedUp instanceof Response ? signedUp.headers : new Headers((signedUp as { init?: { headers?: HeadersInit } }).init?.headers);
  const app = context.get(appContext);
  const [mail] = await app.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, "Confirm your email for Droids")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no verification mail to ${email}`);
  const verified = await authOf(app).handler(new Request(link, { headers: { cookie: pairsOf(headers).join("; ") } }));
  return pairsOf(verified.headers)
    .filter((pair) => pair.includes("session_token="))
    .join("; ");
}
