import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvePow } from "#tests/helpers/proof-of-work.ts";
import { ADMIN, createStore, driver, signUp, startServer, type RunningServer, type Store } from "./support/server.ts";

/**
 * Nobody reads what is not theirs: every admin page, its data request and
 * every admin endpoint, without a session, with a `user` session and with a
 * revoked API key, is refused (redirect, 401 or 403) and shows no e-mail
 * address.
 */
const adminPages = [
  "/dashboard/waitlist",
  "/dashboard/demo-requests",
  "/dashboard/comments",
  "/dashboard/outbox",
  "/dashboard/team",
  "/dashboard/analytics",
  "/dashboard/webhooks",
  "/dashboard/waitlist/export.csv",
  "/dashboard/demo-requests/export.csv",
];
const signedInPages = ["/dashboard", "/dashboard/projects", "/dashboard/settings", "/dashboard/posts"];
const apiReads = ["/api/v1/waitlist", "/api/v1/demo-requests", "/api/v1/waitlist/export.csv", "/api/v1/demo-requests/export.csv"];
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;

let store: Store;
let server: RunningServer;
let admin: string;
let user: string;
let revokedKey: string;
let liveKey: string;
let leadKeys: { waitlist: string; demo: string };

beforeAll(async () => {
  store = await createStore();
  server = await startServer(store);
  // The lead API needs a solved proof-of-work challenge (docs/decisions/0053-proof-of-work.md).
  const altcha = async () => solvePow(await (await fetch(`${server.base}/api/v1/pow-challenge`)).json());
  const post = async (path: string, body: object) =>
    fetch(`${server.base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, altcha: await altcha() }),
    });
  expect((await post("/api/v1/waitlist", { name: "Secret Sam", email: "secret.sam@private-corp.io" })).ok).toBe(true);
  expect((await post("/api/v1/demo-requests", { name: "Hidden Hana", email: "hidden.hana@private-corp.io", company: "Private" })).ok).toBe(true);
  admin = await signUp(server.base, ADMIN);
  user = await signUp(server.base, { name: "Ursula User", email: "ursula@user-corp.io", password: "Us3r!password" });

  const settings = (body: Record<string, string>) =>
    fetch(`${server.base}/dashboard/settings`, {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    }).then((response) => response.text());
  const keyOf = (html: string) => /data-testid="new-api-key"[^>]*>(drd_[\w-]+)</.exec(html)![1]!;
  revokedKey = keyOf(await settings({ intent: "create-key", name: "Soon revoked" }));
  liveKey = keyOf(await settings({ intent: "create-key", name: "Live" }));
  const page = await settings({ intent: "noop" });
  const ids = [...page.matchAll(/name="keyId" value="([^"]+)"/g)].map((match) => match[1]!);
  // Revoke the older one (listed last, newest first).
  await settings({ intent: "revoke-key", keyId: ids.at(-1)! });

  const list = await (await fetch(`${server.base}/api/v1/demo-requests`, { headers: { authorization: `Bearer ${liveKey}` } })).json();
  leadKeys = { waitlist: "secret.sam@private-corp.io", demo: list.data[0].id };
});
afterAll(async () => {
  await server?.stop();
  await store?.drop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.base}${path}`, { headers, redirect: "manual" });

/** Refused, and no e-mail address in the body (but the signed-in user's own, in their account menu). */
async function expectRefused(response: Response, label: string, allowed: number[]) {
  expect(allowed, `${label} answered ${response.status}`).toContain(response.status);
  if (response.status === 302) expect(response.headers.get("location"), label).toMatch(/^\/sign-in\?/);
  const body = (await response.text()).replaceAll("ursula@user-corp.io", "");
  expect(EMAIL.exec(body)?.[0], `${label} shows an e-mail address`).toBeUndefined();
}

describe(`access control on ${driver}`, () => {
  it("the keys work while valid (so the refusals below are about the session or key)", async () => {
    const withKey = await get("/api/v1/waitlist", { authorization: `Bearer ${liveKey}` });
    expect(withKey.status).toBe(200);
    expect(await withKey.text()).toContain("secret.sam@private-corp.io");
    const asAdmin = await get("/dashboard/waitlist", { cookie: admin });
    expect(await asAdmin.text()).toContain("secret.sam@private-corp.io");
  });

  it("without a session: every dashboard page and its data redirect to sign-in; the API answers 401", async () => {
    for (const path of [...adminPages, ...signedInPages]) {
      await expectRefused(await get(path), `anonymous ${path}`, [302, 401]);
      if (!path.endsWith(".csv")) await expectRefused(await get(`${path}.data`), `anonymous ${path}.data`, [202, 204, 302, 401, 403]);
    }
    for (const path of [...apiReads, `/api/v1/waitlist/${encodeURIComponent(leadKeys.waitlist)}`, `/api/v1/demo-requests/${leadKeys.demo}`]) {
      await expectRefused(await get(path), `anonymous ${path}`, [401]);
    }
    // The settings forms too: a signed-out post goes to sign-in, like the page.
    const signedOutPost = await fetch(`${server.base}/dashboard/settings`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "name", name: "Nobody" }),
      redirect: "manual",
    });
    await expectRefused(signedOutPost, "anonymous settings post", [302]);
  });

  it("with a user session: admin pages, their data and the admin API answer 403", async () => {
    for (const path of adminPages) {
      await expectRefused(await get(path, { cookie: user }), `user ${path}`, [403]);
      if (!path.endsWith(".csv")) await expectRefused(await get(`${path}.data`, { cookie: user }), `user ${path}.data`, [403]);
    }
    for (const path of [...apiReads, `/api/v1/waitlist/${encodeURIComponent(leadKeys.waitlist)}`, `/api/v1/demo-requests/${leadKeys.demo}`]) {
      await expectRefused(await get(path, { cookie: user }), `user ${path}`, [403]);
    }
  });

  it("with a revoked API key: 401 on reads, changes and deletes, and nothing changes", async () => {
    const auth = { authorization: `Bearer ${revokedKey}` };
    for (const path of apiReads) await expectRefused(await get(path, auth), `revoked key ${path}`, [401]);
    for (const [path, body] of [
      [`/api/v1/waitlist/${encodeURIComponent(leadKeys.waitlist)}`, { status: "invited" }],
      [`/api/v1/demo-requests/${leadKeys.demo}`, { status: "done" }],
    ] as const) {
      await expectRefused(await get(path, auth), `revoked key GET ${path}`, [401]);
      const patch = await fetch(`${server.base}${path}`, {
        method: "PATCH",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      await expectRefused(patch, `revoked key PATCH ${path}`, [401]);
      const del = await fetch(`${server.base}${path}`, { method: "DELETE", headers: auth });
      await expectRefused(del, `revoked key DELETE ${path}`, [401]);
    }
    const still = await (await get(`/api/v1/waitlist/${encodeURIComponent(leadKeys.waitlist)}`, { authorization: `Bearer ${liveKey}` })).json();
    expect(still).toMatchObject({ email: "secret.sam@private-corp.io", status: "pending" });
  });

  it("a user's session cannot change or delete leads through the dashboard's forms either", async () => {
    const post = (path: string, body: Record<string, string>) =>
      fetch(`${server.base}${path}`, {
        method: "POST",
        headers: { cookie: user, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body),
        redirect: "manual",
      });
    await expectRefused(await post("/dashboard/waitlist", { intent: "delete", key: leadKeys.waitlist }), "user delete", [403]);
    await expectRefused(await post("/dashboard/waitlist", { intent: "status", key: leadKeys.waitlist, status: "invited" }), "user status", [403]);
    await expectRefused(
      await post("/dashboard/settings", { intent: "add-webhook", url: "https://evil.example/steal", events: "waitlist.joined" }),
      "user webhook",
      [403],
    );
    await expectRefused(await post("/dashboard/settings", { intent: "create-key", name: "mine" }), "user API key", [403]);
    const still = await (await get(`/api/v1/waitlist/${encodeURIComponent(leadKeys.waitlist)}`, { authorization: `Bearer ${liveKey}` })).json();
    expect(still).toMatchObject({ status: "pending" });
  });
});
