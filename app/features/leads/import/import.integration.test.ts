import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext, withLoadContext } from "#tests/helpers/load-context.ts";
import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { answerOf } from "#tests/helpers/requests.ts";
import { mailOutbox, user, waitlistEntries } from "#app/platform/db/schema.ts";
import { createApiKey } from "#app/features/accounts/api-keys.server.ts";
import { rankWholeLine } from "#app/features/leads/waitlist/place.server.ts";
import { importWaitlist, type ImportOptions } from "./import.server.ts";
import { importApi as importApiHandler, importPageAction as importPageActionHandler } from "./import.handlers.server.ts";

let loadContext: ReturnType<typeof testLoadContext>;
const importApi = withLoadContext(importApiHandler, () => loadContext);
const importPageAction = withLoadContext(importPageActionHandler, () => loadContext);

const links = { publicUrl: "http://localhost:3000", secret: "test-secret-test-secret-test-secret" };
const bytes = (text: string) => new TextEncoder().encode(text);
const now = new Date("2026-11-28T12:00:00Z");
const options = (more: Partial<ImportOptions> = {}): ImportOptions => ({ confirmation: "none", dryRun: false, links, now, ...more });

describe(`waitlist import on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  beforeAll(() => {
    loadContext = testLoadContext(database.current);
  });
  const entries = () => db().select().from(waitlistEntries).orderBy(asc(waitlistEntries.email));
  const count = async (table: typeof waitlistEntries | typeof mailOutbox) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
    )[0]!.n;

  it("answers a dry run with the preview, the mapping and the counts, and writes nothing", async () => {
    const report = await importWaitlist(
      db(),
      bytes(
        "Email,Full name,Company,Signed up,Referred by,Status\nann@example.com,Ann,Acme,2024-01-02,,confirmed\nbob@example.com,Bob,,2024-01-03,ann@example.com,\n",
      ),
      options({ dryRun: true }),
    );
    expect(report).toMatchObject({
      headers: ["Email", "Full name", "Company", "Signed up", "Referred by", "Status"],
      mapping: ["email", "name", "company", "joinedAt", "referrer", "status"],
      preview: [
        { line: 2, values: ["ann@example.com", "Ann", "Acme", "2024-01-02", "", "confirmed"] },
        { line: 3, values: ["bob@example.com", "Bob", "", "2024-01-03", "ann@example.com", ""] },
      ],
      problemCount: 0,
      counts: { lines: 2, created: 2, merged: 0, duplicates: 0, confirmed: 1, mails: 0 },
      written: false,
    });
    expect(await count(waitlistEntries)).toBe(0);
  });

  it("writes nothing from a file with one bad line among good ones, and says which lines", async () => {
    await db().insert(waitlistEntries).values({ email: "old@example.com", name: "Old" });
    const good = Array.from({ length: 50 }, (_, i) => `p${i}@example.com,P ${i},2024-02-01`);
    const report = await importWaitlist(
      db(),
      bytes(
        ["email,name,joined", ...good.slice(0, 20), "broken,X,2024-02-01", ...good.slice(20), "q@example.com,Q,yesterday", "r@example.com,R,,ref"].join("\n"),
      ),
      options(),
    );
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      { line: 22, column: "email", message: "Please enter a valid email address." },
      { line: 53, column: "joined", message: "“yesterday” is not a date in the form YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SSZ)." },
      { line: 54, column: "", message: "has 4 fields; the header has 3 (a separator inside a field that is not quoted?)." },
    ]);
    expect((await entries()).map((entry) => entry.email)).toEqual(["old@example.com"]);
  });

  it("refuses a referrer that is neither on the list nor in the file, by its line", async () => {
    const report = await importWaitlist(
      db(),
      bytes("email,referrer\na@example.com,\nb@example.com,nobody@example.com\nc@example.com,zzzzzzzzzzzz\n"),
      options(),
    );
    expect(report.problems).toEqual([
      { line: 3, column: "referrer", message: "No entry on the list or in this file has the address nobody@example.com." },
      { line: 4, column: "referrer", message: "No entry on the list has the referral code “zzzzzzzzzzzz”." },
    ]);
    expect(await count(waitlistEntries)).toBe(0);
  });

  it("merges lines of one mailbox within the file and with the list, the list's entry winning", async () => {
    await db()
      .insert(waitlistEntries)
      .values([
        {
          email: "ann.lee@gmail.com",
          name: "Ann (list)",
          company: "",
          createdAt: new Date("2025-06-01T00:00:00Z"),
          confirmedAt: new Date("2025-06-02T00:00:00Z"),
        },
        { email: "carl@example.com", name: "Carl", company: "Carl Co", status: "invited", createdAt: new Date("2023-01-01T00:00:00Z") },
      ]);
    const csv = [
      "email,name,company,joined,status",
      "AnnLee+import@googlemail.com,Ann (file),Acme,2024-01-01,",
      "annlee@gmail.com,,Beta,2023-05-05,",
      "carl+x@example.com,Carl (file),Other,2024-01-01,declined",
      "dora@example.com,,,2024-03-03,pending",
      "Dora+again@example.com,Dora,Dora Co,2024-02-02,",
    ].join("\n");
    const report = await importWaitlist(db(), bytes(csv), options());
    expect(report.counts).toEqual({ lines: 5, created: 1, merged: 2, duplicates: 2, confirmed: 1, mails: 0 });
    const rows = await entries();
    expect(rows.map(({ email, name, company, status, createdAt, confirmedAt }) => ({ email, name, company, status, createdAt, confirmedAt }))).toEqual([
      {
        email: "ann.lee@gmail.com",
        name: "Ann (list)",
        company: "Acme",
        status: "pending",
        createdAt: new Date("2023-05-05T00:00:00Z"),
        confirmedAt: new Date("2025-06-02T00:00:00Z"),
      },
      { email: "carl@example.com", name: "Carl", company: "Carl Co", status: "invited", createdAt: new Date("2023-01-01T00:00:00Z"), confirmedAt: null },
      { email: "dora@example.com", name: "Dora", company: "Dora Co", status: "pending", createdAt: new Date("2024-02-02T00:00:00Z"), confirmedAt: null },
    ]);
    // Importing the same file again doubles nothing.
    const again = await importWaitlist(db(), bytes(csv), options());
    expect(again.counts).toMatchObject({ created: 0, merged: 3 });
    expect(await count(waitlistEntries)).toBe(3);
  });

  it("keeps joined dates, so confirmed entries take their place by them, before the entries who joined later", async () => {
    await db()
      .insert(waitlistEntries)
      .values({ email: "live@example.com", name: "Live", createdAt: new Date("2025-01-01T00:00:00Z"), confirmedAt: new Date("2025-01-01T00:00:00Z") });
    const report = await importWaitlist(
      db(),
      bytes("email,name,joined\nlate@example.com,Late,2025-06-01T10:00:00Z\nearly@example.com,Early,2021-03-04\nmid@example.com,Mid,2024-12-31 23:59\n"),
      options({ confirmation: "confirmed" }),
    );
    expect(report.counts).toMatchObject({ created: 3, confirmed: 3, mails: 0 });
    const rows = await entries();
    expect(rows.find((row) => row.email === "early@example.com")).toMatchObject({
      createdAt: new Date("2021-03-04T00:00:00Z"),
      confirmedAt: new Date("2021-03-04T00:00:00Z"),
    });
    expect((await rankWholeLine(db(), 5)).map((place) => [place.email, place.place])).toEqual([
      ["early@example.com", 1],
      ["mid@example.com", 2],
      ["live@example.com", 3],
      ["late@example.com", 4],
    ]);
    expect(await count(mailOutbox)).toBe(0);
  });

  it("queues the confirmation mail for new unconfirmed entries when asked, and credits referrers in the file", async () => {
    await db().insert(waitlistEntries).values({ email: "known@initech.com", name: "Known", referralCode: "knowncode123" });
    const report = await importWaitlist(
      db(),
      bytes(
        "email,name,referrer,status\nnew1@acme.com,New One,new2@globex.com,\nnew2@globex.com,New Two,knowncode123,\nknown@initech.com,Known,,\nok@example.com,Ok,,confirmed\nno@example.com,No,,declined\n",
      ),
      options({ confirmation: "mail" }),
    );
    expect(report.counts).toMatchObject({ created: 4, merged: 1, confirmed: 1, mails: 2 });
    expect(report.mailIds).toHaveLength(2);
    const mails = await db().select().from(mailOutbox).orderBy(asc(mailOutbox.to));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["new1@acme.com", "Confirm your place on the Droids waitlist"],
      ["new2@globex.com", "Confirm your place on the Droids waitlist"],
    ]);
    expect(mails[0]!.text).toMatch(/Hi New One,[\s\S]*\/waitlist\/confirm\/[\w-]+/);
    const rows = await entries();
    expect(rows.find((row) => row.email === "new1@acme.com")).toMatchObject({ referredBy: "new2@globex.com", referralCounts: true });
    expect(rows.find((row) => row.email === "new2@globex.com")).toMatchObject({ referredBy: "known@initech.com", referralCounts: true });
    expect(rows.find((row) => row.email === "no@example.com")).toMatchObject({ status: "declined", confirmTokenHash: null });
    expect(rows.find((row) => row.email === "new1@acme.com")?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("imports from the page for an admin, and refuses other accounts", async () => {
    const admin = await signedInAccount(loadContext, { name: "Ada Admin", email: "ada@example.com", role: "admin" });
    const member = await signedInAccount(loadContext, { name: "Max Member", email: "max@example.com" });
    const post = (cookie: string, intent: string, csv: string, extra: Record<string, string> = {}) => {
      const form = new FormData();
      form.set("intent", intent);
      form.set("confirmation", "none");
      for (const [name, value] of Object.entries(extra)) form.set(name, value);
      form.set("file", new File([csv], "list.csv", { type: "text/csv" }));
      return new Request("http://localhost:3000/dashboard/waitlist/import", {
        method: "POST",
        body: form,
        headers: { cookie, origin: "http://localhost:3000" },
      });
    };
    const refused = await importPageAction(post(member, "import", "email\nx@example.com\n")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);

    const checked = answerOf(await importPageAction(post(admin, "check", "Address,Who\nz@example.com,Zed\nbad,Bad\n")));
    expect(checked.init?.status).toBe(400);
    expect(checked.data).toMatchObject({ ok: false, title: "1 error: nothing was written", report: { problems: [{ line: 3, column: "Address" }] } });

    // The columns mapped by hand ("Who" as the name).
    const imported = answerOf(await importPageAction(post(admin, "import", "Address,Who\nz@example.com,Zed\n", { "map.0": "email", "map.1": "name" })));
    expect(imported.data).toMatchObject({ ok: true, title: "Imported: 1 new entry, 0 merged into existing ones.", report: { written: true } });
    expect((await entries()).find((row) => row.email === "z@example.com")?.name).toBe("Zed");
  });

  it("checks by default through the API and writes with dryRun=false; 401 without a key, 403 for a member's session", async () => {
    await db().insert(user).values({ id: "admin-1", name: "Admin", email: "admin@example.com", role: "admin" });
    const { key } = await createApiKey(db(), "admin-1", "CI");
    const call = (query: string, csv: string, auth?: string) =>
      importApi(
        new Request(`http://localhost:3000/api/v1/waitlist/import${query}`, {
          method: "POST",
          body: csv,
          headers: { "content-type": "text/csv", ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        }),
      ).catch((error: unknown) => error as Response);
    const csv = "email,name\napi1@example.com,Api One\napi2@example.com,Api Two\n";
    expect((await call("", csv)).status).toBe(401);
    expect((await call("", csv, "nope")).status).toBe(401);

    const dry = await call("", csv, key);
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ dryRun: true, written: false, counts: { created: 2 }, message: "2 lines checked: ready to import." });
    expect(await count(waitlistEntries)).toBe(0);

    const bad = await call("?dryRun=false", "email,name\napi1@example.com,Api One\nnot-mail,X\n", key);
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ written: false, problemCount: 1, problems: [{ line: 3, column: "email" }] });
    expect(await count(waitlistEntries)).toBe(0);

    const wrote = await call("?dryRun=false&confirmation=confirmed", csv, key);
    expect(wrote.status).toBe(200);
    expect(await wrote.json()).toMatchObject({ dryRun: false, written: true, counts: { created: 2, confirmed: 2 } });
    expect((await entries()).map((row) => [row.email, row.confirmedAt !== null])).toEqual([
      ["api1@example.com", true],
      ["api2@example.com", true],
    ]);

    const notCsv = await importApi(
      new Request("http://localhost:3000/api/v1/waitlist/import", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      }),
    );
    expect(notCsv.status).toBe(415);
    await db().update(user).set({ role: "user" }).where(eq(user.id, "admin-1"));
    expect((await call("", csv, key)).status).toBe(403);
  });
});
