import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { user, webhookDeliveries, webhookEndpoints } from "#app/platform/db/schema.ts";
import { joinWaitlist } from "#app/features/leads/waitlist/waitlist.server.ts";
import { addWebhookEndpoint, deleteWebhookEndpoint, webhookSettingsAction } from "./webhook-admin.handlers.server.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { readForm } from "#app/platform/forms/form-action.server.ts";
import { listWebhookDeliveries, sendDueWebhooks } from "./webhooks.server.ts";
import { waitlistJoin } from "#tests/helpers/lead-input.ts";

describe(`webhook endpoints (admin) on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const admin = async () => (await db().insert(user).values({ id: "admin-1", name: "Admin", email: "admin@example.com", role: "admin" }).returning())[0]!;

  it("adds an http(s) endpoint for chosen events with its own secret, and says what is wrong otherwise", async () => {
    const { id } = await admin();
    const refusals = await Promise.all(
      [
        { url: "", events: ["waitlist.joined"] },
        { url: "ftp://example.com/hooks", events: ["waitlist.joined"] },
        { url: "not a url", events: ["waitlist.joined"] },
        { url: `https://example.com/${"x".repeat(2001)}`, events: ["waitlist.joined"] },
        { url: "https://example.com/hooks", events: [] },
        { url: "https://example.com/hooks", events: ["user.deleted"] },
      ].map((input) => addWebhookEndpoint(db(), id, input)),
    );
    expect(refusals.map((refusal) => refusal.ok || refusal.message)).toEqual([
      "Enter the endpoint's URL.",
      "Enter a full http:// or https:// URL.",
      "Enter a full http:// or https:// URL.",
      "The URL can be at most 2,000 characters long.",
      "Choose at least one event.",
      expect.stringMatching(/expected one of/i),
    ]);
    expect(await db().select().from(webhookEndpoints)).toEqual([]);

    const first = await addWebhookEndpoint(db(), id, { url: " https://hooks.example.com/a ", events: ["waitlist.joined", "waitlist.joined"] });
    const second = await addWebhookEndpoint(db(), id, { url: "http://127.0.0.1:9/b", events: ["demo.requested"] }, { allowPrivate: true });
    expect(first).toMatchObject({ ok: true, endpoint: { url: "https://hooks.example.com/a", events: ["waitlist.joined"] } });
    if (!first.ok || !second.ok) throw new Error("not added");
    expect(first.endpoint.secret).toMatch(/^whsec_[\w-]{32}$/);
    expect(first.endpoint.secret).not.toBe(second.endpoint.secret);
  });

  it("refuses loopback, private and reserved targets unless private targets are allowed", async () => {
    const { id } = await admin();
    const urls = [
      "http://127.0.0.1:8080/",
      "http://localhost/hooks",
      "http://[::1]/",
      "http://0.0.0.0/",
      "http://2130706433/",
      "http://0x7f000001/",
      "http://127.1/",
      "http://[::ffff:127.0.0.1]/",
      "http://10.0.0.1/",
      "http://172.16.5.5/",
      "http://192.168.0.10/",
      "http://169.254.169.254/",
      "http://[fd00::1]/",
    ];
    const refusals = await Promise.all(urls.map((url) => addWebhookEndpoint(db(), id, { url, events: ["waitlist.joined"] })));
    expect(refusals.map((refusal) => refusal.ok || refusal.message)).toEqual(
      Array(urls.length).fill("Enter a public URL: webhooks cannot go to localhost, private or reserved addresses."),
    );
    expect(await db().select().from(webhookEndpoints)).toEqual([]);
    expect(await addWebhookEndpoint(db(), id, { url: "http://localhost:4000/hooks", events: ["waitlist.joined"] }, { allowPrivate: true })).toMatchObject({
      ok: true,
    });
  });

  it("deleting an endpoint deletes its deliveries and their log", async () => {
    const { id } = await admin();
    const added = await addWebhookEndpoint(db(), id, { url: "http://127.0.0.1:9/gone", events: ["waitlist.joined"] }, { allowPrivate: true });
    if (!added.ok) throw new Error("not added");
    await joinWaitlist(db(), waitlistJoin("ada@acme-corp.io", { name: "Ada" }), { publicUrl: "http://localhost:3000", secret: "s".repeat(32) });
    await sendDueWebhooks(db(), { allowPrivate: true, timeoutMs: 2000 });
    const [logged] = await listWebhookDeliveries(db());
    expect(logged).toMatchObject({
      event: "waitlist.joined",
      url: "http://127.0.0.1:9/gone",
      attempts: 1,
      log: [expect.objectContaining({ statusCode: null })],
    });
    expect(await deleteWebhookEndpoint(db(), added.endpoint.id)).toBe(true);
    expect(await deleteWebhookEndpoint(db(), added.endpoint.id)).toBe(false);
    expect(await deleteWebhookEndpoint(db(), "not-an-id")).toBe(false);
    expect(await db().select().from(webhookDeliveries)).toEqual([]);
  });

  it("Settings → Webhooks: a repeated or missing field is a 400 naming it, a cross-site post a 403, nothing stored (the one form pipeline)", async () => {
    const context = testLoadContext(database.current);
    const cookie = await signedInAccount(context, { name: "Hook Admin", email: "hook-admin@example.com", role: "admin" });
    const post = async (body: string, headers: Record<string, string> = {}) => {
      const request = new Request("http://localhost:3000/dashboard/settings", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
        body,
      });
      // The settings route reads the form once and hands it to the section's action.
      const form = await readForm(request);
      return (await webhookSettingsAction({ request, context }, form)) as unknown as { data: Record<string, unknown>; init?: { status?: number } | null };
    };
    const repeated = await post("intent=add-webhook&url=http://127.0.0.1:9/a&url=http://127.0.0.1:9/b&events=waitlist.joined");
    expect(repeated.init?.status).toBe(400);
    expect(repeated.data).toEqual({
      form: "webhooks",
      ok: false,
      title: "The field “url” was sent more than once.",
      fields: { url: "This field was sent more than once." },
    });
    const missing = await post("url=https://hooks.example.com/a&events=waitlist.joined");
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toMatchObject({ form: "webhooks", ok: false, title: "Unknown action.", fields: { intent: "Unknown action." } });
    const crossSite = await post("intent=add-webhook&url=https://hooks.example.com/a&events=waitlist.joined", { origin: "https://evil.example" });
    expect(crossSite.init?.status).toBe(403);
    expect(crossSite.data).toEqual({ form: "webhooks", ok: false, title: "This form can only be sent from our own site." });
    expect(await db().select().from(webhookEndpoints)).toEqual([]);
    const added = await post("intent=add-webhook&url=https://hooks.example.com/a&events=waitlist.joined");
    expect(added.data).toEqual({ form: "webhooks", ok: true, title: "Added https://hooks.example.com/a. Its signing secret is below." });
    const refused = await post("intent=add-webhook&url=ftp://example.com/a&events=waitlist.joined");
    expect(refused).toMatchObject({ data: { form: "webhooks", ok: false, title: "Enter a full http:// or https:// URL." }, init: { status: 400 } });
    const [endpoint] = await db().select().from(webhookEndpoints);
    expect((await post(`intent=enable-webhook&endpointId=${endpoint!.id}`)).init?.status).toBe(404);
    const deleted = await post(`intent=delete-webhook&endpointId=${endpoint!.id}`);
    expect(deleted.data).toEqual({ form: "webhooks", ok: true, title: "The endpoint and its deliveries are deleted." });
    const gone = await post(`intent=delete-webhook&endpointId=${endpoint!.id}`);
    expect(gone).toMatchObject({ data: { form: "webhooks", ok: false, title: "That endpoint is gone already." }, init: { status: 404 } });
  });
});
