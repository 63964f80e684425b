import { provenSessionCookie } from "#tests/helpers/proven-account.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { signUpAction as signUpActionHandler } from "#app/features/accounts/auth-forms.handlers.server.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { loader as signUpLoader } from "./sign-up.tsx";
import { testLoadContext, withLoadContext } from "#tests/helpers/load-context.ts";
import { cookieFrom, formPost, pageRequest } from "#tests/helpers/requests.ts";

/** The handlers as their routes call them, on the test database (set in beforeAll). */
let loadContext: ReturnType<typeof testLoadContext>;
const signUpAction = withLoadContext(signUpActionHandler, () => loadContext);

// Without JavaScript: a sign-up lands on a page confirming it, and pages
// rendered per request draw the header from the session.

const email = "nora@example.com";
const fields = { name: "Nora Noscript", email, password: "N0script!pw", confirmPassword: "N0script!pw", redirectTo: "/blog" };

const loaderArgs = (request: Request) => ({ request, params: {}, context: loadContext }) as never;

/** Signs up as a form posted without JavaScript; returns the redirect. */
async function signUpWithoutJavaScript() {
  const thrown = await Promise.resolve(signUpAction(formPost("/sign-up", fields, { "sec-fetch-mode": "navigate" }))).catch((response: unknown) => response);
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe(`signed-in pages without JavaScript on ${testDriver}`, () => {
  const database = useTestDatabase();
  beforeAll(() => {
    loadContext = testLoadContext(database.current);
  });

  it("a sign-up posted as a page redirects to the confirmation, keeping where the visitor was going, with no session before the address is proven", async () => {
    const response = await signUpWithoutJavaScript();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sign-up?created=1&redirectTo=%2Fblog");
    expect(cookieFrom(response)).not.toMatch(/session_token=/);
    expect(cookieFrom(response)).toMatch(/droids\.sign-up-browser=/);
  });

  it("a sign-up from the dialog still answers with data and the visitor's own destination", async () => {
    const result = (await signUpAction(formPost("/sign-up", fields))) as unknown as { data: Record<string, unknown> };
    expect(result.data).toMatchObject({ ok: true, title: "Account created!", redirectTo: "/blog" });
  });

  it("the confirmation page asks for the mailed link (the same for every address); signed-in visitors are sent on", async () => {
    const signedUp = await signUpWithoutJavaScript();
    const confirmed = await signUpLoader(loaderArgs(pageRequest("/sign-up?created=1&redirectTo=%2Fblog", cookieFrom(signedUp))));
    expect(confirmed).toMatchObject({ created: { email: null, verified: false }, redirectTo: "/blog" });

    // Signed in (the link opened) without ?created=1: nothing to do on the sign-up page.
    const cookie = await provenSessionCookie(loadContext, signedUp, email);
    const away = await Promise.resolve(signUpLoader(loaderArgs(pageRequest("/sign-up?redirectTo=%2Fblog", cookie)))).catch((response: unknown) => response);
    expect((away as Response).headers.get("location")).toBe("/blog");
    // Signed out without ?created=1: the form.
    expect(await signUpLoader(loaderArgs(pageRequest("/sign-up")))).toMatchObject({ created: null });
  });

  it("the root loader gives the header the signed-in user, and nobody without a valid session", async () => {
    const cookie = await provenSessionCookie(loadContext, await signUpWithoutJavaScript(), email);
    // With the public address every page's canonical and Open Graph URLs
    // start with: the configured one (here the default, the local port's), not
    // the stand-in prerendering uses.
    const publicUrl = "http://localhost:3000";
    expect(await rootLoader(loaderArgs(pageRequest("/blog", cookie)))).toEqual({
      user: expect.objectContaining({ name: "Nora Noscript", email, role: "user" }),
      publicUrl,
    });
    expect(await rootLoader(loaderArgs(pageRequest("/blog")))).toEqual({ user: null, publicUrl });
    const forged = cookie.replace(/session_token=[^;]+/, "session_token=forged.value");
    expect(await rootLoader(loaderArgs(pageRequest("/blog", forged)))).toEqual({ user: null, publicUrl });
  });
});
