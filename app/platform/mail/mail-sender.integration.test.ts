import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/e2e/support/spawn-server.ts";
import { startSmtpPeer, type SmtpPeer } from "../../../tests/helpers/smtp-peer.ts";
import { testDriver, useTestDatabase } from "../../../tests/helpers/test-database.ts";
import { listOutbox } from "../../features/dashboard/admin.server.ts";
import type { Database } from "../db/client.server.ts";
import { mailOutbox } from "../db/schema.ts";
import { MAIL_MAX_ATTEMPTS, sendDueMail, startMailSender } from "./mail-sender.server.ts";
import { layout, queueMail, smtpTransport, type MailTransport } from "./mail.server.ts";

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

  it("retries a transient 4xx answer 3 times with exponential back-off, then marks the mail failed with the error", async () => {
    reset();
    refuse({ code: 451, message: "Greylisted, try again later" });
    let now = new Date("2026-11-01T10:00:00Z");
    const clock = () => now;
    await queueMail(db(), mail("ada@example.com"));
    await db().update(mailOutbox).set({ nextAttemptAt: now });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expect(await sendDueMail(db(), { transport, from, now: clock })).toBe(1);
      expect(await sendDueMail(db(), { transport, from, now: clock })).toBe(0);
      const [row] = await rows();
      expect(row).toMatchObject({ attempts: attempt, error: expect.stringContaining("451") });
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(row!.status).toBe("pending");
        const wait = row!.nextAttemptAt.getTime() - now.getTime();
        waits.push(wait);
        // Not due a millisecond before its back-off has passed.
        now = new Date(now.getTime() + wait - 1);
        expect(await sendDueMail(db(), { transport, from, now: clock })).toBe(0);
        now = new Date(now.getTime() + 1);
      } else {
        expect(row).toMatchObject({ status: "failed", sentAt: null, error: expect.stringMatching(/451.*Greylisted/) });
      }
    }
    expect(waits).toEqual([30_000, 60_000, 120_000]);
    expect(received()).toHaveLength(0);
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
      expect.objectContaining({ to: "ada@example.com", status: "pending", attempts: 1, nextAttemptAt: expect.any(Date), error: expect.stringMatching(/ECONNREFUSED|connect/i) }),
    ]);

    await db().update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    const stalled: MailTransport = { sendMail: () => new Promise(() => {}) };
    expect(await sendDueMail(db(), { transport: stalled, from, timeoutMs: 50 })).toBe(1);
    expect(await rows()).toEqual([expect.objectContaining({ status: "pending", attempts: 2, error: "timed out after 50 ms" })]);
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
        key === "update" ? () => { throw new Error("connection terminated"); } : Reflect.get(target, key, receiver),
    }) as Database;
    const sender = startMailSender(broken, { transport, from, intervalMs: 600_000, onError: (error) => errors.push(error) });
    try {
      await expect(sender.kick()).resolves.toBeUndefined();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      // An error inside a send's own bookkeeping does not escape either.
      await db().update(mailOutbox).set({ nextAttemptAt: new Date(0) });
      await expect(sendDueMail(db(), { transport: { sendMail: () => { throw new Error("sync failure"); } }, from })).resolves.toBe(1);
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
