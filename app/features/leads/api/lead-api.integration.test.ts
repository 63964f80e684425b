import { provenSessionCookie } from "#tests/helpers/proven-account.ts";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { signUpAction as signUpActionHandler } from "#app/features/accounts/auth-forms.handlers.server.ts";
import { eq } from "drizzle-orm";
import { apiKeys, demoRequests, user, waitlistEntries } from "#app/platform/db/schema.ts";
import { changeRole } from "#app/features/accounts/users.server.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "#app/features/accounts/api-keys.server.ts";
import { exportLeadsApi as exportLeadsApiHandler, leadItemApi as leadItemApiHandler, listLeadsApi as listLeadsApiHandler } from "./lead-api.handlers.server.ts";
import { adminApiDocument as openApiDocument } from "#app/routes/api/openapi.ts";
import { testLoadContext, withLoadContext } from "#tests/helpers/load-context.ts";

/** The handlers as their routes call them, on the test database (set in beforeAll). */
let loadContext: ReturnType<typeof testLoadContext>;
const signUpAction = withLoadContext(signUpActionHandler, () => loadContext);
const exportLeadsApi = withLoadContext(exportLeadsApiHandler, () => loadContext);
const leadItemApi = withLoadContext(leadItemApiHandler, () => loadContext);
const listLeadsApi = withLoadContext(listLeadsApiHandler, () => loadContext);

const base = "http://localhost:3000";
const doc = openApiDocument(base) as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, unknown> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: "doc", components: doc.components }, "doc");

/** Checks a response against the document's schema for this path, method and status. */
async function expectConforms(response: Response, path: string, method: string) {
  const declared = doc.paths[path]?.[method]?.responses[String(response.status)];
  expect(declared, `${method.toUpperCase()} ${path} documents ${response.status}`).toBeDefined();
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    expect(Object.keys(declared!.content ?? {})).toContain(type.split(";")[0]);
    return null;
  }
  const body = await response.json();
  const schema = JSON.parse(JSON.stringify(declared!.content!["application/json"]!.schema).replaceAll('"#/components', '"doc#/components'));
  const validate = ajv.compile(schema);
  expect(validate(body) ? [] : validate.errors, `${method.toUpperCase()} ${path} ${response.status}`).toEqual([]);
  return body;
}

const call = (path: string, init: RequestInit & { key?: string; cookie?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.key) headers.set("authorization", `Bearer ${init.key}`);
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(`${base}${path}`, { ...init, headers });
};

describe(`admin API on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  let key: string;
  beforeAll(() => {
    loadContext = testLoadContext(database.current);
  });

  async function seed() {
    await db().insert(user).values({ id: "admin-1", name: "Admin", email: "admin@example.com", role: "admin" });
    key = (await createApiKey(db(), "admin-1", "CI")).key;
    await db()
      .insert(waitlistEntries)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          email: `w${i}@example.com`,
          name: `W ${i}`,
          company: i % 2 ? "Acme" : "",
          createdAt: new Date(Date.UTC(2026, 10, 1, 9, i)),
          // w4 has not confirmed: no place yet.
          confirmedAt: i < 4 ? new Date(Date.UTC(2026, 10, 1, 9, i)) : null,
          disposable: i === 2,
        })),
      );
    const [demo] = await db()
      .insert(demoRequests)
      .values({ name: "Dee", email: "dee@example.com", company: "Co", teamSize: "11-50", timeSlot: "morning" })
      .returning();
    return demo!;
  }

  it("lists with filters and cursor pages, gets, patches only what is sent, deletes; every answer matches the OpenAPI document", async () => {
    const demo = await seed();
    const first = await listLeadsApi(call("/api/v1/waitlist?limit=2", { key }), "waitlist");
    expect(first.status).toBe(200);
    const page1 = await expectConforms(first, "/api/v1/waitlist", "get");
    expect(page1.data.map((row: { email: string }) => row.email)).toEqual(["w4@example.com", "w3@example.com"]);
    expect(page1.total).toBe(5);
    const page2 = await expectConforms(
      await listLeadsApi(call(`/api/v1/waitlist?limit=2&cursor=${page1.nextCursor}`, { key }), "waitlist"),
      "/api/v1/waitlist",
      "get",
    );
    expect(page2.data.map((row: { email: string }) => row.email)).toEqual(["w2@example.com", "w1@example.com"]);
    const page3 = await expectConforms(
      await listLeadsApi(call(`/api/v1/waitlist?limit=2&cursor=${page2.nextCursor}`, { key }), "waitlist"),
      "/api/v1/waitlist",
      "get",
    );
    expect(page3).toMatchObject({ data: [{ email: "w0@example.com", place: 1, referrals: 0 }], nextCursor: null });
    expect(page1.data[0]).toMatchObject({ email: "w4@example.com", place: null, confirmedAt: null });
    expect(page1.data[0]).not.toHaveProperty("confirmTokenHash");
    const disposable = await expectConforms(await listLeadsApi(call("/api/v1/waitlist?disposable=yes", { key }), "waitlist"), "/api/v1/waitlist", "get");
    expect(disposable.data.map((row: { email: string }) => row.email)).toEqual(["w2@example.com"]);
    const acme = await expectConforms(await listLeadsApi(call("/api/v1/waitlist?q=acme", { key }), "waitlist"), "/api/v1/waitlist", "get");
    expect(acme.total).toBe(2);
    await expectConforms(await listLeadsApi(call("/api/v1/waitlist?status=famous", { key }), "waitlist"), "/api/v1/waitlist", "get");
    await expectConforms(await listLeadsApi(call("/api/v1/waitlist?limit=500", { key }), "waitlist"), "/api/v1/waitlist", "get");
    for (const [kind, cursor] of [
      ["waitlist", "AA"],
      ["waitlist", "!!"],
      ["waitlist", Buffer.from("not an e-mail").toString("base64url")],
      ["demo-requests", Buffer.from("w1@example.com").toString("base64url")],
    ] as const) {
      const bad = await listLeadsApi(call(`/api/v1/${kind}?cursor=${cursor}`, { key }), kind);
      expect(bad.status, cursor).toBe(400);
      expect((await bad.json()).error, cursor).toMatchObject({ code: "invalid_cursor", message: expect.stringContaining("The cursor is not valid") });
    }
    for (const limit of ["99999999999999999999", "-1", "abc"]) {
      expect((await listLeadsApi(call(`/api/v1/waitlist?limit=${limit}`, { key }), "waitlist")).status, limit).toBe(400);
    }

    const one = await expectConforms(
      await leadItemApi(call("/api/v1/waitlist/W3@example.com", { key }), "waitlist", "W3@example.com"),
      "/api/v1/waitlist/{email}",
      "get",
    );
    expect(one).toMatchObject({ email: "w3@example.com", place: 4, status: "pending", disposable: false });
    await expectConforms(
      await leadItemApi(call("/api/v1/waitlist/nobody@example.com", { key }), "waitlist", "nobody@example.com"),
      "/api/v1/waitlist/{email}",
      "get",
    );

    const patch = (body: unknown, type = "application/json") =>
      leadItemApi(
        call("/api/v1/waitlist/w3@example.com", { key, method: "PATCH", headers: { "content-type": type }, body: JSON.stringify(body) }),
        "waitlist",
        "w3@example.com",
      );
    const patched = await expectConforms(await patch({ status: "invited" }), "/api/v1/waitlist/{email}", "patch");
    expect(patched).toMatchObject({ status: "invited", name: "W 3", company: "Acme" });
    expect(Date.parse(patched.updatedAt)).toBeGreaterThan(Date.parse(one.updatedAt));
    const refused = await expectConforms(await patch({ status: "famous", email: "x@example.com" }), "/api/v1/waitlist/{email}", "patch");
    expect(Object.keys(refused.error.fields)).toEqual(expect.arrayContaining(["status"]));
    await expectConforms(await patch({}), "/api/v1/waitlist/{email}", "patch");
    await expectConforms(await patch({ status: "joined" }, "text/plain"), "/api/v1/waitlist/{email}", "patch");

    const demoPatched = await expectConforms(
      await leadItemApi(
        call(`/api/v1/demo-requests/${demo.id}`, {
          key,
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ status: "scheduled", timeSlot: null }),
        }),
        "demo-requests",
        demo.id,
      ),
      "/api/v1/demo-requests/{id}",
      "patch",
    );
    expect(demoPatched).toMatchObject({ status: "scheduled", timeSlot: null, teamSize: "11-50" });
    await expectConforms(await listLeadsApi(call("/api/v1/demo-requests", { key }), "demo-requests"), "/api/v1/demo-requests", "get");

    await expectConforms(
      await leadItemApi(call("/api/v1/waitlist/w3@example.com", { key, method: "DELETE" }), "waitlist", "w3@example.com"),
      "/api/v1/waitlist/{email}",
      "delete",
    );
    await expectConforms(
      await leadItemApi(call("/api/v1/waitlist/w3@example.com", { key, method: "DELETE" }), "waitlist", "w3@example.com"),
      "/api/v1/waitlist/{email}",
      "delete",
    );
    await expectConforms(
      await leadItemApi(call(`/api/v1/demo-requests/${demo.id}`, { key, method: "DELETE" }), "demo-requests", demo.id),
      "/api/v1/demo-requests/{id}",
      "delete",
    );

    const csv = await exportLeadsApi(call("/api/v1/waitlist/export.csv?q=acme", { key }), "waitlist");
    await expectConforms(csv.clone(), "/api/v1/waitlist/export.csv", "get");
    expect((await csv.text()).trim().split("\r\n")).toHaveLength(2); // header + w1 (w3 deleted)
  });

  it("refuses missing, wrong and revoked keys (401) and non-admin sessions (403), in the documented shape", async () => {
    await seed();
    const wrong = await listLeadsApi(call("/api/v1/waitlist", { key: "drd_wrong" }), "waitlist").catch((response: Response) => response);
    expect(wrong.status).toBe(401);
    await expectConforms(wrong, "/api/v1/waitlist", "get");
    const none = await listLeadsApi(call("/api/v1/waitlist"), "waitlist").catch((response: Response) => response);
    expect(none.status).toBe(401);
    await expectConforms(none, "/api/v1/waitlist", "get");

    const signedUp = await signUpAction(
      new Request(`${base}/sign-up`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-droids-client-ip": "192.0.2.50" },
        body: new URLSearchParams({ name: "Plain", email: "plain@example.com", password: "Str0ng!pass", confirmPassword: "Str0ng!pass" }),
      }),
    );
    const cookie = await provenSessionCookie(loadContext, signedUp, "plain@example.com");
    const forbidden = await leadItemApi(call("/api/v1/waitlist/w1@example.com", { cookie, method: "DELETE" }), "waitlist", "w1@example.com").catch(
      (response: Response) => response,
    );
    expect(forbidden.status).toBe(403);
    await expectConforms(forbidden, "/api/v1/waitlist/{email}", "delete");

    const [listed] = await listApiKeys(db());
    expect(listed).toMatchObject({ name: "CI", revokedAt: null });
    expect(listed!.prefix).toBe(key.slice(0, 10));
    expect(JSON.stringify(await listApiKeys(db()))).not.toContain(key);
    expect(await revokeApiKey(db(), listed!.id)).toBe(true);
    const revoked = await listLeadsApi(call("/api/v1/waitlist", { key }), "waitlist").catch((response: Response) => response);
    expect(revoked.status).toBe(401);
  });
  it("a key acts with its maker's rights now: demoting or deleting the maker stops it (403), and the list says why", async () => {
    await seed();
    await db().insert(user).values({ id: "admin-2", name: "Second", email: "second@example.com", role: "admin" });
    const second = (await createApiKey(db(), "admin-2", "Sync")).key;
    const status = async (apiKey: string) =>
      (await listLeadsApi(call("/api/v1/waitlist", { key: apiKey }), "waitlist").catch((response: Response) => response)).status;
    expect(await status(key)).toBe(200);
    expect(await status(second)).toBe(200);

    expect(await changeRole(db(), { email: "admin@example.com" }, "author")).toBe("ok");
    const demoted = await listLeadsApi(call("/api/v1/waitlist", { key }), "waitlist").catch((response: Response) => response);
    expect(demoted.status).toBe(403);
    expect(await expectConforms(demoted, "/api/v1/waitlist", "get")).toEqual({
      error: { code: "forbidden", message: "This API key is inactive: the admin who made it is no longer an admin." },
    });

    await db().delete(user).where(eq(user.id, "admin-2"));
    expect(await status(second)).toBe(403);
    const [row] = await db().select({ createdBy: apiKeys.createdBy }).from(apiKeys).where(eq(apiKeys.name, "Sync"));
    expect(row).toEqual({ createdBy: null });

    const listed = await listApiKeys(db());
    expect(listed.map(({ name, inactive }) => ({ name, inactive }))).toEqual([
      { name: "Sync", inactive: "maker-deleted" },
      { name: "CI", inactive: "maker-not-admin" },
    ]);

    // Made an admin again, the maker's key works again.
    await changeRole(db(), { email: "admin@example.com" }, "admin");
    expect(await status(key)).toBe(200);
    expect((await listApiKeys(db())).find((listedKey) => listedKey.name === "CI")!.inactive).toBeNull();
  });
});
