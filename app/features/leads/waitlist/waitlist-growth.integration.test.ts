import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { selectRows } from "#app/platform/db/client.server.ts";
import { mailOutbox, mailSuppressions, waitlistEntries, webhookDeliveries, webhookEndpoints } from "#app/platform/db/schema.ts";
import { placesFigure, rankWholeLine } from "./place.server.ts";
import { refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { emailOfUnsubscribeToken, unsubscribeToken } from "#app/platform/mail/mail-links.server.ts";
import { hashToken, statusToken } from "./waitlist-tokens.server.ts";
import {
  confirmEntry,
  entryByStatusToken,
  entryConfirmedByToken,
  erasedWithEntry,
  eraseWaitlistEntry,
  isConfirmTokenUsable,
  joinWaitlist,
  resendConfirmation,
  unsubscribe,
  waitlistStatus,
} from "./waitlist.server.ts";
import { waitlistJoin } from "#tests/helpers/lead-input.ts";

const links = { publicUrl: "http://localhost:3000", secret: "waitlist-growth-test-secret-0123456789" };
const person = (email: string, name = email.split("@")[0]!) => waitlistJoin(email, { name });
const minutes = (n: number) => n * 60_000;

describe(`waitlist growth on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const entry = async (email: string) => (await db().select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]!;
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  /** The single-use link in the newest mail to `email`. */
  const confirmTokenOf = async (email: string) => {
    const mails = await mailsTo(email);
    const text = mails.sort((a, b) => +b.createdAt - +a.createdAt)[0]!.text!;
    return /\/waitlist\/confirm\/([\w-]+)/.exec(text)![1]!;
  };
  const joinAndConfirm = async (email: string, at: Date, referralCode?: string) => {
    await joinWaitlist(db(), person(email), { ...links, referralCode, now: at });
    const result = await confirmEntry(db(), await confirmTokenOf(email), at);
    expect(result.ok).toBe(true);
  };

  it("mails a single-use confirmation link that works for 7 days, and the status link in the same mail", async () => {
    const joined = new Date("2026-11-01T10:00:00Z");
    await joinWaitlist(db(), person("ada@acme-corp.io"), { ...links, now: joined });
    const [mail] = await mailsTo("ada@acme-corp.io");
    expect(mail!.subject).toBe("Confirm your place on the Droids waitlist");
    const row = await entry("ada@acme-corp.io");
    expect(mail!.text).toContain(`http://localhost:3000/waitlist/status/${statusToken(links.secret, row)}`);
    expect(mail!.text).toContain(`http://localhost:3000/unsubscribe/${unsubscribeToken(links.secret, row.email)}`);
    expect(row.confirmedAt).toBeNull();
    expect(row.referralCode).toMatch(/^[0-9a-f]{12}$/);

    const token = await confirmTokenOf("ada@acme-corp.io");
    expect((await confirmEntry(db(), token, new Date(joined.getTime() + minutes(7 * 24 * 60) + 1))).ok).toBe(false);
    expect((await confirmEntry(db(), token, new Date(joined.getTime() + minutes(60)))).ok).toBe(true);
    expect((await entry("ada@acme-corp.io")).confirmedAt).toEqual(new Date(joined.getTime() + minutes(60)));
    // Used once: never again, but the link still names whom it confirmed (a second click says so).
    expect((await confirmEntry(db(), token, new Date(joined.getTime() + minutes(61)))).ok).toBe(false);
    expect(await isConfirmTokenUsable(db(), hashToken(token))).toBe(false);
    expect((await entryConfirmedByToken(db(), hashToken(token)))?.email).toBe("ada@acme-corp.io");
    expect((await confirmEntry(db(), "not-a-token")).ok).toBe(false);
    expect(await entryConfirmedByToken(db(), hashToken("not-a-token"))).toBeNull();
  });

  it("a repeat join answers like the first, re-sends the mail at most once per 10 minutes, never to an unsubscribed address", async () => {
    const t0 = new Date("2026-11-01T10:00:00Z");
    const first = await joinWaitlist(db(), person("ada@acme-corp.io", "Ada"), { ...links, now: t0 });
    expect(first).toMatchObject({ created: true });
    expect(first.mailIds).toHaveLength(1);
    const soon = await joinWaitlist(db(), person("ada@acme-corp.io", "Someone Else"), { ...links, now: new Date(t0.getTime() + minutes(9)) });
    expect(soon).toEqual({ created: false, mailIds: [] });
    const later = await joinWaitlist(db(), person("ada@acme-corp.io"), { ...links, now: new Date(t0.getTime() + minutes(10)) });
    expect(later.created).toBe(false);
    expect(later.mailIds).toHaveLength(1);
    expect(await mailsTo("ada@acme-corp.io")).toHaveLength(2);
    expect((await entry("ada@acme-corp.io")).name).toBe("Ada");

    // The first link was replaced by the second.
    // Unsubscribing stops the mail; the entry keeps its status, and the link mailed last keeps working.
    await unsubscribe(db(), "ada@acme-corp.io");
    const unsubscribed = await entry("ada@acme-corp.io");
    expect(unsubscribed.status).toBe("pending");
    const afterUnsubscribe = await joinWaitlist(db(), person("ada@acme-corp.io"), { ...links, now: new Date(t0.getTime() + minutes(60)) });
    expect(afterUnsubscribe).toEqual({ created: false, mailIds: [] });
    expect(await mailsTo("ada@acme-corp.io")).toHaveLength(2);
    expect(await entry("ada@acme-corp.io")).toEqual(unsubscribed);
    expect(await resendConfirmation(db(), "ada@acme-corp.io", links, new Date(t0.getTime() + minutes(120)))).toEqual({ sent: false, mailIds: [] });
    expect(await entry("ada@acme-corp.io")).toEqual(unsubscribed);
  });

  it("a repeat join by someone who already has an account mails them that, with the way in, not 'we'll notify you'", async () => {
    const t0 = new Date("2026-11-01T10:00:00Z");
    await joinWaitlist(db(), person("joined@acme-corp.io", "Jo"), { ...links, now: t0 });
    // Invited, then an account made with the invitation (invitations.server.ts marks it so).
    await db().update(waitlistEntries).set({ status: "joined", confirmedAt: t0 }).where(eq(waitlistEntries.email, "joined@acme-corp.io"));
    const again = await joinWaitlist(db(), person("joined@acme-corp.io"), { ...links, now: new Date(t0.getTime() + minutes(30)) });
    expect(again).toMatchObject({ created: false, mailIds: [expect.any(String)] });
    const mail = (await mailsTo("joined@acme-corp.io")).find((row) => row.id === again.mailIds[0])!;
    expect(mail.subject).toBe("You already have a Droids account");
    expect(mail.text).toContain("this address already has a Droids account");
    expect(mail.text).toContain("http://localhost:3000/sign-in");
    expect(mail.text).toContain("http://localhost:3000/forgot-password");
    expect(mail.text).not.toContain("We'll notify you");
    expect(mail.text).toContain("http://localhost:3000/unsubscribe/");
    // Still at most one mail per 10 minutes.
    expect((await joinWaitlist(db(), person("joined@acme-corp.io"), { ...links, now: new Date(t0.getTime() + minutes(35)) })).mailIds).toEqual([]);
  });

  it("concurrent repeat joins send one mail at most", async () => {
    const t0 = new Date("2026-11-01T10:00:00Z");
    await joinWaitlist(db(), person("race@acme-corp.io"), { ...links, now: t0 });
    const later = new Date(t0.getTime() + minutes(30));
    const results = await Promise.all(Array.from({ length: 10 }, () => joinWaitlist(db(), person("race@acme-corp.io"), { ...links, now: later })));
    expect(results.flatMap((result) => result.mailIds)).toHaveLength(1);
    expect(await mailsTo("race@acme-corp.io")).toHaveLength(2);
  });

  it("computes places from confirmation order, moving a referrer up 5 places per counting referral; ties go to who confirmed first", async () => {
    const at = (n: number) => new Date(Date.UTC(2026, 10, 1, 10, n));
    // Seven confirmed entries in order a..g; h joins later through g's link.
    for (const [i, name] of ["a", "b", "c", "d", "e", "f", "g"].entries()) await joinAndConfirm(`${name}@acme-corp.io`, at(i));
    const g = await entry("g@acme-corp.io");
    await joinAndConfirm("h@other-corp.io", at(10), g.referralCode);
    // Confirmed order: a1 b2 c3 d4 e5 f6 g7 h8; g has one referral: 7 - 5 = 2, ties with b (2): b confirmed first.
    const line = await rankWholeLine(db(), 5);
    expect(line.map((place) => [place.email[0], place.place, place.referrals])).toEqual([
      ["a", 1, 0],
      ["b", 2, 0],
      ["g", 3, 1],
      ["c", 4, 0],
      ["d", 5, 0],
      ["e", 6, 0],
      ["f", 7, 0],
      ["h", 8, 0],
    ]);
    expect(line.every((place) => place.total === 8)).toBe(true);
    // Another boost, another line; unconfirmed entries have no place.
    expect((await rankWholeLine(db(), 0)).map((place) => place.email[0])).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    await joinWaitlist(db(), person("z@acme-corp.io"), { ...links, now: at(20) });
    expect(await rankWholeLine(db(), 5)).toHaveLength(8);

    // The status page reads the places the job kept.
    await refreshKeptFigures(db(), [placesFigure(5)]);
    const status = await waitlistStatus(db(), g, links);
    expect(status).toMatchObject({ confirmed: true, place: { place: 3, total: 8, referrals: 1 }, referralUrl: `http://localhost:3000/?ref=${g.referralCode}` });
    expect(status.place!.asOf).toBeInstanceOf(Date);
  });

  it("a referral counts only once the referee confirms, and never from self, a disposable address or the referrer's own free-mail domain", async () => {
    const at = (n: number) => new Date(Date.UTC(2026, 10, 1, 10, n));
    await joinAndConfirm("ada@gmail.com", at(0));
    const ada = await entry("ada@gmail.com");
    const referralsOfAda = async () => (await rankWholeLine(db(), 5)).find((place) => place.email === "ada@gmail.com")!.referrals;

    await joinWaitlist(db(), person("grace@outlook.com"), { ...links, referralCode: ada.referralCode, now: at(1) });
    expect(await entry("grace@outlook.com")).toMatchObject({ referredBy: "ada@gmail.com", referralCounts: true, disposable: false });
    expect(await referralsOfAda()).toBe(0);
    await confirmEntry(db(), await confirmTokenOf("grace@outlook.com"), at(2));
    expect(await referralsOfAda()).toBe(1);

    await joinAndConfirm("ada.two@gmail.com", at(3), ada.referralCode);
    await joinAndConfirm("burner@mailinator.com", at(4), ada.referralCode);
    expect(await entry("ada.two@gmail.com")).toMatchObject({ referredBy: "ada@gmail.com", referralCounts: false });
    expect(await entry("burner@mailinator.com")).toMatchObject({ referredBy: "ada@gmail.com", referralCounts: false, disposable: true });
    // A self-referral (the referrer's own link, own address) records nothing.
    await joinWaitlist(db(), person("ada@gmail.com"), { ...links, referralCode: ada.referralCode, now: at(30) });
    expect((await entry("ada@gmail.com")).referredBy).toBeNull();
    // An unknown code records nothing.
    await joinAndConfirm("linus@kernel-corp.io", at(5), "0123456789ab");
    expect((await entry("linus@kernel-corp.io")).referredBy).toBeNull();
    expect(await referralsOfAda()).toBe(1);
  });

  it("status links are checked against the entry; unsubscribe tokens name the address they were made for", async () => {
    await joinWaitlist(db(), person("ada@acme-corp.io"), links);
    const row = await entry("ada@acme-corp.io");
    const token = statusToken(links.secret, row);
    expect((await entryByStatusToken(db(), links.secret, token))?.email).toBe("ada@acme-corp.io");
    expect(await entryByStatusToken(db(), "another-secret-0123456789-0123456789", token)).toBeNull();
    expect(await entryByStatusToken(db(), links.secret, `${row.referralCode}.${"A".repeat(32)}`)).toBeNull();
    expect(await entryByStatusToken(db(), links.secret, "garbage")).toBeNull();
    expect(emailOfUnsubscribeToken(links.secret, unsubscribeToken(links.secret, "ada@acme-corp.io"))).toBe("ada@acme-corp.io");
    expect(emailOfUnsubscribeToken(links.secret, `${Buffer.from("eve@acme-corp.io").toString("base64url")}.${"x".repeat(32)}`)).toBeNull();
  });

  it("a new confirmation link from the status page waits 10 minutes after the last mail", async () => {
    const t0 = new Date("2026-11-01T10:00:00Z");
    await joinWaitlist(db(), person("ada@acme-corp.io"), { ...links, now: t0 });
    const early = await resendConfirmation(db(), "ada@acme-corp.io", links, new Date(t0.getTime() + minutes(3)));
    expect(early).toMatchObject({ sent: false, retryAt: new Date(t0.getTime() + minutes(10)) });
    const oldToken = await confirmTokenOf("ada@acme-corp.io");
    const later = await resendConfirmation(db(), "ada@acme-corp.io", links, new Date(t0.getTime() + minutes(11)));
    expect(later.sent).toBe(true);
    expect((await confirmEntry(db(), oldToken, new Date(t0.getTime() + minutes(12)))).ok).toBe(false);
    expect((await confirmEntry(db(), await confirmTokenOf("ada@acme-corp.io"), new Date(t0.getTime() + minutes(12)))).ok).toBe(true);
  });

  it("erasure removes the entry, every mail to it and the webhooks about it; those it referred stay, no longer naming it", async () => {
    await db()
      .insert(webhookEndpoints)
      .values({ url: "http://127.0.0.1:9/hooks", events: ["waitlist.joined", "waitlist.confirmed"], secret: "whsec_test" });
    const deliveryEmails = async () =>
      (await db().select({ body: webhookDeliveries.body }).from(webhookDeliveries)).map((row) => JSON.parse(row.body).data.email).sort();
    await joinAndConfirm("ada@acme-corp.io", new Date("2026-11-01T10:00:00Z"));
    const ada = await entry("ada@acme-corp.io");
    await joinAndConfirm("grace@other-corp.io", new Date("2026-11-01T10:01:00Z"), ada.referralCode);
    expect(await mailsTo("ada@acme-corp.io")).toHaveLength(1);
    expect(await deliveryEmails()).toEqual(["ada@acme-corp.io", "ada@acme-corp.io", "grace@other-corp.io", "grace@other-corp.io"]);
    expect(await eraseWaitlistEntry(db(), "ada@acme-corp.io")).toBe(true);
    expect(await deliveryEmails()).toEqual(["grace@other-corp.io", "grace@other-corp.io"]);
    expect(await db().select().from(waitlistEntries).where(eq(waitlistEntries.email, "ada@acme-corp.io"))).toEqual([]);
    expect(await mailsTo("ada@acme-corp.io")).toEqual([]);
    expect(await entry("grace@other-corp.io")).toMatchObject({ referredBy: null });
    expect(await mailsTo("grace@other-corp.io")).toHaveLength(1);
    expect(await eraseWaitlistEntry(db(), "ada@acme-corp.io")).toBe(false);
    expect(await db().select().from(mailSuppressions)).toEqual([]);
  });

  it("erasure finds the mails, deliveries and feed events about the address through indexes, not by reading each table whole", async () => {
    const plans: string[] = [];
    for (const { table, about } of erasedWithEntry) {
      // With sequential scans priced out, the plan still reads the table whole only if no index answers the lookup.
      const plan = await db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await selectRows<{ "QUERY PLAN": string }>(tx, sql`explain delete from ${table} where ${about("ada@acme-corp.io")}`);
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      plans.push(plan);
    }
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toMatch(/Index Scan|Bitmap Index Scan/);
    }
  });

  it("erasure takes the mails to the address however it was typed", async () => {
    await joinAndConfirm("ada@acme-corp.io", new Date("2026-11-01T10:00:00Z"));
    const [mail] = await mailsTo("ada@acme-corp.io");
    await db().update(mailOutbox).set({ to: "Ada@Acme-Corp.io" }).where(eq(mailOutbox.id, mail!.id));
    expect(await eraseWaitlistEntry(db(), "ada@acme-corp.io")).toBe(true);
    expect(await db().$count(mailOutbox)).toBe(0);
  });
});
