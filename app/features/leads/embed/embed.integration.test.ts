import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { embedOrigins, waitlistEntries } from "#app/platform/db/schema.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { allowEmbedOrigin, embedFrameAncestors, embedSourceOf, MAX_EMBED_ORIGINS } from "./embed-origins.server.ts";
import { embedSettingsAction, submitEmbeddedForm } from "./embed.handlers.server.ts";

type Answer = { data: Record<string, unknown>; init?: { status?: number } | null };

describe(`the embedded waitlist form on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;

  const adminPost = async (cookie: string, body: Record<string, string>) => {
    const context = testLoadContext(database.current);
    const request = new Request("http://localhost:3000/dashboard/waitlist/embed", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams(body),
    });
    return (await embedSettingsAction({ request, context })) as unknown as Answer;
  };

  it("Dashboard → Waitlist → Embed: an admin allows a site by its origin, sees it listed, and removes it; bad addresses say why", async () => {
    const context = testLoadContext(database.current);
    const cookie = await signedInAccount(context, { name: "Embed Admin", email: "embed-admin@example.com", role: "admin" });
    expect((await adminPost(cookie, { intent: "add", origin: "Partner.Example/landing?x=1" })).data).toEqual({
      ok: true,
      title: "https://partner.example may now embed the waitlist form.",
    });
    expect((await adminPost(cookie, { intent: "add", origin: "http://127.0.0.1:4321" })).data).toMatchObject({ ok: true });
    expect((await adminPost(cookie, { intent: "add", origin: "https://partner.example:443/" })).data).toEqual({
      ok: true,
      title: "https://partner.example was already allowed.",
    });
    for (const origin of ["", "ftp://partner.example", "javascript:alert(1)", "https://user:pw@partner.example", "not a site"]) {
      const refused = await adminPost(cookie, { intent: "add", origin });
      expect(refused.init?.status, origin).toBe(400);
      expect(refused.data, origin).toEqual({
        ok: false,
        title: "Please enter a site address starting with https:// or http://, such as https://www.partner.example.",
      });
    }
    expect(await embedFrameAncestors(db())).toEqual(["'self'", "http://127.0.0.1:4321", "https://partner.example"]);

    expect((await adminPost(cookie, { intent: "remove", origin: "https://partner.example" })).data).toEqual({
      ok: true,
      title: "https://partner.example may no longer embed the waitlist form.",
    });
    const gone = await adminPost(cookie, { intent: "remove", origin: "https://partner.example" });
    expect(gone).toMatchObject({ data: { ok: false, title: "That site was not on the list." }, init: { status: 404 } });
    expect(await embedFrameAncestors(db())).toEqual(["'self'", "http://127.0.0.1:4321"]);
  });

  it("only admins manage the list", async () => {
    const context = testLoadContext(database.current);
    const cookie = await signedInAccount(context, { name: "Author", email: "author@example.com", role: "author" });
    const refused = await adminPost(cookie, { intent: "add", origin: "https://partner.example" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);
    expect(await db().select().from(embedOrigins)).toEqual([]);
  });

  it(`holds at most ${MAX_EMBED_ORIGINS} sites`, async () => {
    await db()
      .insert(embedOrigins)
      .values(Array.from({ length: MAX_EMBED_ORIGINS }, (_, i) => ({ origin: `https://site${i}.example` })));
    expect(await allowEmbedOrigin(db(), "https://one-more.example", null)).toBe("full");
    expect(await allowEmbedOrigin(db(), "https://site3.example", null)).toBe("already");
  });

  it("a join through the form records the embedding page as its source, only when its site is allowed", async () => {
    await db().insert(embedOrigins).values({ origin: "https://partner.example" });
    expect(await embedSourceOf(db(), "https://partner.example/pricing?utm=x#join")).toBe("https://partner.example/pricing");
    expect(await embedSourceOf(db(), "https://elsewhere.example/pricing")).toBeNull();
    expect(await embedSourceOf(db(), "not a url")).toBeNull();

    const join = async (email: string, source: string) => {
      const context = testLoadContext(database.current);
      const request = new Request(`http://localhost:3000/embed/waitlist?${new URLSearchParams({ source })}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
        body: new URLSearchParams({ name: "Grace", email, company: "", phone: "", teamSize: "", timeSlot: "", message: "", sourcePage: "/embed/waitlist" }),
      });
      return submitEmbeddedForm({ request, context });
    };
    expect(await join("grace@acme-corp.io", "https://partner.example/pricing?utm=x")).toMatchObject({ status: 200, result: { ok: true } });
    expect(await join("linus@acme-corp.io", "https://elsewhere.example/")).toMatchObject({ status: 200, result: { ok: true } });
    const entries = await db().select({ email: waitlistEntries.email, sourcePage: waitlistEntries.sourcePage }).from(waitlistEntries);
    expect(entries.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: "grace@acme-corp.io", sourcePage: "https://partner.example/pricing" },
      { email: "linus@acme-corp.io", sourcePage: "/embed/waitlist" },
    ]);
  });
});
