import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "#app/platform/db/client.server.ts";
import { mailOutbox, waitlistEntries } from "#app/platform/db/schema.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { mailboxOf } from "#app/features/leads/address-rules.server.ts";
import { joinWaitlist, RESEND_INTERVAL_MS } from "./waitlist.server.ts";
import { waitlistJoin } from "#tests/helpers/lead-input.ts";

const links = { publicUrl: "http://localhost:3000", secret: "mailbox-test-secret-0123456789-0123456789" };
const person = (email: string) => waitlistJoin(email, { name: "Ada", sourcePage: "/" });

/** 50 spellings of ada.lovelace@gmail.com: +tags, dots moved, googlemail.com. */
const spellings = Array.from({ length: 50 }, (_, i) => {
  const local = i % 2 === 0 ? "ada.lovelace" : `a.d.a.l.o.v.e.l.a.c.e`;
  const tag = i % 3 === 0 ? "" : `+try${i}`;
  const domain = i % 5 === 0 ? "googlemail.com" : "gmail.com";
  return `${local}${tag}@${domain}`;
});

describe(`one mailbox, one entry, on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;

  it("50 joins through +tags, dots and googlemail.com, all at once, make one entry and one mail", async () => {
    const results = await Promise.all(spellings.map((email) => joinWaitlist(db(), person(email), links)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const entries = await db().select({ email: waitlistEntries.email, mailbox: waitlistEntries.mailbox }).from(waitlistEntries);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.mailbox).toBe("adalovelace@gmail.com");
    // A repeat within 10 minutes sends nothing more.
    expect(await db().$count(mailOutbox)).toBe(1);
  });

  it("a join with another spelling answers like joining again: the mail goes to the address listed", async () => {
    const first = new Date("2026-11-01T10:00:00Z");
    await joinWaitlist(db(), person("grace+news@acme-corp.io"), { ...links, now: first });
    const later = new Date(first.getTime() + RESEND_INTERVAL_MS);
    expect(await joinWaitlist(db(), person("grace@acme-corp.io"), { ...links, now: later })).toMatchObject({ created: false, mailIds: [expect.any(String)] });
    const mails = await db().select({ to: mailOutbox.to }).from(mailOutbox);
    expect(mails.map((mail) => mail.to)).toEqual(["grace+news@acme-corp.io", "grace+news@acme-corp.io"]);
    expect(await db().$count(waitlistEntries)).toBe(1);
  });

  it("a referral from another spelling of the referrer's own mailbox is no referral", async () => {
    await joinWaitlist(db(), person("ada@acme-corp.io"), links);
    const [ada] = await db().select().from(waitlistEntries);
    // Another spelling of Ada's mailbox is Ada joining again, not a new referred entry.
    expect(await joinWaitlist(db(), person("ada+again@acme-corp.io"), { ...links, referralCode: ada!.referralCode })).toMatchObject({ created: false });
    await joinWaitlist(db(), person("grace@acme-corp.io"), { ...links, referralCode: ada!.referralCode });
    const rows = await db()
      .select({ email: waitlistEntries.email, referredBy: waitlistEntries.referredBy, counts: waitlistEntries.referralCounts })
      .from(waitlistEntries);
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: "ada@acme-corp.io", referredBy: null, counts: false },
      { email: "grace@acme-corp.io", referredBy: "ada@acme-corp.io", counts: true },
    ]);
  });

  it("the database fills the mailbox for any writer, by the same rule as mailboxOf", async () => {
    const cases = [
      " Ada.Lovelace@Acme-Corp.io",
      "ada+waitlist@acme-corp.io",
      "ada+a+b@acme-corp.io",
      "A.d.A+x@gmail.com",
      "a.da@GoogleMail.com",
      "a.da@outlook.com",
      "+tag@acme-corp.io",
      "o'brien.x+y@sub.example.co.uk",
      "a.b+c.d@gmail.com",
      "+x.y@gmail.com",
      "ADA+X@GoogleMail.com",
      "dots.stay@gmail.co",
    ];
    const rows = await selectRows<{ address: string; mailbox: string }>(
      db(),
      sql`select address, waitlist_mailbox(address) as mailbox from unnest(${sql.raw(`array[${cases.map((c) => `'${c.replaceAll("'", "''")}'`).join(", ")}]`)}::text[]) as address`,
    );
    expect(rows.map((row) => row.mailbox)).toEqual(cases.map(mailboxOf));
    // An insert that names no mailbox, and a change of address, get it from the trigger.
    await db().insert(waitlistEntries).values({ email: "bob.smith+x@googlemail.com", name: "Bob" });
    await db().execute(sql`update ${waitlistEntries} set email = 'linus+y@acme-corp.io' where email = 'bob.smith+x@googlemail.com'`);
    const [entry] = await db().select({ mailbox: waitlistEntries.mailbox }).from(waitlistEntries);
    expect(entry!.mailbox).toBe("linus@acme-corp.io");
  });
});
