import { Ajv2020 } from "ajv/dist/2020.js";
import { refreshKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { placesFigure } from "./place.server.ts";
import addFormats from "ajv-formats";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext, withLoadContext } from "#tests/helpers/load-context.ts";
import { cookieFrom } from "#tests/helpers/requests.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import { mailOutbox, mailSuppressions, user, waitlistEntries, waitlistPlaces, webhookDeliveries, webhookEndpoints } from "#app/platform/db/schema.ts";
import { createAuth } from "#app/features/accounts/auth.server.ts";
import { signUpAction as signUpActionHandler } from "#app/features/accounts/auth-forms.handlers.server.ts";
import { createApiKey } from "#app/features/accounts/api-keys.server.ts";
import { newWebhookSecret } from "#app/features/webhooks/webhooks.server.ts";
import { leadTableAction as leadTableActionHandler } from "#app/features/leads/admin/lead-admin.handlers.server.ts";
import { setLeadStatus } from "#app/features/leads/admin/lead-admin.server.ts";
import { statusAction as statusActionHandler } from "./status-pages.handlers.server.ts";
import { inviteApi as inviteApiHandler } from "#app/features/leads/api/lead-api.handlers.server.ts";
import { invitationVoucher, requestNewInvitationAction as requestNewInvitationActionHandler } from "./invitation-page.handlers.server.ts";
import {
  INVITATION_RESEND_INTERVAL_MS,
  inviteEntries,
  inviteNext,
  invitationLink,
  joinWhenProven,
  markAccountJoined,
  requestNewInvitationLink,
  resendInvitation,
  revokeInvitation,
} from "./invitations.server.ts";
import { adminApiDocument as openApiDocument } from "#app/routes/api/openapi.ts";
import { unsubscribe, waitlistStatus } from "./waitlist.server.ts";
import { waitlistFunnel } from "#app/features/dashboard/funnel.server.ts";
import { leadRollupsFigure } from "#app/features/dashboard/lead-rollups.server.ts";
import { hashToken, statusToken } from "./waitlist-tokens.server.ts";
import { isVouchedAddressProof, vouchedAddressProof } from "#app/features/accounts/address-proof.server.ts";

let loadContext: ReturnType<typeof testLoadContext>;
/** The sign-up route's action: accounts' sign-up, with the invitation vouching for the address. */
const signUpAction = withLoadContext(
  (args) => signUpActionHandler(args, invitationVoucher(args)),
  () => loadContext,
);
const inviteApi = withLoadContext(inviteApiHandler, () => loadContext);
const leadTableAction = withLoadContext(leadTableActionHandler, () => loadContext);
const requestNewInvitationAction = withLoadContext(requestNewInvitationActionHandler, () => loadContext);

const publicUrl = "http://localhost:3000";
const context = { publicUrl, secret: parseConfig({}).authSecret };
const strong = "Str0ng!pass";
const day = 24 * 60 * 60 * 1000;

type ActionData = { data: Record<string, unknown>; init?: { status?: number } | null };
const answerOf = (value: unknown) => value as ActionData;

let ip = 0;
const formPost = (pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${publicUrl}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-droids-client-ip": `198.51.100.${++ip % 250}`, ...headers },
    body: new URLSearchParams(fields),
  });

describe(`waitlist invitations on ${testDriver}`, () => {
  /** Statements sent to the database, counted (reset by a test that counts them). */
  let statements = 0;
  const database = useTestDatabase({ logQuery: () => void statements++ });
  /** better-auth as the site wires it: a proven address joins its invited entry (server/site.ts). */
  const authJoiningInvitations = () => createAuth(database.current, parseConfig({}), { onAddressProven: joinWhenProven(database.current.db, { info() {} }) });
  const db = () => database.current.db;
  beforeAll(() => {
    loadContext = testLoadContext(database.current);
  });

  /** An admin account, proven and signed in: its session cookie. */
  async function signedInAdmin() {
    const auth = authJoiningInvitations();
    await auth.api.signUpEmail({ body: { name: "Admin", email: "admin@example.com", password: strong } });
    await db().update(user).set({ role: "admin", emailVerified: true });
    return cookieFrom((await auth.api.signInEmail({ body: { email: "admin@example.com", password: strong }, returnHeaders: true })).headers);
  }

  /**
   * The line: a, b, c, d confirmed in that order, except that e (confirmed
   * last) has a counting referral that moves it up 5 places, to first.
   * u has not confirmed, x unsubscribed (declined).
   */
  beforeEach(async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
    const entry = (email: string, minute: number | null, extra: Partial<typeof waitlistEntries.$inferInsert> = {}) => ({
      email,
      name: email.split("@")[0]!.toUpperCase(),
      createdAt: at(0),
      confirmedAt: minute === null ? null : at(minute),
      ...extra,
    });
    await db()
      .insert(waitlistEntries)
      .values([
        entry("a@example.com", 1),
        entry("b@example.com", 2),
        entry("c@example.com", 3),
        entry("d@example.com", 4),
        entry("e@example.com", 5),
        entry("u@example.com", null),
        entry("x@example.com", 0, { status: "declined" }),
      ]);
    await db()
      .insert(waitlistEntries)
      .values(entry("friend@other.org", 6, { referredBy: "e@example.com", referralCounts: true, status: "declined" }));
    await db().insert(mailSuppressions).values({ email: "x@example.com" });
    await db()
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.com/in", events: ["waitlist.invited", "waitlist.joined_account"], secret: newWebhookSecret() });
    // The line as the places job keeps it.
    await refreshKeptFigures(db(), [placesFigure(5)]);
  });

  const entryOf = async (email: string) => (await db().select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]!;
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.createdAt));
  const events = async (event: string) =>
    (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.event, event))).map((row) => JSON.parse(row.body).data as Record<string, unknown>);
  /** The token of the last invitation link mailed to `email`. */
  const linkTokenOf = async (email: string) => {
    const mail = (await mailsTo(email)).filter((row) => row.subject === "You're in: create your Droids account").at(-1);
    const url = /http:\/\/localhost:3000\/sign-up\?invitation=(\S+)/.exec(mail?.text ?? "");
    return url ? decodeURIComponent(url[1]!) : null;
  };

  describe("inviting", () => {
    it("invites the next N confirmed, pending entries by place, each with a mail, a stored hash only, and a webhook", async () => {
      const now = new Date(Date.UTC(2026, 10, 20, 12));
      const result = await inviteNext(db(), 2, { ...context, now });
      // e is first in line (its referral), then a; u is unconfirmed and x declined.
      expect(result.invited).toEqual(["e@example.com", "a@example.com"]);
      expect(result.mailIds).toHaveLength(2);
      const e = await entryOf("e@example.com");
      expect(e).toMatchObject({ status: "invited", invitedAt: now, invitationMailAt: now, invitationExpiresAt: new Date(now.getTime() + 14 * day) });
      expect((await entryOf("b@example.com")).status).toBe("pending");

      const [mail] = await mailsTo("e@example.com");
      expect(mail!.subject).toBe("You're in: create your Droids account");
      expect(mail!.text).toContain("it works once, for 14 days");
      // Every lead mail carries its unsubscribe link.
      expect(mail!.text).toMatch(/Unsubscribe:\n\nhttp:\/\/localhost:3000\/unsubscribe\/\S+/);
      const token = await linkTokenOf("e@example.com");
      expect(e.invitationTokenHash).toBe(hashToken(token!));
      expect(e.invitationTokenHash).not.toContain(token!);

      expect(await events("waitlist.invited")).toEqual([
        { email: "e@example.com", name: "E", invitedAt: now.toISOString() },
        { email: "a@example.com", name: "A", invitedAt: now.toISOString() },
      ]);
    });

    it("invites what there is when asked for more, and inviting twice changes nothing", async () => {
      const first = await inviteNext(db(), 50, context);
      expect(first.invited).toEqual(["e@example.com", "a@example.com", "b@example.com", "c@example.com", "d@example.com"]);
      const before = await entryOf("a@example.com");
      const again = await inviteNext(db(), 50, context);
      expect(again).toEqual({ invited: [], mailIds: [] });
      expect(await inviteEntries(db(), ["a@example.com"], context)).toEqual({ invited: [], mailIds: [] });
      expect(await entryOf("a@example.com")).toEqual(before);
      expect(await mailsTo("a@example.com")).toHaveLength(1);
      expect(await events("waitlist.invited")).toHaveLength(5);
    });

    it("gives two admins inviting at once different entries, with no gap in the line", async () => {
      const [one, two] = await Promise.all([inviteNext(db(), 2, context), inviteNext(db(), 2, context)]);
      const all = [...one.invited, ...two.invited];
      expect(one.invited).toHaveLength(2);
      expect(two.invited).toHaveLength(2);
      expect(new Set(all)).toEqual(new Set(["e@example.com", "a@example.com", "b@example.com", "c@example.com"]));
      expect(await events("waitlist.invited")).toHaveLength(4);
    });

    it("invites the next and chosen entries at once exactly once each: one mail and one webhook per entry", async () => {
      const [next, chosen] = await Promise.all([
        inviteNext(db(), 3, context),
        inviteEntries(db(), ["a@example.com", "d@example.com", "e@example.com"], context),
      ]);
      const all = [...next.invited, ...chosen.invited];
      // Whichever went first, the other took what was still pending.
      expect([
        new Set(["e@example.com", "a@example.com", "b@example.com", "d@example.com"]),
        new Set(["a@example.com", "d@example.com", "e@example.com", "b@example.com", "c@example.com"]),
      ]).toContainEqual(new Set(all));
      expect(all).toHaveLength(new Set(all).size);
      for (const email of all) expect(await mailsTo(email), email).toHaveLength(1);
      expect(await events("waitlist.invited")).toHaveLength(all.length);
    });

    it("invites many in a handful of statements, however many: in line order, each with its own link and mail, an unsubscribed one without", async () => {
      // 150 more in line behind d (the last of them confirmed first), one of them unsubscribed.
      await db()
        .insert(waitlistEntries)
        .values(
          Array.from({ length: 150 }, (_, i) => ({
            email: `n${i}@example.com`,
            name: `N${i}`,
            createdAt: new Date(Date.UTC(2026, 10, 1)),
            confirmedAt: new Date(Date.UTC(2026, 10, 2, 0, 0, i === 149 ? 0 : i + 1)),
          })),
        );
      await db().insert(mailSuppressions).values({ email: "n7@example.com" });
      await refreshKeptFigures(db(), [placesFigure(5)]);
      const now = new Date(Date.UTC(2026, 10, 20, 12));
      statements = 0;
      const result = await inviteNext(db(), 200, { ...context, now });
      // A statement per entry and step made inviting 1,000 take seconds. (Here: the transaction, its lock, the line, the
      // flags of x and friend put right, the unranked, the entries locked, the write.)
      expect(statements).toBeLessThanOrEqual(8);

      const line = ["e", "a", "b", "c", "d", "n149", ...Array.from({ length: 149 }, (_, i) => `n${i}`)].map((name) => `${name}@example.com`);
      expect(result.invited).toEqual(line);
      expect(result.mailIds).toHaveLength(154);
      expect(await events("waitlist.invited")).toEqual(
        line.map((email) => ({ email, name: email.split("@")[0]!.toUpperCase(), invitedAt: now.toISOString() })),
      );
      for (const email of ["e@example.com", "n0@example.com", "n149@example.com"]) {
        const entry = await entryOf(email);
        expect(entry).toMatchObject({ status: "invited", invitedAt: now, invitationMailAt: now, invitationExpiresAt: new Date(now.getTime() + 14 * day) });
        expect(entry.invitationTokenHash).toBe(hashToken((await linkTokenOf(email))!));
        expect((await mailsTo(email))[0]!.text).toContain(`Hi ${email.split("@")[0]!.toUpperCase()},`);
      }
      // Every link differs.
      const hashes = await db().select({ hash: waitlistEntries.invitationTokenHash }).from(waitlistEntries).where(eq(waitlistEntries.status, "invited"));
      expect(new Set(hashes.map((row) => row.hash).filter(Boolean)).size).toBe(154);
      // The unsubscribed entry is invited, with neither mail nor link.
      expect(await entryOf("n7@example.com")).toMatchObject({ status: "invited", invitedAt: now, invitationTokenHash: null, invitationMailAt: null });
      expect(await mailsTo("n7@example.com")).toEqual([]);
    });

    it("keeps each place's pending flag with its entry's status, whoever changes it, so the next N are read from the pending line", async () => {
      const flags = async () =>
        Object.fromEntries(
          (
            await db()
              .select({ email: waitlistPlaces.email, pending: waitlistPlaces.pending, status: waitlistEntries.status })
              .from(waitlistPlaces)
              .innerJoin(waitlistEntries, eq(waitlistEntries.email, waitlistPlaces.email))
          ).map((row) => [row.email, `${row.status}${row.pending ? "" : " (flag off)"}`]),
        );
      // As psql would write it, then revoked by an admin; another declined from the dashboard.
      await db().execute(sql`update waitlist_entries set status = 'invited' where email = 'b@example.com'`);
      expect((await flags())["b@example.com"]).toBe("invited (flag off)");
      expect(await revokeInvitation(db(), "b@example.com")).toBe(true);
      expect(await setLeadStatus(db(), "waitlist", "c@example.com", "declined")).toBe(true);
      // x and friend were declined before the job ranked them: their places came flagged pending; an invitation that reads them puts them right.
      expect((await inviteNext(db(), 3, context)).invited).toEqual(["e@example.com", "a@example.com", "b@example.com"]);
      expect(await flags()).toEqual({
        "e@example.com": "invited (flag off)",
        "a@example.com": "invited (flag off)",
        "b@example.com": "invited (flag off)",
        "c@example.com": "declined (flag off)",
        "d@example.com": "pending",
        "x@example.com": "declined (flag off)",
        "friend@other.org": "declined (flag off)",
      });
      expect(await revokeInvitation(db(), "a@example.com")).toBe(true);
      expect((await flags())["a@example.com"]).toBe("pending");
      expect((await inviteNext(db(), 5, context)).invited).toEqual(["a@example.com", "d@example.com"]);
      expect(Object.values(await flags()).filter((flag) => !flag.endsWith("(flag off)"))).toEqual([]);
    });

    it("invites chosen entries in the order given, pending ones only (confirmed or not), addresses case-insensitively", async () => {
      const result = await inviteEntries(db(), ["U@Example.com", "c@example.com", "x@example.com", "nobody@example.com", "c@example.com"], context);
      expect(result.invited).toEqual(["u@example.com", "c@example.com"]);
      expect((await entryOf("x@example.com")).status).toBe("declined");
    });

    it("revokes: the entry is pending again, the link dead; it can be invited again later", async () => {
      await inviteEntries(db(), ["b@example.com"], context);
      const token = (await linkTokenOf("b@example.com"))!;
      expect(await revokeInvitation(db(), "b@example.com")).toBe(true);
      expect(await entryOf("b@example.com")).toMatchObject({ status: "pending", invitedAt: null, invitationTokenHash: null });
      expect(await invitationLink(db(), token)).toEqual({ state: "unknown" });
      expect(await revokeInvitation(db(), "b@example.com")).toBe(false);
      expect((await inviteNext(db(), 3, context)).invited).toEqual(["e@example.com", "a@example.com", "b@example.com"]);
    });

    it("resends: a new link, the old one stops working", async () => {
      await inviteEntries(db(), ["b@example.com"], context);
      const old = (await linkTokenOf("b@example.com"))!;
      expect((await resendInvitation(db(), "b@example.com", context)).ok).toBe(true);
      const fresh = (await linkTokenOf("b@example.com"))!;
      expect(fresh).not.toBe(old);
      expect(await invitationLink(db(), old)).toEqual({ state: "unknown" });
      expect(await invitationLink(db(), fresh)).toEqual({ state: "valid", email: "b@example.com", name: "B" });
      expect((await resendInvitation(db(), "c@example.com", context)).ok).toBe(false);
    });

    it("answers the dashboard's forms with what happened, and a clear message for a bad count", async () => {
      const cookie = await signedInAdmin();
      const post = async (fields: Record<string, string | string[]>) => {
        const body = new URLSearchParams();
        for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
        const request = new Request(`${publicUrl}/dashboard/waitlist`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie },
          body,
        });
        return answerOf(await leadTableAction(request, "waitlist"));
      };
      expect((await post({ intent: "invite-next", count: "2" })).data).toEqual({
        ok: true,
        title: "Invited 2 entries: e@example.com, a@example.com.",
        invited: ["e@example.com", "a@example.com"],
      });
      expect(await post({ intent: "invite-next", count: "many" })).toMatchObject({
        data: { ok: false, title: "Enter how many to invite." },
        init: { status: 400 },
      });
      expect((await post({ intent: "invite-next", count: "0" })).data).toMatchObject({ ok: false, title: "Invite at least 1." });
      expect((await post({ intent: "invite", key: ["c@example.com", "a@example.com"] })).data).toEqual({
        ok: true,
        title: "Invited 1 entry: c@example.com.",
        invited: ["c@example.com"],
      });
      expect((await post({ intent: "invite" })).data).toMatchObject({ ok: false, title: "Tick the entries to invite first." });
      expect((await post({ intent: "resend-invitation", key: "c@example.com" })).data).toEqual({
        ok: true,
        title: "Sent c@example.com a new invitation link.",
      });
      expect((await post({ intent: "revoke-invitation", key: "c@example.com" })).data).toEqual({
        ok: true,
        title: "Revoked the invitation of c@example.com; the entry is pending again.",
      });
      expect((await post({ intent: "revoke-invitation", key: "c@example.com" })).data).toMatchObject({
        ok: false,
        title: "That entry has no open invitation.",
      });
      expect(await mailsTo("c@example.com")).toHaveLength(2);
    });

    it("the dashboard's table forms: a repeated or missing field is a 400 naming it, a cross-site post a 403 (the one form pipeline)", async () => {
      const cookie = await signedInAdmin();
      const post = async (body: string, kind: "waitlist" | "demo-requests" = "waitlist", headers: Record<string, string> = {}) =>
        answerOf(
          await leadTableAction(
            new Request(`${publicUrl}/dashboard/${kind}`, {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
              body,
            }),
            kind,
          ),
        );
      const repeated = await post("intent=status&key=a@example.com&key=b@example.com&status=invited");
      expect(repeated).toMatchObject({
        data: { ok: false, title: "The field “key” was sent more than once.", fields: { key: "This field was sent more than once." } },
        init: { status: 400 },
      });
      const twoIntents = await post("intent=delete&intent=status&key=a@example.com");
      expect(twoIntents.init?.status).toBe(400);
      expect(twoIntents.data).toMatchObject({ ok: false, title: "The field “intent” was sent more than once." });
      const missing = await post("key=a@example.com");
      expect(missing).toMatchObject({ data: { ok: false, title: "Unknown action.", fields: { intent: "Unknown action." } }, init: { status: 400 } });
      expect(await post("intent=invite&key=a@example.com", "demo-requests")).toMatchObject({
        data: { ok: false, title: "Unknown action." },
        init: { status: 400 },
      });
      const crossSite = await post("intent=delete&key=a@example.com", "waitlist", { origin: "https://evil.example" });
      expect(crossSite).toMatchObject({ data: { ok: false, title: "This form can only be sent from our own site." }, init: { status: 403 } });
      expect((await entryOf("a@example.com")).status).toBe("pending");
      expect(await mailsTo("a@example.com")).toEqual([]);
    });

    it("the status page's buttons: a repeated or missing intent is a 400 naming it, a cross-site post a 403, nothing erased (the one form pipeline)", async () => {
      const token = statusToken(context.secret, await entryOf("a@example.com"));
      const post = async (body: string, headers: Record<string, string> = {}) =>
        answerOf(
          await statusActionHandler({
            request: new Request(`${publicUrl}/waitlist/status/${token}`, {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
              body,
            }),
            context: loadContext,
            params: { token },
          }),
        );
      const repeated = await post("intent=delete&intent=resend");
      expect(repeated).toMatchObject({
        data: {
          intent: "resend",
          ok: false,
          title: "Unknown action",
          description: "The field “intent” was sent more than once.",
          fields: { intent: "This field was sent more than once." },
        },
        init: { status: 400 },
      });
      const missing = await post("");
      expect(missing).toMatchObject({
        data: { intent: "resend", ok: false, title: "Unknown action", description: "Please use the page's buttons." },
        init: { status: 400 },
      });
      const crossSite = await post("intent=delete", { origin: "https://evil.example" });
      expect(crossSite).toMatchObject({ data: { intent: "resend", ok: false, title: "This form can only be sent from our own site." }, init: { status: 403 } });
      expect(await entryOf("a@example.com")).toBeDefined();
      expect(await post("intent=delete-request")).toEqual({ intent: "delete-request" });
      expect(await post("intent=delete")).toEqual({ intent: "deleted" });
      expect(await db().select().from(waitlistEntries).where(eq(waitlistEntries.email, "a@example.com"))).toEqual([]);
      expect(await post("intent=delete")).toEqual({ intent: "deleted" });
    });
  });

  describe("the link becomes an account", () => {
    it("signs up with the invited address fixed and verified at once; the entry joins; the link is then used", async () => {
      await inviteEntries(db(), ["a@example.com"], context);
      const token = (await linkTokenOf("a@example.com"))!;
      expect(await invitationLink(db(), token)).toEqual({ state: "valid", email: "a@example.com", name: "A" });
      // The posted address is ignored: the link names the account's address.
      const result = await signUpAction(
        formPost(`/sign-up?invitation=${token}`, {
          name: "Ada",
          email: "someone-else@example.com",
          password: strong,
          confirmPassword: strong,
          invitation: token,
        }),
      );
      expect(answerOf(result).data).toMatchObject({ ok: true });
      const [account] = await db().select().from(user);
      expect(account).toMatchObject({ email: "a@example.com", emailVerified: true });
      // No mail asks to confirm an address the link proved.
      expect((await mailsTo("a@example.com")).map((mail) => mail.subject)).toEqual(["You're in: create your Droids account"]);
      const entry = await entryOf("a@example.com");
      expect(entry).toMatchObject({ status: "joined", userId: account!.id });
      expect(entry.joinedAt).toBeInstanceOf(Date);
      expect(await events("waitlist.joined_account")).toEqual([
        { email: "a@example.com", name: "A", userId: account!.id, joinedAt: entry.joinedAt!.toISOString() },
      ]);

      expect(await invitationLink(db(), token)).toEqual({ state: "used", email: "a@example.com" });
      const reuse = await signUpAction(
        formPost(`/sign-up?invitation=${token}`, { name: "Eve", email: "a@example.com", password: strong, confirmPassword: strong, invitation: token }),
      );
      expect(answerOf(reuse).data).toMatchObject({ ok: false, title: "This invitation link is not valid" });
      expect(await db().$count(user)).toBe(1);
    });

    it("is not blocked by an unproven account at the invited address: that account, its sessions, keys and password are gone", async () => {
      await inviteEntries(db(), ["a@example.com"], context);
      const token = (await linkTokenOf("a@example.com"))!;
      const auth = authJoiningInvitations();
      await auth.api.signUpEmail({ body: { name: "Eve", email: "a@example.com", password: "Squ4tter!pass" } });
      const [squat] = await db().select().from(user);
      const { internalAdapter } = await auth.$context;
      const earlier = await internalAdapter.createSession(squat!.id);
      const { key } = await createApiKey(db(), squat!.id, "squatter's key");

      const result = await signUpAction(
        formPost(`/sign-up?invitation=${token}`, { name: "Ada", email: "a@example.com", password: strong, confirmPassword: strong, invitation: token }),
      );
      expect(answerOf(result).data).toMatchObject({
        ok: true,
        title: "Account created!",
        description: "Welcome to Droids! You can now start automating your work.",
      });
      const [owner] = await db().select().from(user);
      expect(owner).toMatchObject({ email: "a@example.com", name: "Ada", emailVerified: true });
      // The same id (links mailed for the address stay good), nothing else of the squat: no session, key or password.
      expect(owner!.id).toBe(squat!.id);
      expect(await auth.api.getSession({ headers: new Headers({ cookie: `better-auth.session_token=${earlier.token}` }) })).toBeNull();
      const { verifyApiKey } = await import("#app/features/accounts/api-keys.server.ts");
      expect(await verifyApiKey(db(), key)).toEqual({ ok: false, reason: "unknown" });
      await expect(auth.api.signInEmail({ body: { email: "a@example.com", password: "Squ4tter!pass" } })).rejects.toMatchObject({
        body: { code: "INVALID_EMAIL_OR_PASSWORD" },
      });
      // The invitee is signed in by the link (a session made after the proof), and the entry joined.
      const cookie = new Headers((result as { init?: { headers?: HeadersInit } }).init?.headers)
        .getSetCookie()
        .map((line) => line.split(";")[0]!)
        .join("; ");
      expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toMatchObject({ user: { id: owner!.id } });
      expect(await entryOf("a@example.com")).toMatchObject({ status: "joined", userId: owner!.id });
    });

    it("does not verify a sign-up without the site's proof of a working link for that very address", async () => {
      await inviteEntries(db(), ["a@example.com"], context);
      const token = (await linkTokenOf("a@example.com"))!;
      const auth = authJoiningInvitations();
      // Straight to better-auth's endpoint: the token itself, or a proof made for another address, proves nothing.
      const other = await auth.api.signUpEmail({
        body: { name: "Eve", email: "eve@example.com", password: strong, invitationProof: vouchedAddressProof(context.secret, "a@example.com") } as never,
      });
      expect(other.user.emailVerified).toBe(false);
      const bare = await auth.api.signUpEmail({ body: { name: "A", email: "a@example.com", password: strong, invitation: token } as never });
      expect(bare.user.emailVerified).toBe(false);
      expect((await entryOf("a@example.com")).status).toBe("invited");
      const forged = vouchedAddressProof("another-secret-0123456789-0123456789", "b@example.com");
      expect(isVouchedAddressProof(context.secret, forged, "b@example.com")).toBe(false);
      const stale = vouchedAddressProof(context.secret, "b@example.com", new Date(Date.now() - 11 * 60_000));
      expect(isVouchedAddressProof(context.secret, stale, "b@example.com")).toBe(false);
      expect(isVouchedAddressProof(context.secret, vouchedAddressProof(context.secret, "B@example.com"), "b@example.com")).toBe(true);
    });

    it("refuses an expired link at sign-up, creating nothing", async () => {
      await inviteEntries(db(), ["a@example.com"], context);
      const token = (await linkTokenOf("a@example.com"))!;
      await db()
        .update(waitlistEntries)
        .set({ invitationExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(waitlistEntries.email, "a@example.com"));
      const late = await signUpAction(
        formPost(`/sign-up?invitation=${token}`, { name: "Ada", email: "a@example.com", password: strong, confirmPassword: strong, invitation: token }),
      );
      expect(answerOf(late)).toMatchObject({ data: { ok: false, title: "This invitation link is not valid" }, init: { status: 400 } });
      expect(await db().$count(user)).toBe(0);
    });

    it("marks the entry joined when an account made the normal way is verified, not before", async () => {
      await inviteEntries(db(), ["b@example.com"], context);
      const auth = authJoiningInvitations();
      await auth.api.signUpEmail({ body: { name: "B", email: "B@example.com", password: strong } });
      expect((await entryOf("b@example.com")).status).toBe("invited");
      const mail = (await mailsTo("b@example.com")).find((row) => row.subject === "Confirm your email for Droids");
      const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/.exec(mail!.text!)![0];
      expect((await auth.handler(new Request(link))).status).toBe(302);
      const [account] = await db().select().from(user);
      expect(await entryOf("b@example.com")).toMatchObject({ status: "joined", userId: account!.id });
    });

    it("marks the entry joined for an account that comes verified (Google)", async () => {
      await inviteEntries(db(), ["c@example.com"], context);
      const auth = authJoiningInvitations();
      const { internalAdapter } = await auth.$context;
      const created = await internalAdapter.createOAuthUser(
        { name: "C", email: "c@example.com", emailVerified: true },
        { providerId: "google", accountId: "google-c" },
      );
      expect(await entryOf("c@example.com")).toMatchObject({ status: "joined", userId: created.user.id });
    });

    it("marks an entry invited after its account was verified joined at the account's next sign-in", async () => {
      await db().insert(user).values({ id: "user-d", name: "D", email: "d@example.com", emailVerified: true });
      await inviteEntries(db(), ["d@example.com"], context);
      await db().insert(user).values({ id: "user-e", name: "E", email: "e@example.com", emailVerified: false });
      await inviteEntries(db(), ["e@example.com"], context);
      expect(await markAccountJoined(db(), "user-e")).toBeNull();
      const joins = await Promise.all([markAccountJoined(db(), "user-d"), markAccountJoined(db(), "user-d"), markAccountJoined(db(), "user-d")]);
      expect(joins.filter(Boolean)).toEqual(["d@example.com"]);
      expect(await events("waitlist.joined_account")).toHaveLength(1);
      expect((await entryOf("e@example.com")).status).toBe("invited");
    });
  });

  describe("unsubscribing", () => {
    it("stops the mail but keeps an invited entry invited: its link still makes the account, the entry joins and counts in the funnel", async () => {
      await inviteEntries(db(), ["a@example.com", "b@example.com"], context);
      const token = (await linkTokenOf("a@example.com"))!;
      await unsubscribe(db(), "a@example.com");
      expect((await entryOf("a@example.com")).status).toBe("invited");
      expect((await waitlistStatus(db(), await entryOf("a@example.com"), context)).unsubscribed).toBe(true);
      // No more mail: an admin's resend sends nothing, and the link mailed before keeps working.
      expect(await resendInvitation(db(), "a@example.com", context)).toEqual({ ok: true, mailIds: [] });
      expect(await invitationLink(db(), token)).toEqual({ state: "valid", email: "a@example.com", name: "A" });

      const result = await signUpAction(
        formPost(`/sign-up?invitation=${token}`, { name: "Ada", email: "a@example.com", password: strong, confirmPassword: strong, invitation: token }),
      );
      expect(answerOf(result).data).toMatchObject({ ok: true });
      expect((await entryOf("a@example.com")).status).toBe("joined");
      // The funnel as the kept-figures job counts it.
      const funnel = async () => (await refreshKeptFigures(db(), [leadRollupsFigure]), (await waitlistFunnel(db())).overall);
      expect(await funnel()).toMatchObject({ invited: 2, accounts: 1 });

      // A joined entry that unsubscribes stays joined.
      await unsubscribe(db(), "a@example.com");
      expect((await entryOf("a@example.com")).status).toBe("joined");
      expect(await funnel()).toMatchObject({ invited: 2, accounts: 1 });
    });
  });

  describe("an expired or used link", () => {
    it("says so and mails a new link, at most once per 10 minutes", async () => {
      const invitedAt = new Date(Date.UTC(2026, 10, 1, 12));
      await inviteEntries(db(), ["a@example.com"], { ...context, now: invitedAt });
      const old = (await linkTokenOf("a@example.com"))!;
      const later = new Date(invitedAt.getTime() + 15 * day);
      expect(await invitationLink(db(), old, later)).toEqual({ state: "expired", email: "a@example.com" });

      const sent = await requestNewInvitationLink(db(), old, context, later);
      expect(sent).toMatchObject({ sent: true, email: "a@example.com" });
      const fresh = (await linkTokenOf("a@example.com"))!;
      expect(await invitationLink(db(), fresh, later)).toMatchObject({ state: "valid" });
      // The old link now names nothing; the new one, asked again too soon, says when to ask again.
      expect(await requestNewInvitationLink(db(), old, context, later)).toEqual({ sent: false, reason: "unknown" });
      const soon = new Date(later.getTime() + 5 * 60_000);
      expect(await requestNewInvitationLink(db(), fresh, context, soon)).toEqual({
        sent: false,
        reason: "too-soon",
        retryAt: new Date(later.getTime() + INVITATION_RESEND_INTERVAL_MS),
      });
      expect(await mailsTo("a@example.com")).toHaveLength(2);
      const after = new Date(later.getTime() + INVITATION_RESEND_INTERVAL_MS);
      expect(await requestNewInvitationLink(db(), fresh, context, after)).toMatchObject({ sent: true });
    });

    it("answers the page's button: sent, too soon, or the account exists already", async () => {
      await inviteEntries(db(), ["a@example.com"], context);
      const token = (await linkTokenOf("a@example.com"))!;
      const press = (tokenValue: string) => requestNewInvitationAction(formPost(`/sign-up?invitation=${tokenValue}`, { intent: "new-invitation" }), tokenValue);
      // Just invited: too soon for another.
      expect(answerOf(await press(token))).toMatchObject({ data: { ok: false, title: "We sent a link a moment ago" }, init: { status: 429 } });
      await db()
        .update(waitlistEntries)
        .set({ invitationMailAt: new Date(Date.now() - INVITATION_RESEND_INTERVAL_MS) });
      expect(answerOf(await press(token)).data).toMatchObject({ ok: true, title: "A new invitation link is on its way" });
      const fresh = (await linkTokenOf("a@example.com"))!;
      await signUpAction(
        formPost(`/sign-up?invitation=${fresh}`, { name: "Ada", email: "a@example.com", password: strong, confirmPassword: strong, invitation: fresh }),
      );
      expect(answerOf(await press(fresh)).data).toMatchObject({ ok: false, title: "You have an account already" });
      expect(answerOf(await press("made-up")).data).toMatchObject({ ok: false, title: "This invitation link is not valid" });
    });
  });

  describe("POST /api/v1/waitlist/invitations", () => {
    const doc = openApiDocument(publicUrl) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
    ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
    async function conforming(response: Response) {
      const declared = doc.paths["/api/v1/waitlist/invitations"]!.post!.responses[String(response.status)];
      expect(declared, `documents ${response.status}`).toBeDefined();
      const body = await response.json();
      const schema = JSON.parse(JSON.stringify(declared!.content!["application/json"]!.schema).replaceAll('"#/components', '"doc#/components'));
      const validate = ajv.compile(schema);
      expect(validate(body) ? [] : validate.errors).toEqual([]);
      return { status: response.status, body };
    }
    let key: string;
    beforeEach(async () => {
      await db().insert(user).values({ id: "admin-1", name: "Admin", email: "admin@example.com", emailVerified: true, role: "admin" });
      key = (await createApiKey(db(), "admin-1", "CI")).key;
    });
    const call = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
      inviteApi(
        new Request(`${publicUrl}/api/v1/waitlist/invitations`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, ...headers },
          body: JSON.stringify(body),
        }),
      );

    it("invites by count or by e-mails and answers the invited addresses in order, as documented", async () => {
      expect(await conforming(await call({ count: 2 }))).toEqual({ status: 200, body: { invited: ["e@example.com", "a@example.com"] } });
      expect(await conforming(await call({ emails: ["d@example.com", "a@example.com", "c@example.com"] }))).toEqual({
        status: 200,
        body: { invited: ["d@example.com", "c@example.com"] },
      });
      expect(await conforming(await call({ count: 1000 }))).toEqual({ status: 200, body: { invited: ["b@example.com"] } });
      expect(loadContext.kicks.mail).toBeGreaterThan(0);
    });

    it("refuses bad bodies with 400 and what to send, non-JSON with 415, and callers without a key with 401", async () => {
      for (const body of [{}, { count: 0 }, { count: 1.5 }, { count: "2" }, { emails: [] }, { count: 1, emails: ["a@example.com"] }, [1]]) {
        const answer = await conforming(await call(body));
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error.message).toContain('{"count": N}');
      }
      expect((await call({ count: 1 }, { "content-type": "text/plain" })).status).toBe(415);
      const anonymous = await inviteApi(
        new Request(`${publicUrl}/api/v1/waitlist/invitations`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
      ).catch((response: Response) => response);
      expect(anonymous.status).toBe(401);
      expect(await db().$count(mailOutbox)).toBe(0);
    });
  });
});
