import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "../../../tests/helpers/test-database.ts";
import { mailOutbox, mailSuppressions, waitlistEntries, webhookDeliveries, webhookEndpoints } from "../../platform/db/schema.ts";
import { newWebhookSecret } from "../webhooks/webhooks.server.ts";
import { joinWaitlist } from "./waitlist.server.ts";

/** Every statement the site sends to the test database (not BEGIN/COMMIT on PGlite, which runs them itself). */
const statements: string[] = [];
const links = { publicUrl: "http://localhost:3000", secret: "join-test-secret-0123456789-0123456789" };
const person = (email: string) => ({ name: "Ada", email, company: "Acme", phone: "", teamSize: "", timeSlot: "", message: "", prompt: undefined, sourcePage: "/" });

describe(`one statement per join on ${testDriver}`, () => {
  const database = useTestDatabase({ logQuery: (query) => statements.push(query) });
  const db = () => database.current.db;
  const counts = async () => ({
    entries: await db().$count(waitlistEntries),
    mails: await db().$count(mailOutbox),
    deliveries: await db().$count(webhookDeliveries),
  });

  beforeEach(async () => {
    await db().insert(webhookEndpoints).values({ url: "https://hooks.example.com/in", events: ["waitlist.joined"], secret: newWebhookSecret() });
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
    expect(JSON.parse(delivery!.body)).toMatchObject({ event: "waitlist.joined", data: { email: "ada@acme-corp.io", createdAt: entry!.createdAt.toISOString() } });
  });

  it("a referred join first looks up its referrer: two round trips", async () => {
    await joinWaitlist(db(), person("ada@acme-corp.io"), links);
    const [ada] = await db().select().from(waitlistEntries);
    statements.length = 0;
    await joinWaitlist(db(), person("grace@example.org"), { ...links, referralCode: ada!.referralCode });
    expect(statements).toHaveLength(2);
    const [grace] = await db().select().from(waitlistEntries).where(sql`${waitlistEntries.email} = 'grace@example.org'`);
    expect(grace).toMatchObject({ referredBy: "ada@acme-corp.io", referralCounts: true });
  });

  it("queues no mail for an address that unsubscribed, and still stores the entry and its webhooks", async () => {
    await db().insert(mailSuppressions).values({ email: "ada@acme-corp.io" });
    expect(await joinWaitlist(db(), person("ada@acme-corp.io"), links)).toEqual({ created: true, mailIds: [] });
    expect(await counts()).toEqual({ entries: 1, mails: 0, deliveries: 1 });
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
