import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { user, webhookEndpoints } from "#app/platform/db/schema.ts";
import { joinWaitlist } from "#app/features/leads/waitlist/waitlist.server.ts";
import { newWebhookSecret, startWebhookSender } from "./webhooks.server.ts";
import { waitlistJoin } from "#tests/helpers/lead-input.ts";

/**
 * The sender sleeps until the database says a delivery was queued (migration
 * 0023's notification), whoever queued it: no request has to wake it, and an
 * event that no endpoint wants costs it nothing.
 */
const received: string[] = [];
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received.push(req.headers["x-webhook-event"] as string);
    res.end();
  });
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => void receiver.close());

const links = { publicUrl: "http://localhost:3000", secret: "webhook-test-secret-0123456789-0123456789" };
const person = (email: string) => waitlistJoin(email, { name: "Ada", company: "Acme", prompt: "", sourcePage: "/" });

describe(`waking the webhook sender on ${testDriver}`, () => {
  const statements: string[] = [];
  const database = useTestDatabase({ logQuery: (query) => void statements.push(query) });
  const db = () => database.current.db;
  /** A sender whose timer would not run during the test: only the database can wake it. */
  const asleep = async () => {
    const sender = startWebhookSender(database.current, { allowPrivate: true, intervalMs: 600_000 });
    // Its first run (what an earlier process left) is over once it is idle.
    await sender.idle();
    return sender;
  };

  it("delivers what any writer queues (here psql-style SQL) without being kicked", async () => {
    received.length = 0;
    await db().insert(user).values({ id: "maker", name: "Maker Admin", email: "maker@example.com", role: "admin" }).onConflictDoNothing();
    await db()
      .insert(webhookEndpoints)
      .values({ url, events: ["waitlist.joined"], secret: newWebhookSecret(), createdBy: "maker" });
    const sender = await asleep();
    try {
      await db().execute(sql`insert into admin_events ("name", "body") values ('waitlist.joined', '{"id":"x","event":"waitlist.joined","data":{}}')`);
      await expect.poll(() => received, { timeout: 3000 }).toEqual(["waitlist.joined"]);
      await joinWaitlist(db(), person("ada@acme-corp.io"), links);
      await expect.poll(() => received, { timeout: 3000 }).toEqual(["waitlist.joined", "waitlist.joined"]);
    } finally {
      await sender.stop();
    }
  });

  it("is not woken by events no endpoint wants: 20 joins with no endpoint make no webhook statement", async () => {
    await db().delete(webhookEndpoints);
    const sender = await asleep();
    try {
      statements.length = 0;
      for (let i = 0; i < 20; i++) await joinWaitlist(db(), person(`quiet-${i}@acme-corp.io`), links);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(statements.filter((statement) => /webhook_/.test(statement))).toEqual([]);
      expect(statements.length).toBeGreaterThanOrEqual(20);
    } finally {
      await sender.stop();
    }
  });
});
