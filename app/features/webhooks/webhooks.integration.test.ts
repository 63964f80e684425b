import http from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { user, webhookAttempts, webhookDeliveries, webhookEndpoints } from "#app/platform/db/schema.ts";
import { requestDemo } from "#app/features/leads/demo/demo.server.ts";
import { confirmEntry, joinWaitlist } from "#app/features/leads/waitlist/waitlist.server.ts";
import { verifyWebhook } from "./webhook-signature.ts";
import { REFUSED_TARGET_REASON } from "./webhook-target.server.ts";
import { changeRole } from "#app/features/accounts/users.server.ts";
import { enableWebhookEndpoint } from "./webhook-admin.handlers.server.ts";
import { webhookDisabledText } from "./webhook-texts.ts";
import {
  listWebhookDeliveries,
  listWebhookEndpoints,
  MAX_ATTEMPTS,
  newWebhookSecret,
  retryDelayMs,
  sendDueWebhooks,
  startWebhookSender,
} from "./webhooks.server.ts";
import { waitlistJoin } from "#tests/helpers/lead-input.ts";

/** A receiver on loopback that verifies each delivery the way docs/webhooks.md tells receivers to. */
interface Received {
  event: string;
  verified: boolean;
  body: { id: string; event: string; data: Record<string, unknown> };
}
let answer: (n: number) => number = () => 200;
const received: Received[] = [];
let secret = "";
const receiver = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    const verified = verifyWebhook(secret, { signature: req.headers["x-signature"] as string, timestamp: req.headers["x-timestamp"] as string }, raw);
    received.push({ event: req.headers["x-webhook-event"] as string, verified, body: JSON.parse(raw) });
    res.statusCode = answer(received.length);
    res.end();
  });
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => void receiver.close());

/** The receivers are on loopback, which only WEBHOOK_ALLOW_PRIVATE=true lets deliveries reach. */
const local = { allowPrivate: true };
/** A DNS lookup that answers 127.0.0.1 for every name. */
const resolvesToLoopback = ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
  options.all ? callback(null, [{ address: "127.0.0.1", family: 4 }]) : callback(null, "127.0.0.1", 4)) as unknown as LookupFunction;

const links = { publicUrl: "http://localhost:3000", secret: "webhook-test-secret-0123456789-0123456789" };
const person = (email: string) => waitlistJoin(email, { name: "Ada", company: "Acme", prompt: "Chase invoices", sourcePage: "/" });

describe(`webhooks on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  /** An endpoint made by an admin (deliveries act for them). */
  const addEndpoint = async (events: string[], endpointUrl = url, createdBy = "maker") => {
    secret = newWebhookSecret();
    await db()
      .insert(user)
      .values({ id: createdBy, name: "Maker Admin", email: `${createdBy}@example.com`, role: "admin" })
      .onConflictDoNothing();
    const [endpoint] = await db().insert(webhookEndpoints).values({ url: endpointUrl, events, secret, createdBy }).returning();
    return endpoint!;
  };
  const reset = () => {
    received.length = 0;
    answer = () => 200;
  };

  it("sends each subscribed event once, as JSON signed over timestamp and body, after the commit", async () => {
    reset();
    await addEndpoint(["waitlist.joined", "waitlist.confirmed", "demo.requested"]);
    const at = new Date();
    await joinWaitlist(db(), person("ada@acme-corp.io"), { ...links, now: at });
    const [mail] = await db().query.mailOutbox.findMany();
    await confirmEntry(db(), /\/waitlist\/confirm\/([\w-]+)/.exec(mail!.text!)![1]!, at);
    await requestDemo(db(), { ...person("grace@acme-corp.io"), teamSize: "1-10", timeSlot: "morning" }, links);
    expect(await sendDueWebhooks(db(), local)).toBe(3);
    expect(await sendDueWebhooks(db(), local)).toBe(0);

    expect(received.map((delivery) => `${delivery.event} ${delivery.verified}`).sort()).toEqual([
      "demo.requested true",
      "waitlist.confirmed true",
      "waitlist.joined true",
    ]);
    const joined = received.find((delivery) => delivery.event === "waitlist.joined")!;
    expect(joined.body).toMatchObject({
      event: "waitlist.joined",
      data: { email: "ada@acme-corp.io", name: "Ada", company: "Acme", prompt: "Chase invoices" },
    });
    expect(received.find((delivery) => delivery.event === "demo.requested")!.body.data).toMatchObject({ email: "grace@acme-corp.io", teamSize: "1-10" });
    const deliveries = await db().select().from(webhookDeliveries);
    expect(deliveries.every((delivery) => delivery.status === "delivered" && delivery.attempts === 1)).toBe(true);
    // A tampered body or an old timestamp does not verify.
    const raw = JSON.stringify(joined.body);
    const ts = Math.floor(Date.now() / 1000);
    const { signWebhook } = await import("./webhook-signature.ts");
    expect(verifyWebhook(secret, { signature: signWebhook(secret, ts, raw), timestamp: String(ts) }, raw)).toBe(true);
    expect(verifyWebhook(secret, { signature: signWebhook(secret, ts, raw), timestamp: String(ts) }, `${raw} `)).toBe(false);
    expect(verifyWebhook(secret, { signature: signWebhook(secret, ts - 600, raw), timestamp: String(ts - 600) }, raw)).toBe(false);
  });

  it("only endpoints that asked for an event get it; no endpoint, no queue", async () => {
    reset();
    await joinWaitlist(db(), person("nobody@acme-corp.io"), links);
    expect(await db().select().from(webhookDeliveries)).toEqual([]);
    await addEndpoint(["demo.requested"]);
    await joinWaitlist(db(), person("someone@acme-corp.io"), links);
    expect(await db().select().from(webhookDeliveries)).toEqual([]);
  });

  it("retries a 503 three times with exponential back-off capped at 5 minutes, logging every attempt", async () => {
    reset();
    answer = () => 503;
    await addEndpoint(["waitlist.joined"]);
    let now = new Date("2026-11-01T10:00:00Z");
    await joinWaitlist(db(), person("ada@acme-corp.io"), { ...links, now });
    // The delivery row's clock is the database's; start from it.
    await db().update(webhookDeliveries).set({ nextAttemptAt: now });
    const clock = () => now;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await sendDueWebhooks(db(), { ...local, now: clock })).toBe(1);
      // Not due again before its back-off has passed.
      expect(await sendDueWebhooks(db(), { ...local, now: clock })).toBe(0);
      const [delivery] = await db().select().from(webhookDeliveries);
      if (attempt < MAX_ATTEMPTS) {
        const wait = delivery!.nextAttemptAt.getTime() - now.getTime();
        waits.push(wait);
        now = new Date(now.getTime() + wait - 1);
        expect(await sendDueWebhooks(db(), { ...local, now: clock })).toBe(0);
        now = new Date(now.getTime() + 1);
      } else {
        expect(delivery).toMatchObject({ status: "failed", attempts: 4 });
      }
    }
    expect(waits).toEqual([30_000, 60_000, 120_000]);
    expect([1, 2, 3, 4, 5, 10].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
    expect(received).toHaveLength(4);
    const log = await db().select().from(webhookAttempts);
    expect(log.map((attempt) => [attempt.statusCode, attempt.error])).toEqual(Array(4).fill([503, "HTTP 503"]));
  });

  it("retries network errors, but not a 4xx other than 429", async () => {
    reset();
    // A port nobody listens on.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/unreachable`;
    await new Promise((resolve) => closed.close(resolve));
    await addEndpoint(["waitlist.joined"], unreachable);
    answer = () => 404;
    await addEndpoint(["waitlist.joined"]);
    await joinWaitlist(db(), person("ada@acme-corp.io"), links);
    expect(await sendDueWebhooks(db(), local)).toBe(2);
    const deliveries = await db().select().from(webhookDeliveries).innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId));
    const byUrl = Object.fromEntries(deliveries.map((row) => [row.webhook_endpoints.url, row.webhook_deliveries]));
    expect(byUrl[unreachable]).toMatchObject({ status: "pending", attempts: 1 });
    expect(byUrl[url]).toMatchObject({ status: "failed", attempts: 1 });
    const log = await db().select().from(webhookAttempts);
    expect(log.find((attempt) => attempt.statusCode === null)!.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it("a delivery queued before a restart is delivered once by the next sender", async () => {
    reset();
    await addEndpoint(["waitlist.joined"]);
    // Queued, but this "process" stops before sending.
    await joinWaitlist(db(), person("ada@acme-corp.io"), links);
    expect(received).toHaveLength(0);
    // Two senders after the restart (e.g. two processes): still one delivery.
    const first = startWebhookSender(database.current, { ...local, intervalMs: 50 });
    const second = startWebhookSender(database.current, { ...local, intervalMs: 50 });
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.stop();
    await second.stop();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ event: "waitlist.joined", verified: true });
    expect(await db().select().from(webhookDeliveries)).toEqual([expect.objectContaining({ status: "delivered", attempts: 1 })]);
  });

  it("refuses a target that is not public at once, with a generic reason, unless private targets are allowed", async () => {
    reset();
    await addEndpoint(["waitlist.joined"]);
    await joinWaitlist(db(), person("ada@acme-corp.io"), links);
    expect(await sendDueWebhooks(db())).toBe(1);
    expect(received).toHaveLength(0);
    expect(await db().select().from(webhookDeliveries)).toEqual([expect.objectContaining({ status: "failed", attempts: 1 })]);
    expect((await db().select().from(webhookAttempts)).map((attempt) => [attempt.statusCode, attempt.error])).toEqual([[null, REFUSED_TARGET_REASON]]);
  });

  it("checks the address a name resolves to when connecting: a name pointing at loopback is refused", async () => {
    reset();
    const named = url.replace("127.0.0.1", "hooks.receiver.test");
    await addEndpoint(["waitlist.joined"], named);
    await joinWaitlist(db(), person("ada@acme-corp.io"), links);
    expect(await sendDueWebhooks(db(), { lookup: resolvesToLoopback })).toBe(1);
    expect(received).toHaveLength(0);
    expect(await db().select().from(webhookDeliveries)).toEqual([expect.objectContaining({ status: "failed", attempts: 1 })]);
    expect((await db().select().from(webhookAttempts)).map((attempt) => attempt.error)).toEqual([REFUSED_TARGET_REASON]);

    // The same name and lookup reach the receiver when private targets are allowed.
    await joinWaitlist(db(), person("bob@acme-corp.io"), links);
    expect(await sendDueWebhooks(db(), { ...local, lookup: resolvesToLoopback })).toBe(1);
    expect(received.map((delivery) => delivery.body.data.email)).toEqual(["bob@acme-corp.io"]);
  });

  it("does not follow a redirect (to a private address or anywhere else)", async () => {
    reset();
    const redirector = http.createServer((_req, res) => {
      res.writeHead(302, { location: url });
      res.end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
    try {
      await addEndpoint(["waitlist.joined"], `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/moved`);
      await joinWaitlist(db(), person("ada@acme-corp.io"), links);
      expect(await sendDueWebhooks(db(), local)).toBe(1);
      expect(received).toHaveLength(0);
      expect(await db().select().from(webhookDeliveries)).toEqual([expect.objectContaining({ status: "failed", attempts: 1 })]);
      expect((await db().select().from(webhookAttempts)).map((attempt) => [attempt.statusCode, attempt.error])).toEqual([[302, "HTTP 302"]]);
    } finally {
      await new Promise((resolve) => redirector.close(resolve));
    }
  });

  it("stops delivering for an endpoint whose maker is no longer an admin, says why, and delivers again once an admin re-enables it", async () => {
    reset();
    const endpoint = await addEndpoint(["waitlist.joined"], url, "ada");
    await db().update(user).set({ name: "Ada Maker" }).where(eq(user.id, "ada"));
    await joinWaitlist(db(), person("queued@acme-corp.io"), links);
    // Demoted after the event was queued, before it went out: not sent.
    // Another admin first: the last one cannot be demoted.
    await db().insert(user).values({ id: "other-admin", name: "Other Admin", email: "other-admin@example.com", role: "admin" });
    expect(await changeRole(db(), { email: "ada@example.com" }, "user")).toBe("ok");
    expect(await sendDueWebhooks(db(), local)).toBe(0);
    await joinWaitlist(db(), person("later@acme-corp.io"), links);
    expect(await sendDueWebhooks(db(), local)).toBe(0);
    expect(received).toEqual([]);

    const [disabled] = await listWebhookEndpoints(db());
    expect(disabled).toMatchObject({ id: endpoint.id, disabledReason: "made by Ada Maker (ada@example.com), who is no longer an admin" });
    expect(disabled!.disabledAt).toBeInstanceOf(Date);
    expect(webhookDisabledText(disabled!.disabledReason)).toBe(
      "Disabled: made by Ada Maker (ada@example.com), who is no longer an admin. Nothing is delivered to it until an admin re-enables it (the admin who does becomes responsible for it).",
    );
    // The delivery queued before is failed with the reason; nothing was queued while disabled.
    const [logged, ...rest] = await listWebhookDeliveries(db());
    expect(rest).toEqual([]);
    expect(logged).toMatchObject({
      status: "failed",
      log: [
        expect.objectContaining({
          statusCode: null,
          error: "Not sent: the endpoint is disabled, made by Ada Maker (ada@example.com), who is no longer an admin.",
        }),
      ],
    });

    // Another admin re-enables it and becomes the one it acts for.
    await db().insert(user).values({ id: "grace", name: "Grace", email: "grace@example.com", role: "admin" });
    expect(await enableWebhookEndpoint(db(), endpoint.id, "grace")).toBe(true);
    expect(await enableWebhookEndpoint(db(), endpoint.id, "grace")).toBe(false);
    const [enabled] = await listWebhookEndpoints(db());
    expect(enabled).toMatchObject({ disabledAt: null, disabledReason: null, createdBy: "grace" });
    await joinWaitlist(db(), person("again@acme-corp.io"), links);
    expect(await sendDueWebhooks(db(), local)).toBe(1);
    expect(received.map((delivery) => delivery.body.data.email)).toEqual(["again@acme-corp.io"]);

    // A maker whose account is deleted: disabled too.
    await db().delete(user).where(eq(user.id, "grace"));
    await sendDueWebhooks(db(), local);
    expect((await listWebhookEndpoints(db()))[0]).toMatchObject({ disabledReason: "made by an account that was deleted" });
  });
});
