import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { ADMIN, altcha as signedAltcha, createStore, driver, signIn, signUp, startServer, type RunningServer, type Store } from "./support/server.ts";
import { actionRoutes, patternMatches } from "./support/action-routes.ts";
import { solvePow } from "#tests/helpers/proof-of-work.ts";

/**
 * Property-based fuzzing of every public POST: random and unicode strings,
 * huge values, wrong types, missing and extra fields, SQL and HTML payloads.
 * Never a 5xx; an error is JSON with a message or a page with an alert; the
 * server still answers afterwards; and what is stored comes back
 * byte-identical. Then crafted input by class (NUL, lone surrogates, CR/LF,
 * huge numbers, bad cursors, odd methods, repeated form fields, paths
 * that read as a host, odd forwarded headers) in paths, queries, headers
 * and bodies of public and admin endpoints: never a 5xx, counted per class.
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
const jsonValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string(), text, { maxKeys: 3 }),
);

/** Objects over the endpoint's fields (each may be missing or of any type) plus extra fields. */
const jsonBody = (fields: string[]) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(
          fc.record(Object.fromEntries(fields.map((field) => [field, jsonValue])), { requiredKeys: [] }),
          fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 3 }),
        )
        .map(([known, extra]) => ({ ...extra, ...known })),
    },
    { weight: 1, arbitrary: jsonValue },
  );
/** Web forms carry only strings. */
const formBody = (fields: string[], fixed: Record<string, string> = {}) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, text])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), text, { maxKeys: 3 }),
    )
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
  // The proof-of-work field fuzzed too (its absence is the no-script path, which the test servers do not limit).
  [`/blog/${slug}`, formBody(["authorName", "content", "parentId", "website", "altcha"], { intent: "comment" })],
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
  await signUp(server.base, ADMIN);
  // Made an admin in the database (verified), so the test does not depend on how ADMIN_EMAILS grants the role.
  await server.stop();
  await store.query(`update "user" set role = 'admin', email_verified = true where email = '${ADMIN.email}'`);
  server = await startServer(store);
  admin = await signIn(server.base, ADMIN);
  // The admin cases below mean something only if the session really is an admin's.
  expect((await fetch(`${server.base}/api/v1/waitlist`, { headers: { cookie: admin } })).status).toBe(200);
});
afterAll(async () => {
  const rows = [...crafted].map(([name, { sent, failed }]) => `${name.padEnd(18)} ${String(sent).padStart(6)} sent, ${failed} 5xx`);
  const sent = [...crafted.values()].reduce((sum, { sent }) => sum + sent, 0);
  const failed = [...crafted.values()].reduce((sum, { failed }) => sum + failed, 0);
  console.log(`crafted-input fuzz on ${driver}: ${sent} payloads, ${crafted.size} classes, ${failed} 5xx\n${rows.join("\n")}`);
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
        const comment = await post(
          `/blog/${slug}`,
          new URLSearchParams({
            intent: "comment",
            authorName: field === "name" ? payload : "Pay Load",
            content: payload,
            altcha: await signedAltcha(),
          }).toString(),
          "application/x-www-form-urlencoded",
        );
        await expectClearAnswer(comment, `comment ${JSON.stringify(payload)}`);
      }
    }
  });

  it("what is stored comes back byte-identical (trimmed as documented)", async () => {
    // Valid Unicode text, without the characters a text column cannot hold.
    const field = (max: number) =>
      fc.string({ unit: "grapheme", minLength: 1, maxLength: max }).filter((value) => value.trim().length > 0 && !value.includes("\u0000"));
    let n = 0;
    // The lead API needs a solved proof-of-work challenge, fetched and solved as a script would (docs/decisions/0053-proof-of-work.md).
    const altcha = async () => solvePow(await (await fetch(`${server.base}/api/v1/pow-challenge`)).json());
    await fc.assert(
      fc.asyncProperty(field(60), field(60), field(300), field(300), async (name, company, message, prompt) => {
        const email = `fuzz-${n++}-${Date.now()}@example.com`;
        const joined = await post("/api/v1/waitlist", JSON.stringify({ name, email, company, prompt, altcha: await altcha() }), "application/json");
        expect(joined.status).toBe(200);
        const stored = await (await fetch(`${server.base}/api/v1/waitlist/${encodeURIComponent(email)}`, { headers: { cookie: admin } })).json();
        expect(stored).toMatchObject({ email, name: name.trim(), company: company.trim(), prompt: prompt.trim() });

        const demo = await post("/api/v1/demo-requests", JSON.stringify({ name, email, company, message, altcha: await altcha() }), "application/json");
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
  });
});

/** Payloads sent and 5xx answers seen, per class of crafted input. */
const crafted = new Map<string, { sent: number; failed: number }>();

/** Any method (fetch refuses TRACE and friends), no redirects followed, the body read whole. */
function send(kind: string, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(
      `${server.base}${path}`,
      { method, headers: { "x-forwarded-for": `10.8.${(ip >> 8) & 255}.${ip++ & 255}`, ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const count = crafted.get(kind) ?? { sent: 0, failed: 0 };
          count.sent++;
          if (response.statusCode! >= 500) count.failed++;
          crafted.set(kind, count);
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** Puts `part` somewhere inside a short random string. */
const around = (part: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 12 }), part, fc.string({ maxLength: 12 })).map(([before, inside, after]) => `${before}${inside}${after}`);
/** Each class: text as a client could send it in a JSON or form body. */
const textClasses: Record<string, fc.Arbitrary<string>> = {
  nul: around(fc.constantFrom("\u0000", "\u0000\u0000", "a\u0000")),
  "lone surrogate": around(fc.constantFrom("\ud800", "\udbff", "\udc00", "\udfff", "\ud83d")),
  "cr/lf": around(fc.constantFrom("\r\n", "\r", "\n", "\r\nSet-Cookie: a=b", "/%0d%0aSet-Cookie:a=b", "/\r\nLocation: https://evil.example")),
  "huge number": fc.oneof(
    fc.bigInt({ min: 10n ** 15n, max: 10n ** 40n }).map((n) => String(n)),
    fc.constantFrom("99999999999999999999", "-99999999999999999999", "1e309", "-1", "0", "NaN", "Infinity", "9007199254740993", "0x7fffffffffffffff", "1.5"),
  ),
  "bad cursor": fc.oneof(fc.base64String({ maxLength: 40 }), fc.string({ maxLength: 24 }), fc.constantFrom("AA", "AAAA", "____", "=", "%", "AP8", "gICA")),
};
/** The same classes in a URL: percent-encoded, lone surrogates as the UTF-8 bytes of one (invalid UTF-8). */
const inUrl = (value: string) => (value.isWellFormed() ? encodeURIComponent(value) : `${encodeURIComponent(value.toWellFormed())}%ED%A0%80`);
const rawUrlParts = fc.constantFrom("%00", "%ED%A0%80", "%0D%0A", "%FF", "%", "%E0%A4", "..%2F..%2F", "%C0%AE");
/**
 * Every form action, with the fields it reads and values that reach its
 * branches (the first is sent when the field is not the one repeated).
 * Nothing here can end the admin's session or take their role.
 */
const formActions: { path: string; admin?: boolean; fields: Record<string, string[]> }[] = [
  { path: "/waitlist", fields: { name: ["Rep Eat"], email: ["repeat@example.com"], company: ["Acme"], teamSize: ["1-10"], prompt: ["x"], sourcePage: ["/"] } },
  { path: "/demo", fields: { name: ["Rep Eat"], email: ["repeat@example.com"], company: ["Acme"], teamSize: ["1-10"], timeSlot: ["morning"], message: ["x"] } },
  { path: `/blog/${slug}`, fields: { intent: ["comment", "like"], authorName: ["Rep"], content: ["Hi"], parentId: [""] } },
  { path: "/sign-in", fields: { email: ["nobody@example.com"], password: ["Wr0ng!pass"], redirectTo: ["/blog"] } },
  { path: "/sign-up", fields: { name: ["Rep"], email: ["repeat-up@example.com"], password: ["Rep3at!pass"], confirmPassword: ["Rep3at!pass"] } },
  { path: "/forgot-password", fields: { email: ["nobody@example.com"] } },
  { path: "/reset-password", fields: { token: ["t"], password: ["Rep3at!pass"], confirmPassword: ["Rep3at!pass"] } },
  { path: "/waitlist/status/0123456789ab.not-a-valid-token-at-all-000000", fields: { intent: ["resend", "delete"] } },
  { path: "/waitlist/confirm/not-a-token", fields: { intent: ["confirm"] } },
  { path: "/unsubscribe/not-a-token", fields: { intent: ["unsubscribe"] } },
  { path: "/blog/create", admin: true, fields: { title: ["Repeated"], excerpt: ["x"], content: ["x"], tags: ["a"], intent: ["draft", "publish"] } },
  { path: `/blog/${slug}/edit`, admin: true, fields: { title: ["Repeated"], excerpt: ["x"], content: ["x"], tags: ["a"], intent: ["draft"] } },
  {
    path: "/dashboard/waitlist",
    admin: true,
    fields: { intent: ["status", "delete", "invite", "resend-invitation", "revoke-invitation"], key: ["nobody@example.com"], status: ["invited"] },
  },
  { path: "/dashboard/waitlist/held", admin: true, fields: { intent: ["approve", "reject"], key: ["nobody@example.com"] } },
  { path: "/dashboard/demo-requests", admin: true, fields: { intent: ["status", "delete"], key: ["00000000-0000-0000-0000-000000000000"], status: ["done"] } },
  { path: "/dashboard/projects", admin: true, fields: { intent: ["save", "delete"], id: ["none"], prompt: ["An idea"] } },
  { path: "/dashboard/posts", admin: true, fields: { key: ["none"] } },
  { path: "/dashboard/comments", admin: true, fields: { intent: ["hide", "show"], commentId: ["none"] } },
  { path: "/dashboard/updates", admin: true, fields: { intent: ["test"], subject: ["Hi"], markdown: ["x"], audience: ["confirmed"] } },
  { path: "/dashboard/team", admin: true, fields: { userId: ["none"], role: ["author"] } },
  {
    path: "/dashboard/settings",
    admin: true,
    fields: { intent: ["referral-velocity"], referrerPerHour: ["10"], networkPerWindow: ["10"], networkWindowMinutes: ["60"] },
  },
  // Webhooks are a section of Settings (/dashboard/webhooks has no action).
  {
    path: "/dashboard/settings",
    admin: true,
    fields: { intent: ["add-webhook", "delete-webhook"], url: ["http://127.0.0.1:9/hook"], events: ["waitlist.joined"], id: ["none"] },
  },
  {
    path: "/dashboard/settings",
    admin: true,
    fields: {
      intent: ["name", "create-key", "revoke-key", "password"],
      name: ["Rel Admin"],
      keyId: ["none"],
      currentPassword: ["Wr0ng!pass"],
      newPassword: ["N3w!password"],
      confirmPassword: ["N3w!password"],
    },
  },
];
const oddMethods = ["TRACE", "PUT", "PROPFIND", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "PURGE", "LINK", "UNLINK", "SEARCH", "REPORT", "MERGE", "QUERY"];

const publicGets = (x: string) => [
  `/blog/${x}`,
  `/author/${x}`,
  `/blog?tag=${x}`,
  `/blog?q=${x}`,
  `/blog?page=${x}`,
  `/?prompt=${x}`,
  `/waitlist/status/${x}`,
  `/sign-in?redirectTo=${x}`,
  `/blog/${slug}?comments=${x}`,
];
const adminGets = (x: string) => [
  `/dashboard/waitlist?page=${x}`,
  `/dashboard/waitlist?q=${x}&status=${x}&sort=${x}&disposable=${x}`,
  `/dashboard/demo-requests?page=${x}&q=${x}`,
  `/api/v1/waitlist?q=${x}`,
  `/api/v1/waitlist?cursor=${x}`,
  `/api/v1/waitlist?limit=${x}`,
  `/api/v1/demo-requests?cursor=${x}&status=${x}`,
  `/api/v1/waitlist/${x}`,
  `/api/v1/demo-requests/${x}`,
  `/api/v1/waitlist/export.csv?q=${x}&status=${x}`,
  `/api/v1/demo-requests/export.csv?q=${x}`,
];

describe(`fuzzing crafted input by class on ${driver}`, () => {
  for (const [kind, value] of Object.entries(textClasses)) {
    it(`${kind}: public and admin GETs, in the path and the query, never a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(value.map(inUrl), rawUrlParts), fc.boolean(), async (part, asAdmin) => {
          const cookie = asAdmin ? { cookie: admin } : undefined;
          for (const path of [...publicGets(part), ...(asAdmin ? adminGets(part) : [])]) {
            const response = await send(kind, "GET", path, { headers: { accept: "text/html", ...cookie } });
            expect(response.status, `${kind} GET ${path}`).toBeLessThan(500);
          }
        }),
        { numRuns: Math.ceil(RUNS / 3) },
      );
    });

    it(`${kind}: in every field of the public and admin JSON and form bodies, never a 5xx, errors carry a message`, async () => {
      const fields = [...new Set([...leadFields, "password", "redirectTo", "callbackURL", "authorName", "content", "intent", "commentId", "status", "token"])];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), value, async (field, text) => {
          const lead = { name: "Crafted", email: `crafted-${ip}@example.com`, company: "Acme", teamSize: "1-10", timeSlot: "morning", [field]: text };
          const bodies: [string, string, string, Record<string, string>?][] = [
            ["/api/v1/waitlist", JSON.stringify(lead), "application/json"],
            ["/api/v1/demo-requests", JSON.stringify(lead), "application/json"],
            ["/api/auth/sign-in/email", JSON.stringify({ email: ADMIN.email, password: "x", [field]: text }), "application/json"],
            ["/waitlist", new URLSearchParams(lead).toString(), "application/x-www-form-urlencoded"],
            [
              "/sign-in",
              new URLSearchParams({ email: "nobody@example.com", password: "Wr0ng!pass", [field]: text }).toString(),
              "application/x-www-form-urlencoded",
            ],
            [
              `/blog/${slug}`,
              new URLSearchParams({ intent: "comment", authorName: "Crafted", content: "Hi", altcha: await signedAltcha(), [field]: text }).toString(),
              "application/x-www-form-urlencoded",
            ],
            ["/api/v1/waitlist/w@example.com", JSON.stringify({ status: "invited", [field]: text }), "application/json", { cookie: admin }],
          ];
          for (const [path, body, type, headers] of bodies) {
            const method = path.startsWith("/api/v1/waitlist/") ? "PATCH" : "POST";
            const response = await send(kind, method, path, { body, headers: { "content-type": type, ...headers } });
            await expectClearAnswer(
              new Response(response.body, { status: response.status, headers: { "content-type": response.headers["content-type"] ?? "" } }),
              `${kind} ${method} ${path} ${body.slice(0, 200)}`,
            );
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it("cr/lf and off-site paths in redirectTo: a signed-in visitor stays on this site", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          textClasses["cr/lf"]!,
          fc.constantFrom("/\t/evil.example", "/\\evil.example/x", "//evil.example", "https://evil.example", "javascript:alert(1)"),
        ),
        async (redirectTo) => {
          const response = await send("cr/lf", "POST", "/sign-in", {
            body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo }).toString(),
            // As a browser without JavaScript sends it, so the answer is a redirect to the checked path.
            headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-mode": "navigate" },
          });
          expect(response.status, JSON.stringify(redirectTo)).toBe(302);
          expect(response.headers.location, JSON.stringify(redirectTo)).toMatch(/^\/(?![/\\])[^\s]*$/);
          expect(response.headers["set-cookie"]?.some((cookie) => cookie.startsWith("a=")) ?? false).toBe(false);
        },
      ),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it("odd methods on public and admin paths: 405 with Allow, never a 5xx", async () => {
    const paths = [
      "/",
      "/blog",
      `/blog/${slug}`,
      "/waitlist",
      "/sign-in",
      "/api/v1/waitlist",
      "/api/v1/waitlist/w@example.com",
      "/api/v1/demo-requests",
      "/dashboard/waitlist",
      "/healthz",
      "/assets/x.js",
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...oddMethods), fc.constantFrom(...paths), fc.boolean(), async (method, path, asAdmin) => {
        const response = await send("odd method", method, path, { headers: asAdmin ? { cookie: admin } : {}, body: method === "PUT" ? "{}" : undefined });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD, POST, PATCH, DELETE, OPTIONS");
        expect(JSON.parse(response.body).error.message).toMatch(/not supported/);
      }),
      { numRuns: RUNS },
    );
  });

  it("a field sent more than once, on every form action (public, signed-in and admin): never a 5xx, a refusal names the field", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...formActions)
          .chain((action) =>
            fc.tuple(
              fc.constant(action),
              fc.subarray(Object.keys(action.fields), { minLength: 1 }),
              fc.array(fc.oneof(text, fc.constantFrom(...Object.values(action.fields).flat())), { minLength: 2, maxLength: 3 }),
            ),
          ),
        async ([action, repeated, extra]) => {
          const body = new URLSearchParams();
          for (const [name, values] of Object.entries(action.fields)) {
            for (const value of repeated.includes(name) ? [...values, ...extra] : values.slice(0, 1)) body.append(name, value);
          }
          const headers = { "content-type": "application/x-www-form-urlencoded", ...(action.admin ? { cookie: admin } : {}) };
          const response = await send("repeated field", "POST", action.path, { body: body.toString(), headers });
          const label = `POST ${action.path} ${body.toString().slice(0, 300)}`;
          expect(response.status, label).toBeLessThan(500);
          if (response.status === 400 && /sent more than once/.test(response.body))
            expect(response.body, label).toMatch(/The field “[^”]+” was sent more than once\./);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it("every action route of app/routes.ts (found, not listed), signed out and as an admin: each field repeated and each missing, and an empty post, never a 5xx, a refusal says why", async () => {
    const routes = actionRoutes(slug);
    // The hand list above gives values that reach each action's branches; every listed path is a real action.
    for (const action of formActions)
      expect(
        routes.some((route) => patternMatches(route.pattern, action.path)),
        action.path,
      ).toBe(true);
    expect(routes.length).toBeGreaterThan(formActions.length);
    const refusals: string[] = [];
    for (const route of routes) {
      const listed = formActions.filter((action) => patternMatches(route.pattern, action.path));
      const target = listed[0]?.path ?? route.path;
      // An action nobody listed yet still gets the usual field names.
      const fieldSets = listed.length > 0 ? listed.map((action) => action.fields) : [{ intent: ["x"], id: ["none"], key: ["none"] }];
      for (const cookie of [undefined, admin]) {
        // Signing the admin out would end the rest of the run's admin session.
        if (cookie && route.file.endsWith("sign-out.ts")) continue;
        const bodies = [""];
        for (const fields of fieldSets) {
          for (const name of Object.keys(fields)) {
            const repeated = new URLSearchParams();
            const missing = new URLSearchParams();
            for (const [field, values] of Object.entries(fields)) {
              if (field === name) for (const value of [values[0]!, `${values[0]!}2`]) repeated.append(field, value);
              else {
                repeated.append(field, values[0]!);
                missing.append(field, values[0]!);
              }
            }
            bodies.push(repeated.toString(), missing.toString());
          }
        }
        for (const body of bodies) {
          const label = `POST ${target} (${cookie ? "admin" : "signed out"}) ${body.slice(0, 200)}`;
          const response = await send("repeated or missing field", "POST", target, {
            body,
            headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...(cookie ? { cookie } : {}) },
          });
          expect(response.status, label).toBeLessThan(500);
          if (response.status === 400) {
            const json = (response.headers["content-type"] ?? "").includes("json");
            // JSON: the API's error message, or a form answer's headline (a resource route's FormResult); a page: its alert.
            const says = json ? /"(message|title)":"[^"]{4,}/.test(response.body) : /role="(alert|status)"/.test(response.body);
            if (!says) refusals.push(label);
          }
          if (/sent more than once/.test(response.body)) expect(response.body, label).toMatch(/The field “[^”]+” was sent more than once\./);
        }
      }
    }
    expect(refusals, "a 400 without a message").toEqual([]);
  });

  it("the moderation, posts and projects actions answer a repeated field with 400 and say so on the page", async () => {
    const cases: [string, string, string][] = [
      ["/dashboard/comments", "intent=hide&intent=show&commentId=none", "intent"],
      ["/dashboard/posts", "key=a&key=b", "key"],
      ["/dashboard/projects", "intent=delete&intent=save&id=none", "intent"],
      ["/dashboard/projects", "prompt=a&prompt=b", "prompt"],
    ];
    for (const [path, body, name] of cases) {
      const response = await send("repeated field", "POST", path, {
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie: admin },
      });
      expect(response.status, `${path} ${body}`).toBe(400);
      expect(response.body, `${path} ${body}`).toContain(`The field “${name}” was sent more than once.`);
    }
  });

  it("paths that a URL parser reads as a host (//, /\\, /.//): 400, and ?ref= never sends the visitor off-site", async () => {
    const hostLike = fc.oneof(
      fc.constantFrom("//", "/\\", "//%20x", "///", "//evil.example", "/\\evil.example/x", "//:", "//@", "//[", "//%", "//?ref=1"),
      fc.tuple(fc.constantFrom("//", "/\\", "/\\/", "//\\"), fc.string({ maxLength: 16 })).map(([start, rest]) => start + encodeURI(rest.toWellFormed())),
    );
    await fc.assert(
      fc.asyncProperty(hostLike, fc.constantFrom("GET", "HEAD", "POST"), async (path, method) => {
        const response = await send("host-like path", method, path, { headers: { accept: "text/html" } });
        expect(response.status, `${method} ${path}`).toBe(400);
      }),
      { numRuns: RUNS },
    );
    const dotted = fc.tuple(
      fc.constantFrom("/./", "/../", "/%2e/", "/%2E%2E/", "/./\\", "/a/../", "/./././"),
      fc.constantFrom("/evil.example", "\\evil.example", "/evil.example/x"),
      fc.string({ maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(dotted, async ([start, host, rest]) => {
        const path = `${start}${host}${encodeURI(rest.toWellFormed())}?ref=0123456789ab`;
        const response = await send("host-like path", "GET", path);
        expect(response.status, path).toBeLessThan(500);
        if (response.status >= 300 && response.status < 400) expect(response.headers.location, path).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: RUNS },
    );
  });

  it("odd forwarded headers from the trusted proxy (protocol, host, client): never a 5xx, an unreadable protocol or host is a 400", async () => {
    const proto = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom("javascript", "file", "ftp", "ws", "http:", "https://", "*", "a b", "1x", "HTTPS", "https, http", "http,https"),
    );
    const host = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("a b", "[::1", "x:y:z", "evil.example/x", "a@b", "ok.example:99999", "ok.example"));
    const paths = ["/", "/blog", `/blog/${slug}`, "/api/v1/waitlist", "/waitlist", "/sign-in"];
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { "x-forwarded-proto": proto, "x-forwarded-host": host, "x-forwarded-for": fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 })) },
          { requiredKeys: [] },
        ),
        fc.constantFrom(...paths),
        fc.boolean(),
        async (forwarded, path, write) => {
          // Only what a header can carry.
          const headers = Object.fromEntries(Object.entries(forwarded).map(([name, value]) => [name, value.replace(/[^\t\x20-\x7e]/g, "")]));
          const body = write ? (path.startsWith("/api/") ? JSON.stringify({ name: "Fwd", email: `fwd-${ip}@example.com` }) : "email=x") : undefined;
          const type = path.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded";
          const response = await send("forwarded header", write ? "POST" : "GET", path, {
            body,
            headers: { ...headers, ...(write ? { "content-type": type } : {}) },
          });
          const label = `${write ? "POST" : "GET"} ${path} ${JSON.stringify(headers)}`;
          expect(response.status, label).toBeLessThan(500);
          // A write always reaches the app (built files and kept pages are answered without reading the protocol).
          const proto = headers["x-forwarded-proto"]?.trim();
          if (write && proto && !/^https?$/i.test(proto.split(",")[0]!.trim())) expect(response.status, label).toBe(400);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it("the server is healthy afterwards and saw no 5xx", async () => {
    expect([...crafted.values()].reduce((sum, { failed }) => sum + failed, 0)).toBe(0);
    expect([...crafted.keys()].sort()).toEqual(
      [
        "nul",
        "lone surrogate",
        "cr/lf",
        "huge number",
        "bad cursor",
        "odd method",
        "repeated field",
        "repeated or missing field",
        "host-like path",
        "forwarded header",
      ].sort(),
    );
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    const page = await fetch(`${server.base}/blog/${slug}`);
    expect(page.status).toBe(200);
  });
});
