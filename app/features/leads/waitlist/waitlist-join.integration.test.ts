import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { isInvalidTextError } from "#app/platform/db/client.server.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { mailOutbox, mailSuppressions, waitlistEntries, webhookDeliveries, webhookEndpoints } from "#app/platform/db/schema.ts";
import { newWebhookSecret } from "#app/features/webhooks/webhooks.server.ts";
import { joinWaitlist } from "./waitlist.server.ts";
import { waitlistJoin } from "#tests/helpers/lead-input.ts";

/** Every statement the site sends to the test database (not BEGIN/COMMIT on PGlite, which runs them itself). */
const statements: string[] = [];
const links = { publicUrl: "http://localhost:3000", secret: "join-test-secret-0123456789-0123456789" };
const person = (email: string) => waitlistJoin(email, { name: "Ada", company: "Acme", sourcePage: "/" });

describe(`one statement per join on ${testDriver}`, () => {
  const database = useTestDatabase({ logQuery: (query) => statements.push(query) });
  const db = () => database.current.db;
  const counts = async () => ({
    entries: await db().$count(waitlistEntries),
    mails: await db().$count(mailOutbox),
    deliveries: await db().$count(webhookDeliveries),
  });

  beforeEach(async () => {
    await db()
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.com/in", events: ["waitlist.joined"], secret: newWebhookSecret() });
    statements.length = 0;
  });

  it("stores a new entry, queues its mail and its webhook deliveries in one round trip", async () => {
    const result = await joinWaitlist(db(), person("ada@acme-corp.io"), links);
    expect(statements).toHaveLength(1);
    const [mail] = await db().select().from(mailOutbox);
    expect(result).toEqual({ created: true, mailIds: [mail!.id] });
    const [entry] = await db().select().from(waitlistEntries);
    // The mail's status link names the entry's stored referral code.
    expect(mail!.text).toContain(`/waitlist/status/${entry!.referralCode}.`);
    expect(entry!.lastMailAt).not.toBeNull();
    const [delivery] = await db().select().from(webhookDeliveries);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      event: "waitlist.joined",
      data: { email: "ada@acme-corp.io", createdAt: entry!.createdAt.toISOString() },
    });
  });

  it("a referred join first looks up its referrer: two round trips", async () => {
    await joinWaitlist(db(), person("ada@acme-corp.io"), links);
    const [ada] = await db().select().from(waitlistEntries);
    statements.length = 0;
    await joinWaitlist(db(), person("grace@example.org"), { ...links, referralCode: ada!.referralCode });
    expect(statements).toHaveLength(2);
    const [grace] = await db()
      .select()
      .from(waitlistEntries)
      .where(sql`${waitlistEntries.email} = 'grace@example.org'`);
    expect(grace).toMatchObject({ referredBy: "ada@acme-corp.io", referralCounts: true });
  });

  it("queues no mail for an address that unsubscribed, and still stores the entry and its webhooks", async () => {
    await db().insert(mailSuppressions).values({ email: "ada@acme-corp.io" });
    expect(await joinWaitlist(db(), person("ada@acme-corp.io"), links)).toEqual({ created: true, mailIds: [] });
    expect(await counts()).toEqual({ entries: 1, mails: 0, deliveries: 1 });
  });

  it("writes joins that arrive together in one statement, each with its own entry, mail and deliveries", async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `person${i}@acme-corp.io`);
    // Joins that arrive in one turn of the event loop go together; a second join with an address
    // already in that batch goes with the next one.
    const results = await Promise.all([...emails, "person5@acme-corp.io"].map((email) => joinWaitlist(db(), person(email), links)));
    const inserts = statements.filter((statement) => statement.includes("jsonb_array_elements"));
    expect(inserts).toHaveLength(2);
    expect(results.map((result) => result.created)).toEqual([...emails.map(() => true), false]);
    expect(await counts()).toEqual({ entries: 12, mails: 12, deliveries: 12 });
    const mails = await db().select({ id: mailOutbox.id, to: mailOutbox.to }).from(mailOutbox);
    const mailOf = new Map(mails.map((mail) => [mail.to, mail.id]));
    // Each join answers with its own mail's id.
    expect(results.slice(0, 12).map((result) => result.mailIds)).toEqual(emails.map((email) => [mailOf.get(email)]));
    const bodies = (await db().select({ body: webhookDeliveries.body }).from(webhookDeliveries)).map((row) => JSON.parse(row.body).data.email);
    expect(bodies.sort()).toEqual([...emails].sort());
  });

  it("a join the database refuses fails alone: the others in its batch are written", async () => {
    const names = ["Ada", "Grace", "Bad\u0000Name", "Linus", "Barbara"];
    const results = await Promise.allSettled(names.map((name, i) => joinWaitlist(db(), { ...person(`p${i}@acme-corp.io`), name }, links)));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(isInvalidTextError((results[2] as PromiseRejectedResult).reason)).toBe(true);
    const stored = await db().select({ name: waitlistEntries.name }).from(waitlistEntries);
    expect(stored.map((entry) => entry.name).sort()).toEqual(["Ada", "Barbara", "Grace", "Linus"]);
    expect(await counts()).toEqual({ entries: 4, mails: 4, deliveries: 4 });
  });

  // The entry, its mail and its webhook deliveries commit together or not at all.
  for (const table of ["webhook_deliveries", "mail_outbox"]) {
    it(`stores nothing when queueing into ${table} fails`, async () => {
      await db().execute(sql.raw(`create function refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`));
      await db().execute(sql.raw(`create trigger refuse_insert before insert on ${table} for each row execute function refuse_insert()`));
      try {
        await expect(joinWaitlist(db(), person("ada@acme-corp.io"), links)).rejects.toThrow();
        expect(await counts()).toEqual({ entries: 0, mails: 0, deliveries: 0 });
      } finally {
        await db().execute(sql.raw(`drop trigger refuse_insert on ${table}`));
        await db().execute(sql.raw(`drop function refuse_insert()`));
      }
    });
  }
});
