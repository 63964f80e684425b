import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "#tests/e2e/support/spawn-server.ts";
import { startSmtpPeer, type SmtpPeer } from "#tests/helpers/smtp-peer.ts";
import { runCommand } from "./support/commands.ts";
import { createStore, driver, startServer, type RunningServer, type Store, altcha } from "./support/server.ts";

let store: Store | undefined;
let server: RunningServer | undefined;
let smtp: SmtpPeer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  await smtp?.close();
  smtp = undefined;
  await store?.drop();
  store = undefined;
});

describe(`mail while SMTP is down on ${driver}`, () => {
  it("a join answers 200, its mail waits, and goes out once SMTP is back, with no new request and no crash", async () => {
    const smtpPort = await freePort();
    store = await createStore();
    server = await startServer(store, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_LEVEL: "warn" });

    const response = await fetch(`${server.base}/api/v1/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ altcha: await altcha(), name: "Ada", email: "ada@example.com", company: "", phone: "", teamSize: "", timeSlot: "", message: "" }),
    });
    expect(response.status).toBe(200);
    // The first try meets a closed port; the mail waits for its retry.
    await expect.poll(() => server!.output(), { timeout: 30_000 }).toContain("mail delivery failed, will retry");
    if (driver === "postgres") {
      expect(await store.query(`select "to", status, attempts from mail_outbox`)).toEqual([{ to: "ada@example.com", status: "pending", attempts: 1 }]);
    }

    smtp = await startSmtpPeer(smtpPort);
    const { received } = smtp;
    // The first retry comes 1 minute after the failed try (and the sender looks every 5 s).
    await expect.poll(() => received.length, { timeout: 90_000, interval: 250 }).toBe(1);
    expect(received[0]!.to).toEqual(["ada@example.com"]);
    expect(received[0]!.raw).toContain("Subject: Confirm your place on the Droids waitlist");

    // Alive and answering, and nothing in the mail path went unhandled.
    expect(() => process.kill(server!.pid, 0)).not.toThrow();
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(server.output()).not.toMatch(/unhandled|uncaught/i);

    expect(await server.stop()).toBe(0);
    server = undefined;
    const rows = await store.query<{ status: string; attempts: number; sent: boolean }>(
      `select status, attempts, sent_at is not null as sent from mail_outbox`,
    );
    expect(rows).toEqual([{ status: "sent", attempts: 2, sent: true }]);
    expect(received).toHaveLength(1);
  }, 180_000);
});

describe(`npm run mail:outbox on ${driver}`, () => {
  it("prints the newest mails with their links while the site runs, and after it stopped", async () => {
    store = await createStore();
    server = await startServer(store);
    for (const email of ["first@example.com", "second@example.com"]) {
      const response = await fetch(`${server.base}/api/v1/waitlist`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ altcha: await altcha(), name: "Outbox Reader", email }),
      });
      expect(response.status).toBe(200);
    }
    const newest = new RegExp(
      "^\\w{3} \\d+, \\d{4}, \\d+:\\d\\d [AP]M UTC · to second@example\\.com · waiting \\(no SMTP_URL: it stays here\\)\\nSubject: Confirm your place on the Droids waitlist\\n\\nHi Outbox Reader,[^]*http://\\S+/waitlist/confirm/\\S+",
    );
    const whileServing = await runCommand("mail-outbox.ts", ["1"], store.env);
    expect(whileServing.output).toMatch(newest);
    expect(whileServing.output).not.toContain("first@example.com");
    await server.stop();
    server = undefined;
    const stopped = await runCommand("mail-outbox.ts", ["2"], store.env);
    expect(stopped.output).toMatch(newest);
    expect(stopped.output).toContain("to first@example.com");
    expect((await runCommand("mail-outbox.ts", ["none"], store.env)).output).toBe(
      "Usage: npm run mail:outbox -- [N]   (the newest N mails, 1 to 50; 5 by default)\n",
    );
  });
});
