import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpPeer, type SmtpPeer } from "#tests/helpers/smtp-peer.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { apiKeys, broadcasts, mailOutbox, mailSuppressions, user, waitlistEntries } from "#app/platform/db/schema.ts";
import { rateLimitedSend, sendDueMail, startMailSender } from "#app/platform/mail/mail-sender.server.ts";
import { queueMail, requeueFailedMail, smtpTransport, type MailTransport } from "#app/platform/mail/mail.server.ts";
import { createApiKey } from "#app/features/accounts/api-keys.server.ts";
import { unsubscribeAction } from "#app/features/leads/waitlist/status-pages.handlers.server.ts";
import { unsubscribeToken, unsubscribeUrl } from "#app/platform/mail/mail-links.server.ts";
import { escapeHtml } from "#app/platform/text/escape.ts";
import { selectRows } from "#app/platform/db/client.server.ts";
import { broadcastMailParts } from "./broadcast-mail.server.ts";
import { adminApiDocument as openApiDocument } from "#app/routes/api/openapi.ts";
import { BroadcastInput } from "./broadcast-schema.ts";
import { startBroadcastJobs } from "./broadcast-jobs.server.ts";
import { changeRole } from "#app/features/accounts/users.server.ts";
import { loadOutbox } from "#app/features/dashboard/outbox.handlers.server.ts";
import { eraseWaitlistEntry } from "#app/features/leads/waitlist/waitlist.server.ts";
import { broadcastApi, broadcastListApi, createBroadcastApi, loadUpdatesPage, updatesAction } from "./broadcasts.handlers.server.ts";
import {
  audienceCount,
  audienceEmails,
  broadcastMailRenderer,
  getBroadcast,
  pruneSentBroadcastMail,
  queueAllBroadcasts,
  queueBroadcast,
  queueNextChunk,
  queueTestBroadcast,
} from "./broadcasts.server.ts";

const links = { publicUrl: "https://droids.test", secret: "test-secret-test-secret-test-secret!" };
const update = { subject: "November news", markdown: "## What's new\n\nWe shipped **invitations**. [Read more](/blog/invitations)", audience: "confirmed" };
const from = "Droids <hello@droids.test>";

const doc = openApiDocument("http://localhost:3000") as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
  components: unknown;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: "doc", components: doc.components }, "doc");

/** The response's JSON body, checked against the OpenAPI document's schema for its path, method and status. */
async function documented(response: Response, path: string, method: string) {
  const declared = doc.paths[path]?.[method]?.responses[String(response.status)];
  expect(declared, `${method} ${path} documents ${response.status}`).toBeDefined();
  const body = await response.json();
  const validate = ajv.compile(JSON.parse(JSON.stringify(declared!.content["application/json"]!.schema).replaceAll('"#/components', '"doc#/components')));
  expect(validate(body) ? [] : validate.errors).toEqual([]);
  return body;
}

let smtp: SmtpPeer;
let transport: MailTransport;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`)!;
});
afterAll(() => smtp.close());

describe(`broadcasts on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const confirmed = new Date("2026-11-01T10:00:00Z");

  /** Five entries: two confirmed and subscribed (one invited), one not confirmed, one declined, one suppressed. */
  async function seed() {
    await db()
      .insert(waitlistEntries)
      .values([
        { email: "ada@example.com", name: "Ada", confirmedAt: confirmed, prompt: "Chase unpaid invoices in QuickBooks" },
        { email: "bob@example.com", name: "Bob", confirmedAt: confirmed, status: "invited", prompt: "Screen every resume for the role" },
        { email: "cy@example.com", name: "Cy" },
        { email: "dee@example.com", name: "Dee", confirmedAt: confirmed, status: "declined" },
        { email: "eve@example.com", name: "Eve", confirmedAt: confirmed },
      ]);
    await db().insert(mailSuppressions).values({ email: "eve@example.com" });
  }
  const outbox = () => db().select().from(mailOutbox).orderBy(asc(mailOutbox.to));
  /** What a server's queueing job does in the background, run to the end here (small chunks exercise the resumption). */
  const queueAll = (chunk?: number) => queueAllBroadcasts(db(), { chunk });
  /** The renderer server/site.ts gives the mail sender. */
  const render = () => broadcastMailRenderer(db(), links);

  it("answers before any recipient is queued; the job then queues one small row per confirmed, subscribed entry", async () => {
    await seed();
    const outcome = await queueBroadcast(db(), BroadcastInput.parse(update), null);
    expect(outcome).toEqual({ ok: true, id: expect.any(String), state: "queueing", queued: 0 });
    if (!outcome.ok) throw new Error("not written");
    // The request wrote the broadcast only.
    expect(await outbox()).toEqual([]);
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ state: "queueing", queued: 0, pending: 0, audienceSize: null });

    expect(await queueAll()).toBe(2);
    const mails = await outbox();
    expect(mails.map((mail) => mail.to)).toEqual(["ada@example.com", "bob@example.com"]);
    for (const mail of mails) {
      // No copy of the update per recipient: the sender renders it.
      expect(mail).toMatchObject({ subject: null, text: null, html: null, headers: {}, status: "pending", broadcastId: outcome.id });
    }
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ state: "queued", queued: 2, pending: 2, sent: 0, failed: 0, audienceSize: 2 });
    expect(await db().select().from(broadcasts)).toEqual([expect.objectContaining({ subject: "November news", audience: "confirmed", queued: 2 })]);
  });

  it("the sender renders each broadcast mail when it sends it: the subject, bodies and unsubscribe headers the stored rows used to carry", async () => {
    await seed();
    const outcome = await queueBroadcast(db(), BroadcastInput.parse(update), null);
    if (!outcome.ok) throw new Error("not written");
    await queueAll();
    const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
    const recording: MailTransport = { sendMail: async (message) => void sent.push(message) };
    expect(await sendDueMail(db(), { transport: recording, from, render: render() })).toBe(2);
    expect(sent.map((message) => message.to).sort()).toEqual(["ada@example.com", "bob@example.com"]);
    const parts = broadcastMailParts(update.markdown, links.publicUrl);
    for (const message of sent) {
      const url = unsubscribeUrl(links, message.to);
      expect(url).toBe(`https://droids.test/unsubscribe/${unsubscribeToken(links.secret, message.to)}`);
      // Exactly what queueing used to store: the parts around the recipient's link (escaped in HTML), and RFC 8058's headers.
      expect(message).toEqual({
        from,
        to: message.to,
        subject: "November news",
        text: parts.text[0] + url + parts.text[1],
        html: parts.html[0] + escapeHtml(url) + parts.html[1],
        attachments: [],
        headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      expect(message.text).toContain("We shipped **invitations**.");
      expect(message.text).toContain(`Unsubscribe: ${url}`);
      // The blog's renderer: headings, bold, and a same-site link made absolute for the mail.
      expect(message.html).toContain(`<h2 style="margin:24px 0 8px">What&#39;s new</h2>`);
      expect(message.html).toContain("<strong>invitations</strong>");
      expect(message.html).toContain(`<a href="https://droids.test/blog/invitations"`);
      expect(message.html).toContain(`<a href="${url}" style="color:#6b7280">Unsubscribe</a>`);
    }
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ queued: 2, pending: 0, sent: 2, failed: 0 });

    // Without its renderer a bodiless row is not sent blank: it fails like a send and waits for a retry.
    await queueBroadcast(db(), BroadcastInput.parse({ ...update, subject: "Again" }), null);
    await queueAll();
    sent.length = 0;
    expect(await sendDueMail(db(), { transport: recording, from })).toBe(2);
    expect(sent).toEqual([]);
    const waiting = (await outbox()).filter((mail) => mail.status === "pending");
    expect(waiting).toEqual([
      expect.objectContaining({ attempts: 1, error: expect.stringContaining("without a body") }),
      expect.objectContaining({ attempts: 1, error: expect.stringContaining("without a body") }),
    ]);
  });

  it("Dashboard → Mail outbox shows a broadcast row as its recipient gets it, and its subject as the oldest waiting mail", async () => {
    await seed();
    const context = testLoadContext(database.current, { BETTER_AUTH_SECRET: links.secret, PUBLIC_URL: links.publicUrl });
    const cookie = await signedInAccount(context, { name: "Olga", email: "olga@example.com", role: "admin" });
    await db().delete(mailOutbox); // the account's verification mail
    await queueBroadcast(db(), BroadcastInput.parse(update), null);
    await queueAll();
    const page = await loadOutbox({ request: new Request("http://localhost:3000/dashboard/outbox", { headers: { cookie } }), context });
    const ada = page.mails.find((mail) => mail.to === "ada@example.com")!;
    expect(ada.subject).toBe("November news");
    expect(ada.text).toBe(broadcastMailParts(update.markdown, links.publicUrl).text.join(unsubscribeUrl(links, "ada@example.com")));
    expect(page.oldestWaiting).toMatchObject({ subject: "November news" });
  });

  it("resumes after a crash mid-queueing: every recipient exactly once, none lost", async () => {
    await db()
      .insert(waitlistEntries)
      .values(Array.from({ length: 25 }, (_, i) => ({ email: `r${String(i).padStart(2, "0")}@example.com`, name: `R ${i}`, confirmedAt: confirmed })));
    const outcome = await queueBroadcast(db(), BroadcastInput.parse(update), null);
    if (!outcome.ok) throw new Error("not written");
    // One chunk commits.
    expect(await queueNextChunk(db(), { chunk: 4 })).toEqual({ worked: true, queued: 4 });
    // The next one dies after writing its rows, before its commit (a kill -9 as far as the database can tell).
    const crash = new Error("killed");
    await expect(
      db().transaction(async (tx) => {
        expect(await queueNextChunk(tx, { chunk: 4 })).toEqual({ worked: true, queued: 4 });
        expect((await tx.select().from(mailOutbox)).length).toBe(8);
        throw crash;
      }),
    ).rejects.toBe(crash);
    expect((await outbox()).length).toBe(4);
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ state: "queueing", queued: 4 });

    // Two servers' jobs take it up again together.
    const run = async () => {
      while ((await queueNextChunk(db(), { chunk: 3 })).worked) {
        // until nothing is queueing
      }
    };
    await Promise.all([run(), run()]);
    const mails = await outbox();
    expect(mails.map((mail) => mail.to)).toEqual(Array.from({ length: 25 }, (_, i) => `r${String(i).padStart(2, "0")}@example.com`));
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ state: "queued", queued: 25, pending: 25, audienceSize: 25 });
    // Nothing is left to queue.
    expect(await queueNextChunk(db())).toEqual({ worked: false, queued: 0 });
  });

  it("a server's broadcast jobs queue a written update when kicked, waking the mail sender per chunk", async () => {
    await db()
      .insert(waitlistEntries)
      .values(Array.from({ length: 12 }, (_, i) => ({ email: `k${String(i).padStart(2, "0")}@example.com`, name: `K ${i}`, confirmedAt: confirmed })));
    let wakes = 0;
    const jobs = startBroadcastJobs(db(), { chunk: 5, intervalMs: 600_000, onQueued: () => void wakes++ });
    try {
      const outcome = await queueBroadcast(db(), BroadcastInput.parse(update), null);
      if (!outcome.ok) throw new Error("not written");
      await jobs.kick();
      await expect.poll(async () => (await getBroadcast(db(), outcome.id))?.state, { timeout: 10_000, interval: 50 }).toBe("queued");
      expect(await getBroadcast(db(), outcome.id)).toMatchObject({ queued: 12, pending: 12 });
      expect((await outbox()).length).toBe(12);
      // Three chunks (5, 5, 2), each woke the sender.
      expect(wakes).toBe(3);
    } finally {
      await jobs.stop();
    }
  });

  it("queues a prompt category chunk by chunk, matching in JavaScript, with chunks that hold nobody", async () => {
    await seed();
    await db()
      .insert(waitlistEntries)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          email: `z${i}@example.com`,
          name: `Z ${i}`,
          confirmedAt: confirmed,
          prompt: i % 3 ? "Plan the weekly roster" : "Reconcile invoices and expenses",
        })),
      );
    const expected = await audienceEmails(db(), "category:finance");
    expect(expected).toEqual(["ada@example.com", "z0@example.com", "z3@example.com"]);
    const outcome = await queueBroadcast(db(), BroadcastInput.parse({ ...update, audience: "category:finance" }), null);
    if (!outcome.ok) throw new Error("not written");
    expect(await queueAll(1)).toBe(3);
    expect((await outbox()).map((mail) => mail.to)).toEqual(expected);
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ state: "queued", queued: 3, audienceSize: null });
  });

  it("stores at most 200 bytes per broadcast recipient, however long the update", async () => {
    await db()
      .insert(waitlistEntries)
      .values(Array.from({ length: 50 }, (_, i) => ({ email: `a-fairly-long-reader-name-${i}@example-company.com`, name: `R ${i}`, confirmedAt: confirmed })));
    await queueBroadcast(db(), BroadcastInput.parse({ subject: "S".repeat(200), markdown: "Long news. ".repeat(4_000), audience: "confirmed" }), null);
    await queueAll();
    const [row] = await selectRows<{ bytes: number; rows: number }>(
      db(),
      sql`select avg(pg_column_size(t.*))::float8 as bytes, count(*)::int as rows from ${mailOutbox} t where broadcast_id is not null`,
    );
    console.info(`[figure] ${row!.bytes.toFixed(1)} bytes per broadcast outbox row on ${testDriver} (pg_column_size, 48-character addresses)`);
    expect(row!.rows).toBe(50);
    expect(row!.bytes).toBeLessThanOrEqual(200);
  });

  it("prunes a broadcast's sent mails after the retention period; its counts stay right (failed and waiting mails stay)", async () => {
    await db()
      .insert(waitlistEntries)
      .values(Array.from({ length: 6 }, (_, i) => ({ email: `p${i}@example.com`, name: `P ${i}`, confirmedAt: confirmed })));
    const outcome = await queueBroadcast(db(), BroadcastInput.parse(update), null);
    if (!outcome.ok) throw new Error("not written");
    await queueAll(4);
    // p0 is refused for good, p1 is sent again after failing, p2 waits; p1 and p3–p5 are sent.
    const transport: MailTransport = {
      sendMail: async (message) => {
        if (message.to === "p0@example.com" || message.to === "p1@example.com") throw Object.assign(new Error("550 no such mailbox"), { responseCode: 550 });
      },
    };
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(mailOutbox.to, "p2@example.com"));
    while ((await sendDueMail(db(), { transport, from, render: render() })) > 0) {
      // every due mail once
    }
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ queued: 6, sent: 3, failed: 2, pending: 1 });
    const [p1] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "p1@example.com"));
    expect(await requeueFailedMail(db(), p1!.id)).toBe(true);
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ queued: 6, sent: 3, failed: 1, pending: 2 });
    expect(await sendDueMail(db(), { transport: { sendMail: async () => {} }, from, render: render() })).toBe(1);
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ queued: 6, sent: 4, failed: 1, pending: 1 });
    // Another mail, sent long ago, is not a broadcast's: it stays.
    await queueMail(db(), { to: "someone@example.com", subject: "Hi", text: "x", html: "x" });
    await db().update(mailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(mailOutbox.to, "someone@example.com"));

    // Within the retention period nothing goes.
    expect(await pruneSentBroadcastMail(db(), { now: new Date(Date.now() + 29 * 86_400_000) })).toBe(0);
    expect(await pruneSentBroadcastMail(db(), { now: new Date(Date.now() + 31 * 86_400_000) })).toBe(4);
    expect((await outbox()).map((mail) => `${mail.to} ${mail.status}`)).toEqual([
      "p0@example.com failed",
      "p2@example.com pending",
      "someone@example.com sent",
    ]);
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ state: "queued", queued: 6, sent: 4, failed: 1, pending: 1 });
    expect(await db().select({ id: mailOutbox.id }).from(mailOutbox).where(isNotNull(mailOutbox.broadcastId))).toHaveLength(2);

    // An erasure takes the waiting and the failed mail with the entries: they are no longer counted as queued, waiting or failed.
    expect(await eraseWaitlistEntry(db(), "p2@example.com")).toBe(true);
    expect(await eraseWaitlistEntry(db(), "p0@example.com")).toBe(true);
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ queued: 4, sent: 4, failed: 0, pending: 0 });
  });

  it("chooses the audience by status or by prompt category, never declined, unconfirmed or suppressed", async () => {
    await seed();
    expect(await audienceEmails(db(), "status:invited")).toEqual(["bob@example.com"]);
    expect(await audienceEmails(db(), "status:pending")).toEqual(["ada@example.com"]);
    expect(await audienceEmails(db(), "category:finance")).toEqual(["ada@example.com"]);
    expect(await audienceEmails(db(), "category:hr")).toEqual(["bob@example.com"]);
    expect((await audienceEmails(db(), "confirmed")).sort()).toEqual(["ada@example.com", "bob@example.com"]);
    // The counts the confirmation asks with: the same people.
    for (const [audience, count] of [
      ["confirmed", 2],
      ["status:invited", 1],
      ["category:finance", 1],
      ["category:marketing", 0],
    ] as const) {
      expect(await audienceCount(db(), audience), audience).toEqual({ count, atLeast: false });
    }
    // Not an audience one may choose.
    expect(BroadcastInput.safeParse({ ...update, audience: "status:declined" }).success).toBe(false);
  });

  it("refuses an empty subject or body, and an empty audience, with clear messages and nothing queued", async () => {
    const issues = (input: unknown) => BroadcastInput.safeParse(input).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(issues({ ...update, subject: "  " })).toEqual(["subject: Please write a subject."]);
    expect(issues({ ...update, markdown: "\n" })).toEqual(["markdown: Please write the message."]);
    expect(issues({ ...update, subject: "a\r\nBcc: x@example.com" })).toEqual(["subject: The subject must be one line."]);
    expect(issues({ ...update, audience: "everyone" })).toEqual(["audience: Please choose an audience from the list."]);
    await seed();
    expect(await queueBroadcast(db(), BroadcastInput.parse({ ...update, audience: "category:real-estate" }), null)).toEqual({
      ok: false,
      reason: "empty-audience",
    });
    expect(await outbox()).toEqual([]);
    expect(await db().select().from(broadcasts)).toEqual([]);
  });

  it("never sends one broadcast to anyone twice, even if its queueing runs again", async () => {
    await seed();
    const outcome = await queueBroadcast(db(), BroadcastInput.parse(update), null);
    if (!outcome.ok) throw new Error("not queued");
    await queueAll();
    // The same recipient row again for the same broadcast is refused by the unique (broadcast_id, to) index.
    await expect(db().insert(mailOutbox).values({ to: "ada@example.com", broadcastId: outcome.id })).rejects.toThrow();
    // A queueing job that ran again from the start would add nobody.
    await db().update(broadcasts).set({ state: "queueing", queueCursor: null }).where(eq(broadcasts.id, outcome.id));
    expect(await queueAll()).toBe(0);
    // A second broadcast is a new mail.
    await queueBroadcast(db(), BroadcastInput.parse({ ...update, subject: "December news" }), null);
    await queueAll();
    const subjects = new Map((await db().select().from(broadcasts)).map((row) => [row.id, row.subject]));
    expect((await outbox()).map((mail) => `${mail.to} ${subjects.get(mail.broadcastId!)}`).sort()).toEqual([
      "ada@example.com December news",
      "ada@example.com November news",
      "bob@example.com December news",
      "bob@example.com November news",
    ]);
  });

  it("sends through SMTP with the List-Unsubscribe headers, counts progress, and a one-click POST unsubscribes", async () => {
    smtp.received.length = 0;
    await seed();
    const outcome = await queueBroadcast(db(), BroadcastInput.parse(update), null);
    if (!outcome.ok) throw new Error("not queued");
    await queueAll();
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ queued: 2, pending: 2, sent: 0, failed: 0 });
    expect(await sendDueMail(db(), { transport, from, render: render() })).toBe(2);
    expect(await getBroadcast(db(), outcome.id)).toMatchObject({ queued: 2, pending: 0, sent: 2, failed: 0 });
    const adaMail = smtp.received.find((mail) => mail.to[0] === "ada@example.com")!;
    const adaUrl = `https://droids.test/unsubscribe/${unsubscribeToken(links.secret, "ada@example.com")}`;
    expect(adaMail.raw.replace(/\r\n\s+/g, " ")).toContain(`List-Unsubscribe: <${adaUrl}>`);
    expect(adaMail.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // What a mail provider POSTs (RFC 8058): the form body only, no cookies, no Origin; no page is visited first.
    const context = testLoadContext(database.current, { BETTER_AUTH_SECRET: links.secret, PUBLIC_URL: links.publicUrl });
    const request = new Request(adaUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const answer = await unsubscribeAction({ request, context, params: { token: unsubscribeToken(links.secret, "ada@example.com") } });
    expect(answer).toMatchObject({ ok: true });
    expect(await db().select().from(mailSuppressions).where(eq(mailSuppressions.email, "ada@example.com"))).toHaveLength(1);
    const [ada] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.email, "ada@example.com"));
    // Mail stops; her place in the lifecycle does not change.
    expect(ada!.status).toBe("pending");
    // The next update leaves her out.
    expect(await queueBroadcast(db(), BroadcastInput.parse({ ...update, subject: "Again" }), null)).toMatchObject({ ok: true });
    expect(await queueAll()).toBe(1);
  });

  it("a test copy goes to the admin only, with the same headers, outside any broadcast", async () => {
    await seed();
    await queueTestBroadcast(db(), update, links, "admin@example.com");
    const [mail, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: "admin@example.com", subject: "[Test] November news", broadcastId: null });
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await db().select().from(broadcasts)).toEqual([]);
  });

  it("mail about one person goes before a broadcast's queue", async () => {
    await db()
      .insert(waitlistEntries)
      .values(Array.from({ length: 25 }, (_, i) => ({ email: `r${i}@example.com`, name: `R ${i}`, confirmedAt: confirmed })));
    await queueBroadcast(db(), BroadcastInput.parse(update), null);
    await queueAll();
    await queueMail(db(), { to: "new@example.com", subject: "Confirm your place", text: "x", html: "x" });
    const sent: string[] = [];
    const recording: MailTransport = { sendMail: async (message) => void sent.push(message.to) };
    // The first batch (10 of 26 due mails) holds the confirmation mail queued last.
    expect(await sendDueMail(db(), { transport: recording, from, render: render() })).toBe(10);
    expect(sent).toContain("new@example.com");
  });

  it("API: POST /api/v1/broadcasts answers 202 {id, state, queued} at once, GET gives its state and counts; bad input 400, empty audience 422", async () => {
    await seed();
    await db().insert(user).values({ id: "admin-1", name: "Admin", email: "admin@example.com", role: "admin" });
    const { key } = await createApiKey(db(), "admin-1", "CI");
    const context = testLoadContext(database.current);
    const post = (body: unknown) =>
      createBroadcastApi({
        request: new Request("http://localhost:3000/api/v1/broadcasts", {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        context,
      });
    const created = await post({ subject: "Hello", markdown: "Hi **all**", audience: "confirmed" });
    expect(created.status).toBe(202);
    expect(created.headers.get("location")).toMatch(/^\/api\/v1\/broadcasts\/[0-9a-f-]{36}$/);
    const body = (await documented(created, "/api/v1/broadcasts", "post")) as { id: string; queued: number };
    expect(body).toEqual({ id: expect.any(String), state: "queueing", queued: 0 });
    // The queueing job is woken; it wakes the mail sender as mails get queued.
    expect(context.kicks.broadcasts).toBe(1);
    expect(await outbox()).toEqual([]);
    const [row] = await db().select().from(broadcasts);
    expect(row!.createdBy).toBe("admin-1");

    const get = (id: string) =>
      broadcastApi({
        request: new Request(`http://localhost:3000/api/v1/broadcasts/${id}`, { headers: { authorization: `Bearer ${key}` } }),
        context,
        params: { id },
      });
    expect(await documented(await get(body.id), "/api/v1/broadcasts/{id}", "get")).toMatchObject({ state: "queueing", queued: 0, audienceSize: null });
    await queueAll();
    const counts = await get(body.id);
    expect(counts.status).toBe(200);
    expect(await documented(counts, "/api/v1/broadcasts/{id}", "get")).toMatchObject({
      id: body.id,
      subject: "Hello",
      audience: "confirmed",
      state: "queued",
      audienceSize: 2,
      queued: 2,
      pending: 2,
      sent: 0,
      failed: 0,
    });
    expect(await documented(await get("00000000-0000-4000-8000-000000000000"), "/api/v1/broadcasts/{id}", "get")).toMatchObject({
      error: { code: "not_found" },
    });
    const list = await broadcastListApi({
      request: new Request("http://localhost:3000/api/v1/broadcasts", { headers: { authorization: `Bearer ${key}` } }),
      context,
    });
    expect(await documented(list, "/api/v1/broadcasts", "get")).toEqual({ data: [expect.objectContaining({ id: body.id, queued: 2 })] });
    expect((await get("nope")).status).toBe(404);

    const empty = await post({ subject: "", markdown: "Hi", audience: "confirmed" });
    expect(empty.status).toBe(400);
    expect(await documented(empty, "/api/v1/broadcasts", "post")).toEqual({
      error: { code: "invalid_body", message: "The update is not valid.", fields: { subject: "Please write a subject." } },
    });
    const nobody = await post({ subject: "Hi", markdown: "Hi", audience: "category:sales" });
    expect(nobody.status).toBe(422);
    expect(await documented(nobody, "/api/v1/broadcasts", "post")).toMatchObject({
      error: { code: "empty_audience", message: expect.stringContaining("Nobody is in this audience") },
    });
    // Without a key: 401.
    const anonymous = await createBroadcastApi({
      request: new Request("http://localhost:3000/api/v1/broadcasts", { method: "POST", headers: { authorization: "Bearer nope" } }),
      context,
    }).catch((response: Response) => response);
    expect(anonymous.status).toBe(401);
    expect(await db().select().from(apiKeys)).toHaveLength(1);
  });

  it("Dashboard → Updates: refuses bad input keeping what was written, sends a test to the admin, sends the update; admins only", async () => {
    await seed();
    const context = testLoadContext(database.current);
    const cookie = await signedInAccount(context, { name: "Edith", email: "edith@example.com" });
    const post = (fields: Record<string, string>) =>
      updatesAction({
        request: new Request("http://localhost:3000/dashboard/updates", {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
        context,
      }).catch((response: Response) => response);
    const answer = (result: unknown) => ((result as { data?: unknown }).data ?? result) as Record<string, unknown>;
    const status = (result: unknown) => (result as { init?: { status?: number } }).init?.status ?? 200;

    // Not an admin yet.
    expect(((await post({ intent: "send", ...update })) as Response).status).toBe(403);
    expect(await changeRole(db(), { email: "edith@example.com" }, "admin")).toBe("ok");
    await db().delete(mailOutbox); // the account's verification mail
    const kicks = context.kicks.mail;

    const noSubject = await post({ intent: "send", subject: " ", markdown: "Kept *text*", audience: "confirmed" });
    expect(status(noSubject)).toBe(400);
    expect(answer(noSubject)).toMatchObject({
      ok: false,
      title: "Please write a subject.",
      fields: { subject: "Please write a subject." },
      values: { markdown: "Kept *text*" },
    });
    const nobody = await post({ intent: "send", ...update, audience: "category:marketing" });
    expect(status(nobody)).toBe(422);
    expect(answer(nobody)).toMatchObject({
      ok: false,
      title: "Nobody is in this audience (confirmed, subscribed entries): nothing was sent.",
      values: { subject: "November news" },
    });
    // Said once: in the form's message, not again under the audience.
    expect(answer(nobody).fields).toBeUndefined();
    expect(await outbox()).toEqual([]);

    expect(answer(await post({ intent: "test", ...update }))).toEqual({
      intent: "test",
      ok: true,
      title: "Test queued",
      description: "A test copy is on its way to edith@example.com.",
    });
    expect((await outbox()).map((mail) => `${mail.to} ${mail.subject}`)).toEqual(["edith@example.com [Test] November news"]);
    expect(await db().select().from(broadcasts)).toEqual([]);

    // Send update asks first, with the audience counted; nothing is written.
    const asked = await post({ intent: "send", ...update });
    expect(status(asked)).toBe(200);
    expect(answer(asked)).toEqual({
      intent: "send",
      ok: false,
      title: "Send 'November news' to 2 people?",
      confirm: "confirmed",
      values: { subject: "November news", markdown: update.markdown, audience: "confirmed" },
    });
    expect(answer(await post({ intent: "send", ...update, audience: "status:invited" })).title).toBe("Send 'November news' to 1 person?");
    // Confirmed for another audience than the one posted: asked again.
    expect(answer(await post({ intent: "confirm", ...update, confirmed: "status:invited" })).confirm).toBe("confirmed");
    // Send update asks again, even with the question's answer still in the form.
    expect(answer(await post({ intent: "send", ...update, confirmed: "confirmed" })).confirm).toBe("confirmed");
    expect(await db().select().from(broadcasts)).toEqual([]);

    expect(answer(await post({ intent: "confirm", ...update, confirmed: "confirmed" }))).toEqual({
      intent: "send",
      ok: true,
      title: "Update queued",
      description: "Its recipients are being queued in the background; Past updates shows the progress.",
    });
    // The test woke the mail sender, the update the queueing job (which wakes the sender as it queues).
    expect(context.kicks.mail - kicks).toBe(1);
    expect(context.kicks.broadcasts).toBe(1);
    await queueAll();
    const page = await loadUpdatesPage({ request: new Request("http://localhost:3000/dashboard/updates", { headers: { cookie } }), context });
    expect(page.broadcasts).toEqual([expect.objectContaining({ subject: "November news", audience: "confirmed", queued: 2, pending: 2, sent: 0, failed: 0 })]);
    const [edith] = await db().select().from(user).where(eq(user.email, "edith@example.com"));
    expect((await db().select().from(broadcasts))[0]!.createdBy).toBe(edith!.id);
    expect(page.audiences.map((audience) => audience.value)).toContain("category:finance");
  });

  it("Dashboard → Updates: a repeated or missing field is a 400 naming it, a cross-site post a 403, nothing queued (the one form pipeline)", async () => {
    await seed();
    const context = testLoadContext(database.current);
    const cookie = await signedInAccount(context, { name: "Edith", email: "edith@example.com", role: "admin" });
    await db().delete(mailOutbox); // the account's verification mail
    const post = async (body: string, headers: Record<string, string> = {}) => {
      const result = await updatesAction({
        request: new Request("http://localhost:3000/dashboard/updates", {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
          body,
        }),
        context,
      });
      return result as unknown as { data: Record<string, unknown>; init?: { status?: number } | null };
    };
    const fields = "subject=Hi&markdown=Body&audience=confirmed";
    const repeated = await post(`intent=send&${fields}&subject=Again`);
    expect(repeated.init?.status).toBe(400);
    expect(repeated.data).toMatchObject({
      intent: "send",
      ok: false,
      title: "The field “subject” was sent more than once.",
      fields: { subject: "This field was sent more than once." },
      values: { subject: "Hi", markdown: "Body", audience: "confirmed" },
    });
    const missing = await post(fields);
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toMatchObject({ ok: false, title: "Please use the page's buttons.", fields: { intent: "Please use the page's buttons." } });
    const crossSite = await post(`intent=send&${fields}`, { origin: "https://evil.example" });
    expect(crossSite.init?.status).toBe(403);
    expect(crossSite.data).toMatchObject({ intent: "send", ok: false, title: "This form can only be sent from our own site." });
    expect(await outbox()).toEqual([]);
    expect(await db().select().from(broadcasts)).toEqual([]);
  });

  it("queues 10,000 recipients in under 5 seconds, set-based", async () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => ({
      email: `reader-${String(i).padStart(5, "0")}@example.com`,
      name: `Reader ${i}`,
      confirmedAt: confirmed,
    }));
    for (let start = 0; start < entries.length; start += 1_000)
      await db()
        .insert(waitlistEntries)
        .values(entries.slice(start, start + 1_000));
    await db().insert(mailSuppressions).values({ email: "reader-00042@example.com" });
    const started = performance.now();
    const outcome = await queueBroadcast(db(), BroadcastInput.parse(update), null);
    const answered = performance.now() - started;
    expect(outcome).toMatchObject({ ok: true, state: "queueing" });
    expect(await queueAll()).toBe(9_999);
    const ms = performance.now() - started;
    console.info(`[figure] 10,000-recipient broadcast on ${testDriver}: answered in ${Math.round(answered)} ms, all queued in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(5_000);
  }, 60_000);

  it("sends at a bounded rate, and measures mails per second through a local SMTP server", async () => {
    const entries = Array.from({ length: 200 }, (_, i) => ({ email: `r${i}@example.com`, name: `R ${i}`, confirmedAt: confirmed }));
    await db().insert(waitlistEntries).values(entries);
    await queueBroadcast(db(), BroadcastInput.parse(update), null);
    await queueAll();
    smtp.received.length = 0;

    // Unbounded: what the sender and the SMTP server manage.
    let started = performance.now();
    while ((await sendDueMail(db(), { transport, from, render: render() })) > 0) {
      // all of them
    }
    const perSecond = 200 / ((performance.now() - started) / 1000);
    console.info(`[figure] ${Math.round(perSecond)} mails/s through a local SMTP server on ${testDriver} (unbounded, batches of 10)`);
    expect(smtp.received).toHaveLength(200);

    // Bounded at 40/s, on a transport that takes no time: 20 batches of 10, each given 0.25 s, so 19 × 0.25 s = 4.75 s
    // before the last one starts (less a little for timers' millisecond rounding); unbounded they take a fraction of a second.
    await queueBroadcast(db(), BroadcastInput.parse({ ...update, subject: "Second" }), null);
    await queueAll();
    const instant: MailTransport = { sendMail: async () => {} };
    started = performance.now();
    const sender = startMailSender(db(), { transport: instant, from, perSecond: 40, intervalMs: 600_000, render: render() });
    try {
      await expect
        .poll(async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.status, "pending"))).length, { timeout: 20_000, interval: 50 })
        .toBe(0);
    } finally {
      await sender.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`[figure] 200 mails at MAIL_RATE_PER_SECOND=40 took ${seconds.toFixed(2)} s (${Math.round(200 / seconds)} mails/s)`);
    expect(seconds).toBeGreaterThanOrEqual(4.6);
    expect(seconds).toBeLessThan(15);
  }, 60_000);

  it("rateLimitedSend waits out each batch's share of a second", async () => {
    const waits: number[] = [];
    const send = rateLimitedSend(
      async () => 10,
      20,
      async (ms) => void waits.push(ms),
    );
    expect(await send()).toBe(10);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(490);
    expect(waits[0]).toBeLessThanOrEqual(500);
    const idle = rateLimitedSend(
      async () => 0,
      20,
      async (ms) => void waits.push(ms),
    );
    await idle();
    expect(waits).toHaveLength(1);
  });
});
