import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { accountSettingsAction as accountSettingsHandler } from "#app/features/accounts/account-settings.handlers.server.ts";
import type { SessionUser } from "#app/features/accounts/roles.ts";
import { getSessionUser as getSessionUserHandler } from "#app/features/accounts/session.server.ts";
import { signInAction as signInHandler } from "#app/features/accounts/auth-forms.handlers.server.ts";
import { authors, comments, mailOutbox, posts, session, user } from "#app/platform/db/schema.ts";
import { teamAction as teamHandler } from "./team.handlers.server.ts";
import { changeRole } from "#app/features/accounts/users.server.ts";
import { deleteManagedPost, listManagedPosts, listOutbox, listRecentComments, listUsers } from "./admin.server.ts";
import { testLoadContext, withLoadContext } from "#tests/helpers/load-context.ts";
import { cookieFrom, formPost } from "#tests/helpers/requests.ts";

/** The handlers as their routes call them, on the test database (set in beforeAll). */
let loadContext: ReturnType<typeof testLoadContext>;
const accountSettingsAction = withLoadContext(accountSettingsHandler, () => loadContext);
const getSessionUser = withLoadContext(getSessionUserHandler, () => loadContext);
const signInAction = withLoadContext(signInHandler, () => loadContext);
const teamAction = withLoadContext(teamHandler, () => loadContext);

const form = (path: string, fields: Record<string, string>, cookie = "") => formPost(path, fields, cookie ? { cookie } : {});
type Answer = { data: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } | null };
const answer = (value: unknown) => value as Answer;

describe(`admin tools on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  beforeAll(() => {
    loadContext = testLoadContext(database.current);
  });

  it("changes roles but never removes the last admin", async () => {
    await db()
      .insert(user)
      .values([
        { id: "a1", name: "Admin One", email: "a1@example.com", role: "admin" },
        { id: "u1", name: "User One", email: "u1@example.com" },
      ]);
    expect(await changeRole(db(), { id: "a1" }, "user")).toBe("last-admin");
    expect(await changeRole(db(), { id: "u1" }, "admin")).toBe("ok");
    expect(await changeRole(db(), { id: "a1" }, "author")).toBe("ok");
    expect(await changeRole(db(), { id: "u1" }, "user")).toBe("last-admin");
    expect(await changeRole(db(), { id: "nobody" }, "admin")).toBe("unknown");
    expect((await listUsers(db())).map((row) => [row.email, row.role]).sort()).toEqual([
      ["a1@example.com", "author"],
      ["u1@example.com", "admin"],
    ]);
  });

  it("npm run user:role goes through the same role change: it never demotes the last admin", async () => {
    await db()
      .insert(user)
      .values([{ id: "a1", name: "Admin One", email: "a1@example.com", role: "admin" }]);
    expect(await changeRole(db(), { email: " A1@example.com" }, "user")).toBe("last-admin");
    expect(await changeRole(db(), { email: "nobody@example.com" }, "admin")).toBe("unknown");
    expect((await listUsers(db())).map((row) => row.role)).toEqual(["admin"]);
  });

  it("team: the action reads its database from the load context, and refuses a bad role with the page's words", async () => {
    const cookie = await signedInAccount(loadContext, { name: "Team Admin", email: "team-admin@example.com" });
    await db().update(user).set({ role: "admin" }).where(eq(user.email, "team-admin@example.com"));
    await db().insert(user).values({ id: "team-member", name: "Member", email: "member@example.com" });
    const bad = answer(await teamAction(form("/dashboard/team", { userId: "team-member", role: "owner" }, cookie)));
    expect(bad.data).toEqual({ ok: false, title: "Choose user, author or admin.", fields: { role: "Choose user, author or admin." } });
    expect(bad.init?.status).toBe(400);
    const ok = answer(await teamAction(form("/dashboard/team", { userId: "team-member", role: "author" }, cookie)));
    expect(ok.data).toEqual({ ok: true, title: "Role set to author." });
    expect((await db().select().from(user).where(eq(user.id, "team-member")))[0]!.role).toBe("author");
    const gone = answer(await teamAction(form("/dashboard/team", { userId: "nobody", role: "author" }, cookie)));
    expect(gone.data).toEqual({ ok: false, title: "That account no longer exists." });
    expect(gone.init?.status).toBe(404);
  });

  it("team: a repeated or missing field is a 400 with the field's error, a cross-site post a 403 (the one form pipeline)", async () => {
    const cookie = await signedInAccount(loadContext, { name: "Pipeline Admin", email: "pipeline-admin@example.com", role: "admin" });
    await db().insert(user).values({ id: "pipeline-member", name: "Member", email: "pipeline-member@example.com" });
    const post = (body: string, headers: Record<string, string> = {}) =>
      new Request("http://localhost:3000/dashboard/team", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
        body,
      });
    const repeated = answer(await teamAction(post("userId=pipeline-member&role=author&role=admin")));
    expect(repeated.init?.status).toBe(400);
    expect(repeated.data).toEqual({ ok: false, title: "The field “role” was sent more than once.", fields: { role: "This field was sent more than once." } });
    const missing = answer(await teamAction(post("userId=pipeline-member")));
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toMatchObject({ ok: false, fields: { role: expect.any(String) } });
    const crossSite = answer(await teamAction(post("userId=pipeline-member&role=admin", { origin: "https://evil.example" })));
    expect(crossSite.init?.status).toBe(403);
    expect(crossSite.data).toEqual({ ok: false, title: "This form can only be sent from our own site." });
    expect((await db().select().from(user).where(eq(user.id, "pipeline-member")))[0]!.role).toBe("user");
  });

  it("lists and deletes the posts a writer manages; admins manage all", async () => {
    await db()
      .insert(user)
      .values([{ id: "w1", name: "W", email: "w@example.com", role: "author" }]);
    await db()
      .insert(authors)
      .values([
        { id: "w", name: "W", userId: "w1" },
        { id: "other", name: "Other" },
      ]);
    const [mine, theirs] = await db()
      .insert(posts)
      .values([
        { slug: "mine", title: "Mine", content: "x", authorId: "w" },
        { slug: "theirs", title: "Theirs", content: "x", authorId: "other", status: "published" },
      ])
      .returning();
    await db().insert(comments).values({ postId: theirs!.id, authorName: "Ann", content: "Hi" });
    const writer: SessionUser = { id: "w1", name: "W", email: "w@example.com", role: "author", emailVerified: true };
    const admin: SessionUser = { ...writer, id: "admin", role: "admin" };
    expect((await listManagedPosts(db(), writer)).map((row) => row.slug)).toEqual(["mine"]);
    expect((await listManagedPosts(db(), admin)).map((row) => row.slug).sort()).toEqual(["mine", "theirs"]);
    expect(await deleteManagedPost(db(), writer, theirs!.id)).toBe(false);
    expect(await deleteManagedPost(db(), admin, "not-a-post-id")).toBe(false);
    expect((await listRecentComments(db())).map((row) => [row.authorName, row.post.slug])).toEqual([["Ann", "theirs"]]);
    expect(await deleteManagedPost(db(), admin, theirs!.id)).toBe(true);
    expect(await listRecentComments(db())).toEqual([]);
    expect(await deleteManagedPost(db(), writer, mine!.id)).toBe(true);
    expect(await db().select().from(posts)).toEqual([]);
  });

  it("settings: rename, change the password under the policy (other sessions end), sign out elsewhere", async () => {
    const cookie = await signedInAccount(loadContext, { name: "Set Tings", email: "settings@example.com" });
    const second = cookieFrom(await signInAction(form("/sign-in", { email: "settings@example.com", password: "Str0ng!pass" })));
    expect(await db().select().from(session)).toHaveLength(2);

    const renamed = answer(await accountSettingsAction(form("/dashboard/settings", { intent: "name", name: "  Settings Person " }, cookie)));
    expect(renamed.data).toEqual({ form: "name", ok: true, title: "Your name is updated." });
    const unknown = answer(await accountSettingsAction(form("/dashboard/settings", { intent: "delete-account" }, cookie)));
    expect(unknown).toMatchObject({ data: { form: "name", ok: false, title: "Unknown action." }, init: { status: 400 } });
    expect((await getSessionUser(new Request("http://localhost:3000/", { headers: { cookie } })))!.name).toBe("Settings Person");

    const weak = answer(
      await accountSettingsAction(
        form("/dashboard/settings", { intent: "password", currentPassword: "Str0ng!pass", newPassword: "password1", confirmPassword: "password1" }, cookie),
      ),
    );
    expect(weak.data).toMatchObject({ ok: false, title: "Password must contain an upper-case letter and a symbol." });
    const wrong = answer(
      await accountSettingsAction(
        form(
          "/dashboard/settings",
          { intent: "password", currentPassword: "Wr0ng!pass", newPassword: "N3w!password", confirmPassword: "N3w!password" },
          cookie,
        ),
      ),
    );
    expect(wrong.data).toMatchObject({ ok: false, title: "Your current password is not right." });
    const mismatch = answer(
      await accountSettingsAction(
        form("/dashboard/settings", { intent: "password", currentPassword: "Str0ng!pass", newPassword: "N3w!password", confirmPassword: "other" }, cookie),
      ),
    );
    expect(mismatch.data).toMatchObject({ ok: false, title: "Please make sure your passwords match." });
    const changed = answer(
      await accountSettingsAction(
        form(
          "/dashboard/settings",
          { intent: "password", currentPassword: "Str0ng!pass", newPassword: "N3w!password", confirmPassword: "N3w!password" },
          cookie,
        ),
      ),
    );
    expect(changed.data).toMatchObject({ ok: true });
    expect(await getSessionUser(new Request("http://localhost:3000/", { headers: { cookie: second } }))).toBeNull();

    const fresh = cookieFrom(changed) || cookie;
    const third = cookieFrom(await signInAction(form("/sign-in", { email: "settings@example.com", password: "N3w!password" })));
    const revoked = answer(await accountSettingsAction(form("/dashboard/settings", { intent: "sessions" }, fresh)));
    expect(revoked.data).toMatchObject({ ok: true, title: "You are signed out everywhere else." });
    expect(await getSessionUser(new Request("http://localhost:3000/", { headers: { cookie: third } }))).toBeNull();
    expect(await getSessionUser(new Request("http://localhost:3000/", { headers: { cookie: fresh } }))).not.toBeNull();

    const outbox = await listOutbox(db());
    expect(outbox.map((mail) => mail.subject)).toContain("Confirm your email for Droids");
    expect((await db().select().from(mailOutbox).where(eq(mailOutbox.to, "settings@example.com"))).length).toBeGreaterThan(0);
  });
});
