import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/e2e/support/spawn-server.ts";
import { startSmtpPeer, type SmtpPeer } from "#tests/helpers/smtp-peer.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { listOutbox } from "./outbox.server.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { mailOutbox } from "#app/platform/db/schema.ts";
import { sendDueMail, startMailSender } from "./mail-sender.server.ts";
import { layout, oldestWaitingMail, queueMail, requeueFailedMail, smtpTransport, type MailTransport } from "./mail.server.ts";

/** A real SMTP peer on loopback. */
let smtp: SmtpPeer;
let transport: MailTransport;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`)!;
});
afterAll(() => smtp.close());

const from = "Droids <hello@droids.test>";
const mail = (to: string, subject = "Confirm your place") => ({ to, subject, ...layout(["Hello", "https://droids.test/confirm/abc"]) });
const received = () => smtp.received;
const refuse = (answer: { code: number; message: string }) => smtp.refuse(answer);
const reset = () => {
  smtp.received.length = 0;
  smtp.refuse(null);
};

describe(`mail outbox sender on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const rows = () => db().select().from(mailOutbox).orderBy(mailOutbox.createdAt);

  it("sends a queued mail once over SMTP and marks it sent", async () => {
    reset();
    await queueMail(db(), mail("ada@example.com"));
    expect(await sendDueMail(db(), { transport, from })).toBe(1);
    expect(await sendDueMail(db(), { transport, from })).toBe(0);
    expect(received()).toHaveLength(1);
    expect(received()[0]!.to).toEqual(["ada@example.com"]);
    expect(received()[0]!.raw).toContain("Subject: Confirm your place");
    expect(await rows()).toEqual([expect.objectContaining({ status: "sent", attempts: 1, error: null, sentAt: expect.any(Date) })]);
  });

  it("wakes on a kick after the commit, and two senders on one database never send a mail twice", async () => {
    reset();
    for (let i = 0; i < 12; i++) await queueMail(db(), mail(`early-${i}@example.com`));
    // A long poll interval: only the start and the kick make them run.
    const first = startMailSender(db(), { transport, from, intervalMs: 600_000 });
    const second = startMailSender(db(), { transport, from, intervalMs: 600_000 });
    try {
      await expect.poll(async () => (await rows()).filter((row) => row.status === "sent").length, { timeout: 15_000 }).toBe(12);
      await queueMail(db(), mail("late@example.com"));
      void second.kick();
      await expect.poll(async () => (await rows()).filter((row) => row.status === "sent").length, { timeout: 15_000 }).toBe(13);
    } finally {
      await first.stop();
      await second.stop();
    }
    const recipients = received().flatMap((mail) => mail.to);
    expect(recipients).toHaveLength(13);
    expect(new Set(recipients).size).toBe(13);
    expect((await rows()).every((row) => row.attempts === 1)).toBe(true);
  });

  it("retries a transient 4xx answer with growing back-off (1 min doubling to 1 h) for 24 hours after the mail was queued, then marks it failed", async () => {
    reset();
    refuse({ code: 451, message: "Greylisted, try again later" });
    const queued = new Date("2026-11-01T10:00:00Z");
    let now = queued;
    const clock = () => now;
    await queueMail(db(), mail("ada@example.com"));
    await db().update(mailOutbox).set({ createdAt: queued, queuedAt: queued, nextAttemptAt: queued });
    const waits: number[] = [];
    for (;;) {
      expect(await sendDueMail(db(), { transport, from, now: clock })).toBe(1);
      expect(await sendDueMail(db(), { transport, from, now: clock })).toBe(0);
      const [row] = await rows();
      expect(row).toMatchObject({ attempts: waits.length + 1, error: expect.stringMatching(/451.*Greylisted/) });
      if (row!.status === "failed") break;
      expect(row!.status).toBe("pending");
      const wait = row!.nextAttemptAt.getTime() - now.getTime();
      waits.push(wait);
      // Not due a millisecond before its back-off has passed.
      now = new Date(now.getTime() + wait - 1);
      expect(await sendDueMail(db(), { transport, from, now: clock })).toBe(0);
      now = new Date(now.getTime() + 1);
    }
    const minute = 60_000;
    expect(waits.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((n) => n * minute));
    expect(waits.every((wait) => wait <= 60 * minute)).toBe(true);
    // The last try was at least 24 hours after the mail was queued, and the one before it less.
    const lastTry = now.getTime() - queued.getTime();
    expect(lastTry).toBeGreaterThanOrEqual(24 * 60 * minute);
    expect(lastTry - waits.at(-1)!).toBeLessThan(24 * 60 * minute);
    expect(await rows()).toEqual([expect.objectContaining({ status: "failed", sentAt: null })]);
    expect(received()).toHaveLength(0);
  });

  it("a 10-minute SMTP outage: every mail waits and arrives once SMTP is back, the oldest 15 minutes after it was queued", async () => {
    reset();
    const start = new Date("2026-11-01T10:00:00Z");
    const minute = 60_000;
    let now = start;
    const clock = () => now;
    // The SMTP server is down (connections refused) for the first 10 minutes, then accepts.
    const down = smtpTransport(`smtp://127.0.0.1:${await freePort()}`)!;
    const outage: MailTransport = { sendMail: (message) => (now.getTime() - start.getTime() < 10 * minute ? down : transport).sendMail(message) };
    // 3 confirmations and 1 password reset, queued during the outage.
    const queuedAt = new Map<string, Date>();
    for (const [i, [to, subject]] of (
      [
        ["ada@example.com", "Confirm your place"],
        ["bob@example.com", "Confirm your place"],
        ["cy@example.com", "Reset your Droids password"],
        ["dee@example.com", "Confirm your place"],
      ] as const
    ).entries()) {
      now = new Date(start.getTime() + i * 75_000);
      await queueMail(db(), mail(to, subject));
      await db().update(mailOutbox).set({ createdAt: now, queuedAt: now, nextAttemptAt: now }).where(eq(mailOutbox.to, to));
      queuedAt.set(to, now);
    }
    // The sender's loop on the simulated clock: send what is due, else move to the next due time.
    now = start;
    const arrived = new Map<string, number>();
    while (arrived.size < 4 && now.getTime() - start.getTime() < 24 * 60 * minute) {
      if ((await sendDueMail(db(), { transport: outage, from, now: clock })) === 0) {
        const pending = (await rows()).filter((row) => row.status === "pending");
        now = new Date(Math.min(...pending.map((row) => row.nextAttemptAt.getTime())));
      }
      for (const row of await rows()) {
        if (row.status === "sent" && !arrived.has(row.to)) arrived.set(row.to, row.sentAt!.getTime() - queuedAt.get(row.to)!.getTime());
      }
    }
    const ages = Object.fromEntries([...arrived].map(([to, age]) => [to, age / minute]));
    console.info(`10-minute outage: arrival age in minutes ${JSON.stringify(ages)}`);
    expect(await rows()).toEqual(Array.from({ length: 4 }, () => expect.objectContaining({ status: "sent" })));
    expect(
      received()
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual(["ada@example.com", "bob@example.com", "cy@example.com", "dee@example.com"]);
    // The first mail was tried at 0, 1, 3 and 7 minutes (refused), then at 15: delivered.
    expect(ages["ada@example.com"]).toBe(15);
    expect(Math.max(...Object.values(ages))).toBe(15);
  });

  it("retries network errors and timeouts, but a permanent 5xx answer fails the mail at once", async () => {
    reset();
    refuse({ code: 550, message: "No such mailbox" });
    await queueMail(db(), mail("gone@example.com"));
    expect(await sendDueMail(db(), { transport, from })).toBe(1);
    expect(await rows()).toEqual([expect.objectContaining({ status: "failed", attempts: 1, error: expect.stringMatching(/550.*No such mailbox/) })]);

    reset();
    await db().delete(mailOutbox);
    const closedPort = await freePort();
    await queueMail(db(), mail("ada@example.com"));
    expect(await sendDueMail(db(), { transport: smtpTransport(`smtp://127.0.0.1:${closedPort}`)!, from })).toBe(1);
    expect(await rows()).toEqual([expect.objectContaining({ status: "pending", attempts: 1, error: expect.stringMatching(/ECONNREFUSED|connect/i) })]);
    // What the admin outbox page shows.
    expect(await listOutbox(db())).toEqual([
      expect.objectContaining({
        to: "ada@example.com",
        status: "pending",
        attempts: 1,
        nextAttemptAt: expect.any(Date),
        error: expect.stringMatching(/ECONNREFUSED|connect/i),
      }),
    ]);

    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) });
    const stalled: MailTransport = { sendMail: () => new Promise(() => {}) };
    expect(await sendDueMail(db(), { transport: stalled, from, timeoutMs: 50 })).toBe(1);
    expect(await rows()).toEqual([expect.objectContaining({ status: "pending", attempts: 2, error: "timed out after 50 ms" })]);
  });

  it("a failed mail sent again goes out, and a transient failure after that is retried for another 24 hours", async () => {
    reset();
    const day = 24 * 60 * 60_000;
    const id = await queueMail(db(), mail("ada@example.com"));
    // Failed for good two days ago, after its own 24 hours of retries.
    await db()
      .update(mailOutbox)
      .set({
        status: "failed",
        attempts: 30,
        error: "421 Service not available",
        createdAt: new Date(Date.now() - 2 * day),
        queuedAt: new Date(Date.now() - 2 * day),
      });
    expect(await oldestWaitingMail(db())).toBeNull();
    expect(await requeueFailedMail(db(), id)).toBe(true);
    expect(await requeueFailedMail(db(), id)).toBe(false);
    expect(await rows()).toEqual([expect.objectContaining({ status: "pending", attempts: 0, error: null })]);
    expect(await oldestWaitingMail(db())).toMatchObject({ id, to: "ada@example.com", subject: "Confirm your place" });

    refuse({ code: 421, message: "Service not available" });
    expect(await sendDueMail(db(), { transport, from })).toBe(1);
    expect(await rows()).toEqual([expect.objectContaining({ status: "pending", attempts: 1, error: expect.stringMatching(/421/) })]);
    smtp.refuse(null);
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) });
    expect(await sendDueMail(db(), { transport, from })).toBe(1);
    expect(await rows()).toEqual([expect.objectContaining({ status: "sent", attempts: 2, error: null })]);
    expect(received().map((mail) => mail.to)).toEqual([["ada@example.com"]]);
    // A sent mail is never sent again by hand.
    expect(await requeueFailedMail(db(), id)).toBe(false);
    expect(await oldestWaitingMail(db())).toBeNull();
  });

  it("without SMTP the mail stays in the outbox, unsent", async () => {
    reset();
    const sender = startMailSender(db(), { transport: null, from });
    await queueMail(db(), mail("ada@example.com"));
    await sender.kick();
    await sender.stop();
    expect(await rows()).toEqual([expect.objectContaining({ status: "pending", attempts: 0, sentAt: null })]);
  });

  it("a database error is reported, never thrown out of the sender", async () => {
    reset();
    await queueMail(db(), mail("ada@example.com"));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const errors: unknown[] = [];
    // Every write fails, as when the database goes away mid-run.
    const broken = new Proxy(db(), {
      get: (target, key, receiver) =>
        key === "update"
          ? () => {
              throw new Error("connection terminated");
            }
          : Reflect.get(target, key, receiver),
    }) as Database;
    const sender = startMailSender(broken, { transport, from, intervalMs: 600_000, onError: (error) => errors.push(error) });
    try {
      await expect(sender.kick()).resolves.toBeUndefined();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      // An error inside a send's own bookkeeping does not escape either.
      await db()
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) });
      await expect(
        sendDueMail(db(), {
          transport: {
            sendMail: () => {
              throw new Error("sync failure");
            },
          },
          from,
        }),
      ).resolves.toBe(1);
    } finally {
      await sender.stop();
      process.off("unhandledRejection", onUnhandled);
    }
    expect((errors[0] as Error).message).toBe("connection terminated");
    expect(unhandled).toEqual([]);
    expect(await rows()).toEqual([expect.objectContaining({ status: "pending", attempts: 1, error: "sync failure" })]);
    expect(received()).toHaveLength(0);
  });
});
