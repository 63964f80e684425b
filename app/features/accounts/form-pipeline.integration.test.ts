import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { apiKeys, user } from "#app/platform/db/schema.ts";
import { accountSettingsAction as accountSettingsHandler } from "./account-settings.handlers.server.ts";
import {
  requestPasswordResetAction as requestPasswordResetHandler,
  resetPasswordAction as resetPasswordHandler,
  signInAction as signInHandler,
  signUpAction as signUpHandler,
} from "./auth-forms.handlers.server.ts";
import { apiKeySettingsAction as apiKeySettingsHandler } from "#app/features/dashboard/api-key-settings.handlers.server.ts";
import { testLoadContext, withLoadContext } from "#tests/helpers/load-context.ts";
import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { answerOf, freshIp } from "#tests/helpers/requests.ts";

/**
 * The account forms go through the one form pipeline (0033): a field sent
 * twice is a 400 naming it, a missing one a 400, a post from another site a
 * 403, never a 5xx; a refused form changes nothing.
 */
let loadContext: ReturnType<typeof testLoadContext>;
const accountSettingsAction = withLoadContext(accountSettingsHandler, () => loadContext);
const apiKeySettingsAction = withLoadContext(apiKeySettingsHandler, () => loadContext);
const signInAction = withLoadContext(signInHandler, () => loadContext);
const signUpAction = withLoadContext(signUpHandler, () => loadContext);
const requestPasswordResetAction = withLoadContext(requestPasswordResetHandler, () => loadContext);
const resetPasswordAction = withLoadContext(resetPasswordHandler, () => loadContext);

/** A form post with a raw body (so a field can be sent twice), from a fresh address. */
const post = (pathname: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-droids-client-ip": freshIp(), ...headers },
    body,
  });
const crossSite = { origin: "https://evil.example" };
const statusOf = (value: unknown) => answerOf(value).init?.status ?? 200;
const CROSS_SITE = "This form can only be sent from our own site.";

describe(`account forms through the one form pipeline on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  beforeAll(() => {
    loadContext = testLoadContext(database.current);
  });

  it("account settings: a repeated field is a 400 naming it, a missing intent a 400, a cross-site post a 403", async () => {
    const cookie = await signedInAccount(loadContext, { name: "Pipe Settings", email: "pipe-settings@example.com" });
    const settings = (body: string, headers: Record<string, string> = {}) => accountSettingsAction(post("/dashboard/settings", body, { cookie, ...headers }));

    const repeated = answerOf(await settings("intent=name&name=One&name=Two"));
    expect(repeated.init?.status).toBe(400);
    expect(repeated.data).toEqual({
      form: "name",
      ok: false,
      title: "The field “name” was sent more than once.",
      fields: { name: "This field was sent more than once." },
    });
    const twoIntents = answerOf(await settings("intent=name&intent=sessions"));
    expect(twoIntents.init?.status).toBe(400);
    expect(twoIntents.data).toMatchObject({ ok: false, title: "The field “intent” was sent more than once." });
    const missing = answerOf(await settings("name=Nobody"));
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toMatchObject({ form: "name", ok: false, title: "Unknown action.", fields: { intent: "Unknown action." } });
    const foreign = answerOf(await settings("intent=name&name=Evil", crossSite));
    expect(foreign.init?.status).toBe(403);
    expect(foreign.data).toEqual({ form: "name", ok: false, title: CROSS_SITE });
    expect((await db().select().from(user).where(eq(user.email, "pipe-settings@example.com")))[0]!.name).toBe("Pipe Settings");

    const noPassword = answerOf(await settings("intent=password&newPassword=N3w!password&confirmPassword=N3w!password"));
    expect(noPassword).toMatchObject({ data: { form: "password", ok: false, title: "Please fill in all required fields." }, init: { status: 400 } });
    const renamed = answerOf(await settings("intent=name&name=Piped"));
    expect(renamed).toMatchObject({ data: { form: "name", ok: true, title: "Your name is updated." }, init: { status: 200 } });
  });

  it("API keys: the role first, then a repeated field is a 400 naming it, a missing one a 400, a cross-site post a 403", async () => {
    const cookie = await signedInAccount(loadContext, { name: "Pipe Keys", email: "pipe-keys@example.com", role: "admin" });
    const keys = (body: string, headers: Record<string, string> = {}) => apiKeySettingsAction(post("/dashboard/settings", body, { cookie, ...headers }));

    const repeated = answerOf(await keys("intent=create-key&name=One&name=Two"));
    expect(repeated.init?.status).toBe(400);
    expect(repeated.data).toEqual({
      form: "keys",
      ok: false,
      title: "The field “name” was sent more than once.",
      fields: { name: "This field was sent more than once." },
    });
    const missing = answerOf(await keys("name=Nameless"));
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toMatchObject({ form: "keys", ok: false, title: "Unknown action." });
    const foreign = answerOf(await keys("intent=create-key&name=Evil", crossSite));
    expect(foreign.init?.status).toBe(403);
    expect(foreign.data).toEqual({ form: "keys", ok: false, title: CROSS_SITE });
    expect(await db().select().from(apiKeys)).toEqual([]);

    const created = answerOf(await keys("intent=create-key&name=CI"));
    expect(created.init?.status).toBe(200);
    expect(created.data).toMatchObject({ form: "keys", ok: true, title: "Copy the key for “CI” now: it is not shown again.", key: expect.any(String) });
    const [record] = await db().select().from(apiKeys);
    const revoked = answerOf(await keys(`intent=revoke-key&keyId=${record!.id}`));
    expect(revoked.data).toEqual({ form: "keys", ok: true, title: "The key is revoked." });
    const again = answerOf(await keys(`intent=revoke-key&keyId=${record!.id}`));
    expect(again).toMatchObject({ data: { form: "keys", ok: false, title: "That key is revoked already." }, init: { status: 404 } });

    const member = await signedInAccount(loadContext, { name: "Pipe Member", email: "pipe-member@example.com" });
    await expect(apiKeySettingsAction(post("/dashboard/settings", "intent=create-key&name=Mine", { cookie: member }))).rejects.toMatchObject({
      status: 403,
    });
  });

  it("sign-in, sign-up, forgot and reset: a repeated field is a 400 naming it, a missing one a 400, a cross-site post a 403", async () => {
    await signedInAccount(loadContext, { name: "Pipe Auth", email: "pipe-auth@example.com" });
    const forms = [
      { path: "/sign-in", action: signInAction, body: "email=pipe-auth%40example.com&password=Str0ng!pass", twice: "email" },
      {
        path: "/sign-up",
        action: (request: Request) => signUpAction(request),
        body: "name=New&email=pipe-new%40example.com&password=Str0ng!pass&confirmPassword=Str0ng!pass",
        twice: "name",
      },
      { path: "/forgot-password", action: requestPasswordResetAction, body: "email=pipe-auth%40example.com", twice: "email" },
      { path: "/reset-password", action: resetPasswordAction, body: "token=abc&password=N3w!password&confirmPassword=N3w!password", twice: "token" },
    ];
    for (const form of forms) {
      const repeated = answerOf(await form.action(post(form.path, `${form.body}&${form.twice}=again`)));
      expect(repeated.init?.status, form.path).toBe(400);
      expect(repeated.data, form.path).toMatchObject({
        ok: false,
        title: "Something went wrong",
        description: `The field “${form.twice}” was sent more than once.`,
      });
      const missing = await form.action(post(form.path, ""));
      expect(statusOf(missing), form.path).toBe(400);
      expect(answerOf(missing).data, form.path).toMatchObject({ ok: false, description: expect.any(String) });
      const foreign = answerOf(await form.action(post(form.path, form.body, crossSite)));
      expect(foreign.init?.status, form.path).toBe(403);
      expect(foreign.data, form.path).toMatchObject({ ok: false, description: CROSS_SITE });
    }
    expect(await db().select().from(user).where(eq(user.email, "pipe-new@example.com"))).toEqual([]);
  });
});
