import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import { solvedPow, withPow } from "#tests/helpers/proof-of-work.ts";
import { powUsedChallenges, waitlistEntries } from "#app/platform/db/schema.ts";
import { POW_LIFETIME_MS, powMessages } from "#app/platform/forms/proof-of-work.server.ts";
import { waitlistLeadForm, submitWaitlistApi, submitWaitlistForm } from "./waitlist/waitlist-submit.handlers.server.ts";
import { submitLead, type SubmissionContext } from "./lead-submission.server.ts";

let ip = 0;
/** The secret the load context's configuration signs with. */
const appSecret = parseConfig({}).authSecret;
const secret = "proof-of-work-integration-secret-0123456789";
const person = (n: number) => ({ name: "Ada Lovelace", email: `ada${n}@example.com`, company: "", prompt: "" });
const post = (mode: string | null, address = `203.0.113.${++ip}`) =>
  new Request("http://localhost:3000/waitlist", { method: "POST", headers: { "x-droids-client-ip": address, ...(mode ? { "sec-fetch-mode": mode } : {}) } });

describe(`proof of work on the lead forms on ${testDriver}`, () => {
  const database = useTestDatabase();
  let context: SubmissionContext;
  beforeAll(() => {
    context = { db: database.current.db, publicUrl: "http://localhost:3000", secret, limit: { count: 5, windowMs: 600_000 } };
  });
  const entries = async () => (await database.current.db.select({ n: count() }).from(waitlistEntries))[0]!.n;

  it("refuses a scripted post without a solved challenge, saying why, and stores nothing", async () => {
    const outcome = await submitLead(post("cors"), person(1), waitlistLeadForm, context);
    expect(outcome).toMatchObject({ status: 400, code: "challenge_failed", result: { ok: false, description: powMessages.missing } });
    expect(await entries()).toBe(0);
  });

  it("accepts a solved challenge once and refuses its replay", async () => {
    const solution = await solvedPow(secret);
    const first = await submitLead(post("cors"), { ...person(2), altcha: solution }, waitlistLeadForm, context);
    expect(first).toMatchObject({ status: 200, code: "ok" });
    expect(first.withoutProofOfWork).toBeUndefined();
    const replay = await submitLead(post("cors"), { ...person(3), altcha: solution }, waitlistLeadForm, context);
    expect(replay).toMatchObject({ status: 400, code: "challenge_failed", result: { description: powMessages.replayed } });
    expect(await entries()).toBe(1);
  });

  it("refuses a replay raced in parallel: exactly one of ten posts of one solution gets through", async () => {
    const solution = await solvedPow(secret);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, n) => submitLead(post("cors"), { ...person(100 + n), altcha: solution }, waitlistLeadForm, context)),
    );
    expect(outcomes.filter((outcome) => outcome.code === "ok")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.result.ok === false && outcome.result.description === powMessages.replayed)).toHaveLength(9);
  });

  it("refuses an expired solution and a forged one", async () => {
    const expired = await solvedPow(secret, new Date(Date.now() - POW_LIFETIME_MS - 1000));
    expect(await submitLead(post("cors"), { ...person(4), altcha: expired }, waitlistLeadForm, context)).toMatchObject({
      status: 400,
      result: { description: powMessages.expired },
    });
    const forged = await solvedPow("someone-elses-secret-0123456789abcdef");
    expect(await submitLead(post("cors"), { ...person(5), altcha: forged }, waitlistLeadForm, context)).toMatchObject({
      status: 400,
      result: { description: powMessages.invalid },
    });
  });

  it("prunes expired used challenges when recording a new one", async () => {
    await database.current.db.insert(powUsedChallenges).values({ signature: "old", expiresAt: new Date(Date.now() - 60_000) });
    await submitLead(post("cors"), await withPow(person(6), secret), waitlistLeadForm, context);
    const signatures = (await database.current.db.select().from(powUsedChallenges)).map((row) => row.signature);
    expect(signatures).not.toContain("old");
  });

  it("lets a plain HTML post without a solution through under the stricter limit (2 per hour), marked", async () => {
    const address = "192.0.2.77";
    const noScript = { ...context, plainFormPost: true };
    for (const n of [7, 8]) {
      const outcome = await submitLead(post("navigate", address), person(n), waitlistLeadForm, noScript);
      expect(outcome).toMatchObject({ status: 200, code: "ok", withoutProofOfWork: true });
    }
    const third = await submitLead(post("navigate", address), person(9), waitlistLeadForm, noScript);
    expect(third).toMatchObject({ status: 429, code: "rate_limited" });
    // With a solution the same address is not held to the no-script limit.
    expect(await submitLead(post("navigate", address), await withPow(person(10), secret), waitlistLeadForm, noScript)).toMatchObject({ code: "ok" });
  });

  describe("through the routes' handlers", () => {
    let loadContext: ReturnType<typeof testLoadContext>;
    beforeAll(() => {
      loadContext = testLoadContext(database.current);
    });
    const form = (mode: string | null, fields: Record<string, string>) => {
      const request = post(mode);
      return submitWaitlistForm({
        request: new Request(request, {
          body: new URLSearchParams({ ...fields, website: "" }),
          headers: { ...Object.fromEntries(request.headers), "content-type": "application/x-www-form-urlencoded" },
        }),
        context: loadContext,
      });
    };

    it("refuses the dialog's fetch post without a solution and accepts the page's plain post", async () => {
      const fetched = await form("cors", person(20));
      expect(fetched).toMatchObject({ status: 400, result: { ok: false, description: powMessages.missing } });
      expect(await form("navigate", person(21))).toMatchObject({ status: 200, result: { ok: true } });
      expect(await form("cors", await withPow(person(22), appSecret))).toMatchObject({ status: 200, result: { ok: true } });
    });

    it("refuses the public JSON API without a solution, with its message", async () => {
      const json = (body: unknown) =>
        submitWaitlistApi({
          request: new Request("http://localhost:3000/api/v1/waitlist", {
            method: "POST",
            headers: { "content-type": "application/json", "x-droids-client-ip": `203.0.113.${++ip}` },
            body: JSON.stringify(body),
          }),
          context: loadContext,
        });
      const refused = await json(person(30));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { code: "challenge_failed", message: powMessages.missing } });
      const accepted = await json(await withPow(person(31), appSecret));
      expect(accepted.status).toBe(200);
    });
  });
});
