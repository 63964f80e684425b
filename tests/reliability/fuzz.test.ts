import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { ADMIN, createStore, driver, signUp, startServer, type RunningServer, type Store } from "./support/server.ts";

/**
 * Property-based fuzzing of every public POST: random and unicode strings,
 * huge values, wrong types, missing and extra fields, SQL and HTML payloads.
 * Never a 5xx; an error is JSON with a message or a page with an alert; the
 * server still answers afterwards; and what is stored comes back
 * byte-identical.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const slug = samplePosts[1]!.slug;

const payloads = [
  "'; drop table waitlist_entries; --",
  "' or '1'='1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "{{7*7}}${7*7}",
  "\u0000nul",
  "\uFEFFbom",
  "💥🧨".repeat(50),
  "../../etc/passwd",
];
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(...payloads),
  fc.nat({ max: 12_000 }).map((n) => "x".repeat(n)),
  fc.emailAddress(),
);
/** Anything JSON can carry. */
const jsonValue = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), fc.dictionary(fc.string(), text, { maxKeys: 3 }));

/** Objects over the endpoint's fields (each may be missing or of any type) plus extra fields. */
const jsonBody = (fields: string[]) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.tuple(fc.record(Object.fromEntries(fields.map((field) => [field, jsonValue])), { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 3 })).map(([known, extra]) => ({ ...extra, ...known })) },
    { weight: 1, arbitrary: jsonValue },
  );
/** Web forms carry only strings. */
const formBody = (fields: string[], fixed: Record<string, string> = {}) =>
  fc
    .tuple(fc.record(Object.fromEntries(fields.map((field) => [field, text])), { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), text, { maxKeys: 3 }))
    .map(([known, extra]) => ({ ...extra, ...known, ...fixed }));

const leadFields = ["name", "email", "company", "phone", "teamSize", "timeSlot", "message", "prompt", "sourcePage", "website"];
const jsonEndpoints: [string, string[]][] = [
  ["/api/v1/waitlist", leadFields],
  ["/api/v1/demo-requests", leadFields],
  ["/api/auth/sign-up/email", ["name", "email", "password", "image", "callbackURL", "rememberMe"]],
  ["/api/auth/sign-in/email", ["email", "password", "callbackURL", "rememberMe"]],
  ["/api/auth/request-password-reset", ["email", "redirectTo"]],
];
const formEndpoints: [string, ReturnType<typeof formBody>][] = [
  ["/waitlist", formBody(leadFields)],
  ["/demo", formBody(leadFields)],
  [`/blog/${slug}`, formBody(["authorName", "content", "parentId", "website"], { intent: "comment" })],
  [`/blog/${slug}`, formBody(["intent", "commentId"])],
  ["/sign-in", formBody(["email", "password", "redirectTo"])],
  ["/sign-up", formBody(["name", "email", "password", "confirmPassword", "redirectTo"])],
  ["/forgot-password", formBody(["email"])],
  ["/reset-password", formBody(["token", "password", "confirmPassword"])],
  ["/waitlist/status/0123456789ab.not-a-valid-token-at-all-000000", formBody(["intent"])],
  ["/waitlist/confirm/not-a-token", formBody(["intent"])],
  ["/unsubscribe/not-a-token", formBody(["intent"])],
];

let store: Store;
let server: RunningServer;
let admin: string;
let ip = 0;
beforeAll(async () => {
  store = await createStore();
  server = await startServer(store);
  admin = await signUp(server.base, ADMIN);
});
afterAll(async () => {
  await server?.stop();
  await store?.drop();
});

const post = (path: string, body: string, type: string) =>
  fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "content-type": type, "x-forwarded-for": `10.9.${(ip >> 8) & 255}.${ip++ & 255}` },
    body,
    redirect: "manual",
  });

/** A 4xx must say what is wrong: a JSON message, or an alert on the page. */
async function expectClearAnswer(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  const body = await response.text();
  if (response.status < 400) return;
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    const json = JSON.parse(body);
    const message = json.error?.message ?? json.message;
    expect(typeof message === "string" && message.trim().length > 3, `${label}: ${body.slice(0, 200)}`).toBe(true);
  } else {
    expect(body, label).toMatch(/role="alert"/);
  }
}

describe(`fuzzing the public POSTs on ${driver}`, () => {
  for (const [path, fields] of jsonEndpoints) {
    it(`JSON ${path}: never a 5xx, errors carry a message`, async () => {
      await fc.assert(
        fc.asyncProperty(jsonBody(fields), async (body) => {
          await expectClearAnswer(await post(path, JSON.stringify(body), "application/json"), `${path} ${JSON.stringify(body).slice(0, 300)}`);
        }),
        { numRuns: RUNS },
      );
    });
  }

  for (const [path, body] of formEndpoints) {
    it(`form ${path}: never a 5xx, errors show an alert`, async () => {
      await fc.assert(
        fc.asyncProperty(body, async (fields) => {
          const encoded = new URLSearchParams(fields as Record<string, string>).toString();
          await expectClearAnswer(await post(path, encoded, "application/x-www-form-urlencoded"), `${path} ${encoded.slice(0, 300)}`);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it("every payload in each text field of an otherwise valid submission: no 5xx, and stored as sent or refused with a message", async () => {
    let n = 0;
    for (const payload of payloads) {
      for (const field of ["name", "company", "message", "prompt"]) {
        const email = `payload-${n++}@example.com`;
        const body = { name: "Pay Load", email, company: "Acme", message: "", [field]: payload };
        for (const path of ["/api/v1/waitlist", "/api/v1/demo-requests"]) {
          const response = await post(path, JSON.stringify(body), "application/json");
          await expectClearAnswer(response.clone(), `${path} ${field}=${JSON.stringify(payload)}`);
          if (path === "/api/v1/waitlist" && response.ok && field !== "message") {
            const stored = await (await fetch(`${server.base}/api/v1/waitlist/${encodeURIComponent(email)}`, { headers: { cookie: admin } })).json();
            expect(stored[field], `${field}=${JSON.stringify(payload)}`).toBe(payload.trim());
          }
        }
        const account = { name: payload, email: `account-${email}`, password: "Fuzz!ng123" };
        await expectClearAnswer(await post("/api/auth/sign-up/email", JSON.stringify(account), "application/json"), `sign-up name=${JSON.stringify(payload)}`);
        const comment = await post(`/blog/${slug}`, new URLSearchParams({ intent: "comment", authorName: field === "name" ? payload : "Pay Load", content: payload }).toString(), "application/x-www-form-urlencoded");
        await expectClearAnswer(comment, `comment ${JSON.stringify(payload)}`);
      }
    }
  });

  it("what is stored comes back byte-identical (trimmed as documented)", async () => {
    // Valid Unicode text, without the characters a text column cannot hold.
    const field = (max: number) =>
      fc.string({ unit: "grapheme", minLength: 1, maxLength: max }).filter((value) => value.trim().length > 0 && !value.includes("\u0000"));
    let n = 0;
    await fc.assert(
      fc.asyncProperty(field(60), field(60), field(300), field(300), async (name, company, message, prompt) => {
        const email = `fuzz-${n++}-${Date.now()}@example.com`;
        const joined = await post("/api/v1/waitlist", JSON.stringify({ name, email, company, prompt }), "application/json");
        expect(joined.status).toBe(200);
        const stored = await (await fetch(`${server.base}/api/v1/waitlist/${encodeURIComponent(email)}`, { headers: { cookie: admin } })).json();
        expect(stored).toMatchObject({ email, name: name.trim(), company: company.trim(), prompt: prompt.trim() });

        const demo = await post("/api/v1/demo-requests", JSON.stringify({ name, email, company, message }), "application/json");
        expect(demo.status).toBe(201);
        const listed = await (await fetch(`${server.base}/api/v1/demo-requests?q=${encodeURIComponent(email)}`, { headers: { cookie: admin } })).json();
        expect(listed.data).toEqual([expect.objectContaining({ email, name: name.trim(), company: company.trim(), message: message.trim() })]);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it("the server still answers afterwards", async () => {
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    const page = await fetch(`${server.base}/blog/${slug}`);
    expect(page.status).toBe(200);
  });
});
