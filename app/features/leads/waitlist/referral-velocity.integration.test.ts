import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { leadGroups, mailOutbox, siteSettings, user, waitlistEntries, waitlistPlaces, webhookDeliveries, webhookEndpoints } from "#app/platform/db/schema.ts";
import { refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { newWebhookSecret } from "#app/features/webhooks/webhooks.server.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { readForm } from "#app/platform/forms/form-action.server.ts";
import { SiteSettings } from "#app/platform/settings/site-settings.server.ts";
import { heldReferralsAction, loadHeldReferrals, referralVelocitySettingsAction } from "#app/features/leads/admin/held-referrals.handlers.server.ts";
import { placesFigure } from "./place.server.ts";
import { leadRollupsFigure } from "#app/features/dashboard/lead-rollups.server.ts";
import { confirmEntry, joinWaitlist, waitlistStatus } from "./waitlist.server.ts";
import { listHeldReferrals, reviewHeldReferrals } from "./referral-review.server.ts";
import { referralVelocitySetting, type ReferralVelocity } from "./referral-velocity-setting.ts";
import { confirmAction } from "./status-pages.handlers.server.ts";
import { submitWaitlistForm } from "./waitlist-submit.handlers.server.ts";
import { answerOf, formPost } from "#tests/helpers/requests.ts";
import { CLIENT_IP_HEADER } from "#app/platform/http/request-origin.server.ts";
import { waitlistJoin } from "#tests/helpers/lead-input.ts";

const links = { publicUrl: "http://localhost:3000", secret: "referral-velocity-test-secret-0123456789" };
const person = (email: string) => waitlistJoin(email);
const start = new Date("2026-11-20T10:00:00Z");
const minutesAfter = (n: number) => new Date(start.getTime() + n * 60_000);
const loose: ReferralVelocity = { referrerPerHour: 1000, networkPerWindow: 1000, networkWindowMinutes: 60 };

describe(`referral velocity on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const entry = async (email: string) => (await db().select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]!;
  const confirmTokenOf = async (email: string) => {
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    return /\/waitlist\/confirm\/([\w-]+)/.exec(mails.sort((a, b) => +b.createdAt - +a.createdAt)[0]!.text!)![1]!;
  };
  const join = async (email: string, { referrer, network = null, at = start }: { referrer?: string; network?: string | null; at?: Date } = {}) => {
    const referralCode = referrer ? (await entry(referrer)).referralCode : undefined;
    await joinWaitlist(db(), person(email), { ...links, referralCode, network, now: at });
  };
  const confirm = async (email: string, at = start, velocity = loose) => {
    const outcome = await confirmEntry(db(), await confirmTokenOf(email), at, velocity);
    expect(outcome.ok, email).toBe(true);
  };
  /** The analytics' "Referred" group as its kept-figures job counts it (entries whose referral counts). */
  const referredInAnalytics = async () => {
    await refreshKeptFigures(db(), [leadRollupsFigure]);
    const [row] = await db()
      .select({ joined: leadGroups.joined })
      .from(leadGroups)
      .where(and(eq(leadGroups.kind, "waitlist"), eq(leadGroups.facet, "referral"), eq(leadGroups.label, "Referred")));
    return row?.joined ?? 0;
  };
  /** Each referrer's referrals as the places job keeps them (what the status page and a leaderboard read). */
  const keptReferrals = async () => {
    await refreshKeptFigures(db(), [placesFigure(1)]);
    const rows = await db().select({ email: waitlistPlaces.email, referrals: waitlistPlaces.referrals }).from(waitlistPlaces);
    return Object.fromEntries(rows.filter((row) => row.referrals > 0).map((row) => [row.email, row.referrals]));
  };
  const confirmedHooks = async () =>
    (await db().select().from(webhookDeliveries))
      .map((delivery) => JSON.parse(delivery.body) as { event: string; data: { email: string; referredBy: string | null } })
      .filter((body) => body.event === "waitlist.confirmed")
      .map((body) => [body.data.email, body.data.referredBy]);

  async function twoReferrers() {
    for (const email of ["ada@acme-corp.io", "bob@bolt-works.io"]) {
      await join(email, { network: "198.51.100.0/24" });
      await confirm(email);
    }
  }

  it("holds a burst of referrals from one /24, to any referrer, past the network's threshold; they count once an admin approves", async () => {
    await db()
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.com/in", events: ["waitlist.confirmed"], secret: newWebhookSecret() });
    await twoReferrers();
    const velocity = { ...loose, networkPerWindow: 3, networkWindowMinutes: 30 };
    const burst = ["r1", "r2", "r3", "r4", "r5"].map((name) => `${name}@corp-${name}.io`);
    for (const [i, email] of burst.entries()) {
      await join(email, { referrer: i % 2 === 0 ? "ada@acme-corp.io" : "bob@bolt-works.io", network: "203.0.113.0/24", at: minutesAfter(i) });
      await confirm(email, minutesAfter(i), velocity);
    }
    // Another network, in the same minutes: not held.
    await join("eve@elsewhere.io", { referrer: "ada@acme-corp.io", network: "192.0.2.0/24", at: minutesAfter(5) });
    await confirm("eve@elsewhere.io", minutesAfter(5), velocity);

    const held = await listHeldReferrals(db());
    expect(held.total).toBe(2);
    expect(held.rows.map((row) => [row.email, row.referredBy, row.network, row.because])).toEqual([
      ["r4@corp-r4.io", "bob@bolt-works.io", "203.0.113.0/24", "network"],
      ["r5@corp-r5.io", "ada@acme-corp.io", "203.0.113.0/24", "network"],
    ]);
    // Held referrals count nowhere: not in the kept places, not in the webhook, not in the analytics' column.
    expect(await keptReferrals()).toEqual({ "ada@acme-corp.io": 3, "bob@bolt-works.io": 1 });
    expect(await confirmedHooks()).toContainEqual(["r5@corp-r5.io", null]);
    expect(await confirmedHooks()).toContainEqual(["r3@corp-r3.io", "ada@acme-corp.io"]);
    expect((await entry("r5@corp-r5.io")).referralCounts).toBe(false);
    expect(await referredInAnalytics()).toBe(4);
    // The referrer's status page says what waits.
    const ada = await waitlistStatus(db(), await entry("ada@acme-corp.io"), links);
    expect([ada.place?.referrals, ada.heldReferrals]).toEqual([3, 1]);

    // A window later, the network may refer again.
    await join("r6@corp-r6.io", { referrer: "bob@bolt-works.io", network: "203.0.113.0/24", at: minutesAfter(40) });
    await confirm("r6@corp-r6.io", minutesAfter(40), velocity);
    expect((await entry("r6@corp-r6.io")).referralReview).toBeNull();

    // The admin approves both in one go: only now do they count.
    expect(await reviewHeldReferrals(db(), ["r4@corp-r4.io", "r5@corp-r5.io"], "approve")).toHaveLength(2);
    expect(await keptReferrals()).toEqual({ "ada@acme-corp.io": 4, "bob@bolt-works.io": 3 });
    expect(await referredInAnalytics()).toBe(7);
    expect((await waitlistStatus(db(), await entry("ada@acme-corp.io"), links)).heldReferrals).toBe(0);
    expect((await listHeldReferrals(db())).total).toBe(0);
    // Approving again changes nothing.
    expect(await reviewHeldReferrals(db(), ["r4@corp-r4.io"], "approve")).toEqual([]);
  });

  it("holds a burst from one IPv6 /48 the same way", async () => {
    await twoReferrers();
    const velocity = { ...loose, networkPerWindow: 2 };
    for (const [i, network] of ["2001:db8:1::/48", "2001:db8:1::/48", "2001:db8:1::/48", "2001:db8:2::/48"].entries()) {
      const email = `v6-${i}@corp-${i}.io`;
      await join(email, { referrer: "ada@acme-corp.io", network, at: minutesAfter(i) });
      await confirm(email, minutesAfter(i), velocity);
    }
    expect((await listHeldReferrals(db())).rows.map((row) => [row.email, row.network])).toEqual([["v6-2@corp-2.io", "2001:db8:1::/48"]]);
    expect(await keptReferrals()).toEqual({ "ada@acme-corp.io": 3 });
    await reviewHeldReferrals(db(), ["v6-2@corp-2.io"], "approve");
    expect(await keptReferrals()).toEqual({ "ada@acme-corp.io": 4 });
  });

  it("holds a referrer's referrals past N in an hour, whatever their networks; a rejected one never counts", async () => {
    await twoReferrers();
    const velocity = { ...loose, referrerPerHour: 2 };
    const at = [0, 10, 20, 30, 125];
    for (const [i, minute] of at.entries()) {
      const email = `f${i}@friend-${i}.io`;
      await join(email, { referrer: "ada@acme-corp.io", network: `10.0.${i}.0/24`, at: minutesAfter(minute) });
      await confirm(email, minutesAfter(minute), velocity);
    }
    // The third and fourth within the hour are held; two hours on, a referral counts again. Another referrer is not affected.
    expect((await listHeldReferrals(db())).rows.map((row) => [row.email, row.because])).toEqual([
      ["f2@friend-2.io", "referrer"],
      ["f3@friend-3.io", "referrer"],
    ]);
    await join("b1@friend-b.io", { referrer: "bob@bolt-works.io", network: "10.1.0.0/24", at: minutesAfter(31) });
    await confirm("b1@friend-b.io", minutesAfter(31), velocity);
    expect(await keptReferrals()).toEqual({ "ada@acme-corp.io": 3, "bob@bolt-works.io": 1 });

    expect(await reviewHeldReferrals(db(), ["f2@friend-2.io", "f3@friend-3.io", "nobody@example.com"], "reject")).toHaveLength(2);
    expect(await keptReferrals()).toEqual({ "ada@acme-corp.io": 3, "bob@bolt-works.io": 1 });
    expect(await entry("f2@friend-2.io")).toMatchObject({ referralReview: "rejected", referralCounts: false });
    // A rejected referral cannot be approved afterwards.
    expect(await reviewHeldReferrals(db(), ["f2@friend-2.io"], "approve")).toEqual([]);
    expect(await keptReferrals()).toEqual({ "ada@acme-corp.io": 3, "bob@bolt-works.io": 1 });
  });

  it("counts concurrent confirmations in turn: a burst of 8 at once with N = 3 holds exactly 5", async () => {
    await twoReferrers();
    const velocity = { ...loose, referrerPerHour: 3 };
    const emails = Array.from({ length: 8 }, (_, i) => `c${i}@crowd-${i}.io`);
    for (const [i, email] of emails.entries()) await join(email, { referrer: "ada@acme-corp.io", network: `10.2.${i}.0/24` });
    const tokens = await Promise.all(emails.map(confirmTokenOf));
    const outcomes = await Promise.all(tokens.map((token) => confirmEntry(db(), token, minutesAfter(1), velocity)));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect((await listHeldReferrals(db())).total).toBe(5);
    expect(await keptReferrals()).toEqual({ "ada@acme-corp.io": 3 });
  });

  it("thresholds an admin saves in Settings take effect; a non-admin can neither change them nor approve (403)", async () => {
    const context = testLoadContext(database.current);
    const admin = await signedInAccount(context, { name: "Admin", email: "velocity-admin@example.com", role: "admin" });
    const member = await signedInAccount(context, { name: "Member", email: "member@example.com" });
    const post = (path: string, cookie: string, body: string) =>
      new Request(`http://localhost:3000${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", cookie }, body });
    type Answer = { data: Record<string, unknown>; init?: { status?: number } | null };
    const saveSettings = async (cookie: string, body: string) => {
      const request = post("/dashboard/settings", cookie, body);
      return (await referralVelocitySettingsAction({ request, context }, await readForm(request))) as unknown as Answer;
    };
    const review = async (cookie: string, body: string) =>
      (await heldReferralsAction({ request: post("/dashboard/waitlist/held", cookie, body), context })) as unknown as Answer;
    const forbidden = async (run: () => Promise<unknown>) => {
      const thrown = await run().then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown instanceof Response ? thrown.status : thrown).toBe(403);
    };

    const bad = await saveSettings(admin, "intent=referral-velocity&referrerPerHour=0&networkPerWindow=abc&networkWindowMinutes=60");
    expect(bad).toMatchObject({ init: { status: 400 }, data: { form: "referral-velocity", ok: false, fields: { referrerPerHour: "Enter at least 1." } } });
    expect(await db().select().from(siteSettings)).toEqual([]);
    await forbidden(() => saveSettings(member, "intent=referral-velocity&referrerPerHour=1&networkPerWindow=1&networkWindowMinutes=60"));
    const saved = await saveSettings(admin, "intent=referral-velocity&referrerPerHour=1&networkPerWindow=50&networkWindowMinutes=60");
    expect(saved.data).toEqual({ form: "referral-velocity", ok: true, title: "Referral review thresholds saved." });
    const [row] = await db().select().from(siteSettings);
    expect(row).toMatchObject({ key: "waitlist.referral-velocity", value: { referrerPerHour: 1, networkPerWindow: 50, networkWindowMinutes: 60 } });
    expect(await db().select({ email: user.email }).from(user).where(eq(user.id, row!.updatedBy!))).toEqual([{ email: "velocity-admin@example.com" }]);

    // Confirmations through the confirmation page's action use the saved thresholds: the second referral within the hour is held.
    await join("ada@acme-corp.io", { at: new Date() });
    await confirm("ada@acme-corp.io", new Date());
    for (const email of ["x1@one-corp.io", "x2@two-corp.io"]) {
      await join(email, { referrer: "ada@acme-corp.io", network: "10.3.0.0/24", at: new Date() });
      const request = new Request("http://localhost:3000/waitlist/confirm/x", { method: "POST" });
      const answer = await confirmAction({ request, context, params: { token: await confirmTokenOf(email) } });
      expect((answer as Response).status).toBe(302);
    }
    expect((await entry("x2@two-corp.io")).referralReview).toBe("held");
    expect((await entry("x1@one-corp.io")).referralReview).toBeNull();

    // The admin's list, and the review forms: a non-admin gets a 403 and changes nothing; a bad form says why.
    await forbidden(() =>
      loadHeldReferrals({ request: new Request("http://localhost:3000/dashboard/waitlist/held", { headers: { cookie: member } }), context }),
    );
    await forbidden(() => review(member, "intent=approve&key=x2@two-corp.io"));
    expect((await entry("x2@two-corp.io")).referralReview).toBe("held");
    expect(await review(admin, "intent=approve")).toMatchObject({ init: { status: 400 }, data: { ok: false, title: "Tick at least one referral." } });
    expect(await review(admin, "intent=promote&key=x2@two-corp.io")).toMatchObject({
      init: { status: 400 },
      data: { ok: false, title: "Choose whether to approve or reject." },
    });
    const list = await loadHeldReferrals({ request: new Request("http://localhost:3000/dashboard/waitlist/held", { headers: { cookie: admin } }), context });
    expect(list.rows.map((held) => held.email)).toEqual(["x2@two-corp.io"]);
    expect((await review(admin, "intent=approve&key=x2@two-corp.io")).data).toEqual({ ok: true, title: "Approved 1 referral." });
    expect(await review(admin, "intent=reject&key=x2@two-corp.io")).toMatchObject({
      init: { status: 404 },
      data: { ok: false, title: "None of those referrals is held any more." },
    });
    expect(await entry("x2@two-corp.io")).toMatchObject({ referralReview: "approved", referralCounts: true });
  });

  it("a join through the form stores its client's /24 or /48, never the address itself", async () => {
    const context = testLoadContext(database.current);
    const fields = (email: string) => ({ name: "Net", email, company: "", phone: "", teamSize: "", timeSlot: "", message: "", website: "" });
    for (const [email, ip] of [
      ["v4@net-corp.io", "203.0.113.77"],
      ["v6@net-corp.io", "2001:db8:1:2::9"],
      ["mapped@net-corp.io", "::ffff:198.51.100.4"],
    ]) {
      const answer = await submitWaitlistForm({ request: formPost("/waitlist", fields(email!), { [CLIENT_IP_HEADER]: ip! }), context });
      expect(answerOf(answer).init?.status ?? 200, email).toBe(200);
    }
    expect(
      (await db().select({ email: waitlistEntries.email, network: waitlistEntries.joinNetwork }).from(waitlistEntries)).sort((a, b) =>
        a.email.localeCompare(b.email),
      ),
    ).toEqual([
      { email: "mapped@net-corp.io", network: "198.51.100.0/24" },
      { email: "v4@net-corp.io", network: "203.0.113.0/24" },
      { email: "v6@net-corp.io", network: "2001:db8:1::/48" },
    ]);
  });

  it("settings: defaults until saved, another server sees a change within its cache time, a stored value that no longer passes is its defaults", async () => {
    let now = 0;
    const invalid: string[] = [];
    const serverA = new SiteSettings(db(), { cacheMs: 5_000, now: () => now });
    const serverB = new SiteSettings(db(), { cacheMs: 5_000, now: () => now, onInvalid: (key) => invalid.push(key) });
    expect(await serverB.get(referralVelocitySetting)).toEqual(referralVelocitySetting.defaults);
    const saved = await serverA.set(referralVelocitySetting, { referrerPerHour: "3", networkPerWindow: 4, networkWindowMinutes: 5 }, null);
    expect(saved.success).toBe(true);
    expect(await serverA.get(referralVelocitySetting)).toEqual({ referrerPerHour: 3, networkPerWindow: 4, networkWindowMinutes: 5 });
    // B read the defaults a moment ago: it keeps them until its cache time is up, then reads the change.
    now = 4_999;
    expect((await serverB.get(referralVelocitySetting)).referrerPerHour).toBe(referralVelocitySetting.defaults.referrerPerHour);
    now = 5_000;
    expect((await serverB.get(referralVelocitySetting)).referrerPerHour).toBe(3);
    expect((await serverA.set(referralVelocitySetting, { referrerPerHour: -1 }, null)).success).toBe(false);
    await db()
      .update(siteSettings)
      .set({ value: { referrerPerHour: "lots" } });
    now = 20_000;
    expect(await serverB.get(referralVelocitySetting)).toEqual(referralVelocitySetting.defaults);
    expect(invalid).toEqual(["waitlist.referral-velocity"]);
  });
});
