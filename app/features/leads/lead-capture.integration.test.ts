import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { demoRequests, mailOutbox, waitlistEntries } from "#app/platform/db/schema.ts";
import { demoLeadForm, submitDemoRequestApi as demoApi } from "./demo/demo-submit.handlers.server.ts";
import { sendDueMail } from "#app/platform/mail/mail-sender.server.ts";
import { waitlistLeadForm, submitWaitlistApi as waitlistApi, submitWaitlistForm as waitlistForm } from "./waitlist/waitlist-submit.handlers.server.ts";
import { joinWaitlist } from "./waitlist/waitlist.server.ts";
import { submitLead as submitLeadAsIs, type LeadForm, type SubmissionContext } from "./lead-submission.server.ts";
import { solvedPow, withPow } from "#tests/helpers/proof-of-work.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import { waitlistJoin } from "#tests/helpers/lead-input.ts";

/** A post as the site's dialogs send it: with a freshly solved proof-of-work challenge (proof-of-work.integration.test.ts covers its absence). */
const submitLead = async <Input extends { website: boolean }>(request: Request, body: object, form: LeadForm<Input>, context: SubmissionContext) =>
  submitLeadAsIs(request, await withPow(body, context.secret), form, context);
/** The secret the load context's configuration signs challenges with. */
const appSecret = parseConfig({}).authSecret;

let ipCounter = 0;
/** A request from a fresh client address, so rate limits only bite where a test wants them to. */
function request(headers: Record<string, string> = {}, ip = `198.51.100.${++ipCounter}`) {
  return new Request("http://localhost:3000/waitlist", {
    method: "POST",
    headers: { "x-droids-client-ip": ip, ...headers },
  });
}

const valid = { name: "  Ada Lovelace ", email: "  Ada@Example.COM ", company: "Analytical Engines", prompt: "  Chase unpaid invoices  " };

describe(`lead capture on ${testDriver}`, () => {
  const database = useTestDatabase();
  let context: SubmissionContext;
  let loadContext: ReturnType<typeof testLoadContext>;
  beforeAll(() => {
    context = {
      db: database.current.db,
      publicUrl: "http://localhost:3000",
      secret: "lead-capture-test-secret-0123456789",
      limit: { count: 5, windowMs: 600_000 },
    };
    loadContext = testLoadContext(database.current);
  });
  // The handlers as the routes call them: the database, configuration and worker kicks come from the load context.
  const submitWaitlistForm = (request: Request) => waitlistForm({ request, context: loadContext });
  const submitWaitlistApi = (request: Request) => waitlistApi({ request, context: loadContext });
  const submitDemoRequestApi = (request: Request) => demoApi({ request, context: loadContext });

  const entries = () => database.current.db.select().from(waitlistEntries);
  const mails = () => database.current.db.select().from(mailOutbox);

  describe("waitlist", () => {
    it("stores the entry trimmed and lower-cased, with the trimmed prompt, and queues a confirmation", async () => {
      const outcome = await submitLead(request(), { ...valid, sourcePage: "/" }, waitlistLeadForm, context);
      expect(outcome).toMatchObject({
        status: 200,
        code: "ok",
        result: { ok: true, title: "Welcome to the waitlist! 🎉", description: "We'll notify you as soon as Droids is available." },
      });
      expect(await entries()).toEqual([
        expect.objectContaining({
          email: "ada@example.com",
          name: "Ada Lovelace",
          company: "Analytical Engines",
          prompt: "Chase unpaid invoices",
          phone: "",
          status: "pending",
          sourcePage: "/",
        }),
      ]);
      const [mail] = await mails();
      expect(mail).toMatchObject({ to: "ada@example.com", subject: "Confirm your place on the Droids waitlist", sentAt: null });
      expect(mail!.text).toContain("Chase unpaid invoices");
      expect(outcome.mailIds).toEqual([mail!.id]);
    });

    it("stores no prompt when it is blank after trimming", async () => {
      await submitLead(request(), { ...valid, prompt: "   \n " }, waitlistLeadForm, context);
      expect((await entries())[0]!.prompt).toBeNull();
    });

    it("answers a repeat join like a first one, without a second row or mail", async () => {
      await submitLead(request(), valid, waitlistLeadForm, context);
      const again = await submitLead(request(), { ...valid, email: " ADA@example.com", name: "Someone Else" }, waitlistLeadForm, context);
      expect(again.result).toEqual({
        ok: true,
        title: "Welcome to the waitlist! 🎉",
        description: "We'll notify you as soon as Droids is available.",
      });
      expect(await entries()).toHaveLength(1);
      expect((await entries())[0]!.name).toBe("Ada Lovelace");
      expect(await mails()).toHaveLength(1);
    });

    it("makes exactly one row from 100 concurrent joins with one e-mail, and 100 successes", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          joinWaitlist(database.current.db, waitlistJoin("race@example.com", { name: `Racer ${i}`, company: valid.company }), {
            publicUrl: "http://localhost:3000",
            secret: "test-secret",
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
      const [total] = await database.current.db.select({ n: count() }).from(waitlistEntries);
      expect(total!.n).toBe(1);
      expect(await mails()).toHaveLength(1);
    });

    it("refuses a missing name or e-mail with the required-fields message and stores nothing", async () => {
      for (const body of [{ ...valid, name: "  " }, { ...valid, email: "" }, {}]) {
        const outcome = await submitLead(request(), body, waitlistLeadForm, context);
        expect(outcome).toMatchObject({
          status: 400,
          code: "invalid",
          result: { ok: false, title: "Error joining waitlist", description: "Please fill in your name and email address." },
        });
      }
      expect(await entries()).toHaveLength(0);
    });

    it("refuses a malformed e-mail and over-long fields with clear messages", async () => {
      const badEmail = await submitLead(request(), { ...valid, email: "ada@" }, waitlistLeadForm, context);
      expect(badEmail.result).toMatchObject({
        ok: false,
        description: "Please enter a valid email address.",
        fields: { email: "Please enter a valid email address." },
      });
      const longName = await submitLead(request(), { ...valid, name: "x".repeat(101) }, waitlistLeadForm, context);
      expect(longName.result).toMatchObject({ ok: false, description: "Full Name must be at most 100 characters." });
      const longPrompt = await submitLead(request(), { ...valid, prompt: "x".repeat(10_001) }, waitlistLeadForm, context);
      expect(longPrompt.result).toMatchObject({ ok: false, fields: { prompt: "Your instruction must be at most 10,000 characters." } });
      expect(await entries()).toHaveLength(0);
    });

    it("answers a filled honeypot with a fake success and stores nothing", async () => {
      const outcome = await submitLead(request(), { ...valid, website: "http://spam.example" }, waitlistLeadForm, context);
      expect(outcome.result.ok).toBe(true);
      expect(await entries()).toHaveLength(0);
      expect(await mails()).toHaveLength(0);
    });

    it("limits each client address to 5 joins per window, with a readable 429", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const outcome = await submitLead(request({}, "203.0.113.9"), { ...valid, email: `n${i}@example.com` }, waitlistLeadForm, context);
        statuses.push(outcome.status);
        if (i === 6) expect(outcome.result.description).toMatch(/^Too many requests\. Please try again in \d+ (minutes?|seconds)\.$/);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect((await submitLead(request({}, "203.0.113.10"), { ...valid, email: "other@example.com" }, waitlistLeadForm, context)).status).toBe(200);
      expect(await entries()).toHaveLength(6);
    });

    it("does not limit when the limit is off", async () => {
      for (let i = 0; i < 8; i++) {
        const outcome = await submitLead(request({}, "203.0.113.11"), { ...valid, email: `off${i}@example.com` }, waitlistLeadForm, {
          ...context,
          limit: null,
        });
        expect(outcome.status).toBe(200);
      }
    });

    it("refuses a post from another site with 403 and stores nothing", async () => {
      for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
        const outcome = await submitLead(request(headers), valid, waitlistLeadForm, context);
        expect(outcome).toMatchObject({ status: 403, code: "forbidden", result: { ok: false } });
      }
      const sameSite = await submitLead(request({ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }), valid, waitlistLeadForm, context);
      expect(sameSite.status).toBe(200);
      expect(await entries()).toHaveLength(1);
    });

    it("answers 503 with the fallback message when the database fails", async () => {
      const refuse = () => Promise.reject(new Error("connection refused"));
      // A join is one statement (execute); other writes use a transaction.
      const failingDb: typeof context.db = Object.assign(Object.create(context.db), { transaction: refuse, execute: refuse });
      const broken = { ...context, db: failingDb, limit: null };
      const outcome = await submitLead(request(), valid, waitlistLeadForm, broken);
      expect(outcome).toMatchObject({
        status: 503,
        code: "unavailable",
        result: { ok: false, title: "Error joining waitlist", description: "Something went wrong. Please try again." },
      });
    });

    it("answers 400, not 503, when the database refuses a text's characters", async () => {
      const refuse = () =>
        Promise.reject(
          Object.assign(new Error("Failed query", { cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" }) })),
        );
      const refusing: typeof context.db = Object.assign(Object.create(context.db), { transaction: refuse, execute: refuse });
      const outcome = await submitLead(request(), valid, waitlistLeadForm, { ...context, db: refusing, limit: null });
      expect(outcome).toMatchObject({
        status: 400,
        code: "invalid_characters",
        result: { ok: false, title: "Error joining waitlist", description: "The request contains characters that are not allowed." },
      });
    });

    it("reads the site's own form posts", async () => {
      const form = new URLSearchParams({
        name: "Grace",
        email: "grace@example.com",
        company: "",
        phone: "",
        teamSize: "",
        timeSlot: "",
        message: "",
        sourcePage: "/waitlist",
      });
      const outcome = await submitWaitlistForm(
        new Request("http://localhost:3000/waitlist", { method: "POST", body: form, headers: { "x-droids-client-ip": "192.0.2.1" } }),
      );
      expect(outcome).toEqual({
        status: 200,
        result: { ok: true, title: "Welcome to the waitlist! 🎉", description: "We'll notify you as soon as Droids is available." },
      });
      expect((await entries())[0]).toMatchObject({ email: "grace@example.com", sourcePage: "/waitlist", prompt: null });
    });

    it("refuses a field sent more than once, and a form without its fields, with a field error (never takes one of them)", async () => {
      const repeated = new URLSearchParams([
        ["name", "Grace"],
        ["email", "one@example.com"],
        ["email", "two@example.com"],
      ]);
      const twice = await submitWaitlistForm(
        new Request("http://localhost:3000/waitlist", { method: "POST", body: repeated, headers: { "x-droids-client-ip": "192.0.2.3" } }),
      );
      expect(twice).toMatchObject({
        status: 400,
        result: { ok: false, title: "Error joining waitlist", fields: { email: "This field was sent more than once." } },
      });
      const missing = await submitWaitlistForm(
        new Request("http://localhost:3000/waitlist", { method: "POST", body: new URLSearchParams(), headers: { "x-droids-client-ip": "192.0.2.4" } }),
      );
      expect(missing).toMatchObject({
        status: 400,
        result: { ok: false, title: "Error joining waitlist", fields: { name: "Please fill in your name and email address." } },
      });
      expect(await entries()).toEqual([]);
    });

    it("wakes the load context's mail sender after a stored form, and not after a refused one (webhook senders are woken by the database)", async () => {
      const kicks = { ...loadContext.kicks };
      const form = (email: string) =>
        new Request("http://localhost:3000/waitlist", {
          method: "POST",
          body: new URLSearchParams({ name: "Kick", email }),
          headers: { "x-droids-client-ip": "192.0.2.2" },
        });
      expect((await submitWaitlistForm(form("kick@example.com"))).status).toBe(200);
      expect(loadContext.kicks).toEqual({ mail: kicks.mail + 1, broadcasts: 0 });
      expect((await submitWaitlistForm(form("not-an-address"))).status).toBe(400);
      expect(loadContext.kicks).toEqual({ mail: kicks.mail + 1, broadcasts: 0 });
    });
  });

  describe("demo requests", () => {
    const demo = {
      name: "Grace Hopper",
      email: "Grace@Navy.mil",
      company: "US Navy",
      phone: "+1 555 0100",
      teamSize: "51-200",
      timeSlot: "morning",
      message: "Invoices",
      prompt: "  Reconcile ledgers ",
    };
    const requests = () => database.current.db.select().from(demoRequests);

    it("always stores a new request, and queues a confirmation with a tentative invite", async () => {
      const first = await submitLead(request(), demo, demoLeadForm, context);
      expect(first).toMatchObject({
        status: 201,
        result: { ok: true, title: "Demo Scheduled!", description: "We'll send you a calendar invite with demo details shortly." },
      });
      await submitLead(request(), demo, demoLeadForm, context);
      const rows = await requests();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ email: "grace@navy.mil", teamSize: "51-200", timeSlot: "morning", prompt: "Reconcile ledgers", status: "new" });
      const [mail] = await database.current.db.select().from(mailOutbox).limit(1);
      expect(mail!.subject).toBe("Your Droids demo request");
      expect(mail!.attachments).toHaveLength(1);
      expect(mail!.attachments[0]!.filename).toBe("droids-demo.ics");
      expect(mail!.attachments[0]!.content).toContain("STATUS:TENTATIVE");
      expect(mail!.attachments[0]!.content).toMatch(/DTSTART:\d{8}T100000\r?\n/);
    });

    it("requires name, e-mail and company, and refuses unknown team sizes and slots", async () => {
      const missing = await submitLead(request(), { ...demo, company: " " }, demoLeadForm, context);
      expect(missing.result).toMatchObject({ ok: false, title: "Error scheduling demo", description: "Please fill in your name, email address and company." });
      const size = await submitLead(request(), { ...demo, teamSize: "7" }, demoLeadForm, context);
      expect(size.result).toMatchObject({ ok: false, description: "Please choose a team size from the list." });
      const slot = await submitLead(request(), { ...demo, timeSlot: "midnight" }, demoLeadForm, context);
      expect(slot.result).toMatchObject({ ok: false, description: "Please choose a preferred time from the list." });
      const optional = await submitLead(request(), { ...demo, teamSize: "", timeSlot: "", phone: "" }, demoLeadForm, context);
      expect(optional.status).toBe(201);
      expect(await requests()).toEqual([expect.objectContaining({ teamSize: null, timeSlot: null, phone: "" })]);
    });
  });

  describe("mail delivery", () => {
    it("sends queued mail after the commit and records success or failure on the outbox row", async () => {
      const { mailIds } = await submitLead(request(), valid, waitlistLeadForm, context);
      const sent: string[] = [];
      expect(mailIds).toHaveLength(1);
      await sendDueMail(database.current.db, {
        from: "Droids <hello@droids.test>",
        transport: { sendMail: async (message) => void sent.push(`${message.to}: ${message.subject}`) },
      });
      expect(sent).toEqual(["ada@example.com: Confirm your place on the Droids waitlist"]);
      expect((await mails())[0]).toMatchObject({ attempts: 1, status: "sent", error: null, sentAt: expect.any(Date) });

      const second = await submitLead(request(), { ...valid, email: "bob@example.com" }, waitlistLeadForm, context);
      expect(second.mailIds).toHaveLength(1);
      await sendDueMail(database.current.db, {
        from: "x",
        transport: { sendMail: () => Promise.reject(new Error("SMTP 550 mailbox unavailable")) },
      });
      const [failed] = await database.current.db.select().from(mailOutbox).where(eq(mailOutbox.to, "bob@example.com"));
      expect(failed).toMatchObject({ sentAt: null, attempts: 1, status: "pending", error: "SMTP 550 mailbox unavailable" });
    });
  });

  describe("JSON API", () => {
    const post = (url: string, body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
      new Request(`http://localhost:3000${url}`, { method: "POST", body, headers: { "x-droids-client-ip": `192.0.2.${++ipCounter}`, ...headers } });

    it("joins the waitlist with the form's field names", async () => {
      const response = await submitWaitlistApi(
        post(
          "/api/v1/waitlist",
          JSON.stringify({
            email: "API@example.com",
            name: "Api",
            company: "",
            phone: "",
            teamSize: "",
            timeSlot: "",
            message: "",
            prompt: "Sort my inbox",
            altcha: await solvedPow(appSecret),
          }),
        ),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, message: "We'll notify you as soon as Droids is available." });
      expect((await entries())[0]).toMatchObject({ email: "api@example.com", prompt: "Sort my inbox" });
    });

    it("answers errors as JSON with a code, a message and the fields", async () => {
      const invalid = await submitWaitlistApi(post("/api/v1/waitlist", JSON.stringify({ name: "No Email" })));
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({
        error: { code: "invalid", message: "Please fill in your name and email address.", fields: { email: "Please fill in your name and email address." } },
      });
      const notJson = await submitWaitlistApi(post("/api/v1/waitlist", "email=a@b.c", { "content-type": "application/x-www-form-urlencoded" }));
      expect(notJson.status).toBe(415);
      expect((await notJson.json()).error.code).toBe("unsupported_media_type");
      const broken = await submitWaitlistApi(post("/api/v1/waitlist", "{not json"));
      expect(broken.status).toBe(400);
      expect((await broken.json()).error.code).toBe("invalid_json");
      const array = await submitWaitlistApi(post("/api/v1/waitlist", "[]"));
      expect(array.status).toBe(400);
      const crossSite = await submitWaitlistApi(
        post("/api/v1/waitlist", JSON.stringify(valid), { "content-type": "application/json", origin: "https://evil.example" }),
      );
      expect(crossSite.status).toBe(403);
      const get = await submitWaitlistApi(new Request("http://localhost:3000/api/v1/waitlist"));
      expect(get.status).toBe(405);
      expect(await entries()).toHaveLength(0);
    });

    it("creates demo requests with 201", async () => {
      const response = await submitDemoRequestApi(
        post(
          "/api/v1/demo-requests",
          JSON.stringify({ name: "D", email: "d@example.com", company: "Co", teamSize: "1000+", timeSlot: "evening", altcha: await solvedPow(appSecret) }),
        ),
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true, message: "We'll send you a calendar invite with demo details shortly." });
      expect(await database.current.db.select().from(demoRequests)).toEqual([
        expect.objectContaining({ email: "d@example.com", teamSize: "1000+", timeSlot: "evening" }),
      ]);
    });
  });
});
