import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testLoadContext, withLoadContext } from "#tests/helpers/load-context.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { mailOutbox, user } from "#app/platform/db/schema.ts";
import { layout, queueMail } from "#app/platform/mail/mail.server.ts";
import { loadOutbox as loadOutboxHandler, outboxAction as outboxHandler } from "./outbox.handlers.server.ts";

/** Two servers on one database: one sends through SMTP, one (a developer's) has no SMTP server. */
let local: ReturnType<typeof testLoadContext>;
let smtp: ReturnType<typeof testLoadContext>;
const loadLocal = withLoadContext(loadOutboxHandler, () => local);
const loadSmtp = withLoadContext(loadOutboxHandler, () => smtp);
const actionSmtp = withLoadContext(outboxHandler, () => smtp);

const origin = "http://localhost:3000";
const page = (cookie: string) => new Request(`${origin}/dashboard/outbox`, { headers: { cookie } });
const post = (cookie: string, body: string) =>
  new Request(`${origin}/dashboard/outbox`, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body });
type Answer = { data: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } | null };
const answer = (value: unknown) => value as Answer;
const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return (thrown as Response).status;
  }
};

describe(`mail outbox page on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  let admin = "";
  let member = "";
  beforeAll(() => {
    local = testLoadContext(database.current);
    smtp = testLoadContext(database.current, { SMTP_URL: "smtp://127.0.0.1:2525" });
  });
  // Each test starts on an empty database: an admin and another account signed in.
  beforeEach(async () => {
    admin = await signedInAccount(local, { name: "Outbox Admin", email: "outbox-admin@example.com" });
    member = await signedInAccount(local, { name: "Other Admin", email: "other-admin@example.com" });
    await db().update(user).set({ role: "admin" }).where(eq(user.email, "outbox-admin@example.com"));
  });

  const resetLink = `${origin}/reset-password/Zm9yZ2V0LW1lLW5vdA?callbackURL=%2Fsign-in`;
  const queueReset = () =>
    queueMail(db(), {
      to: "victim@example.com",
      subject: "Reset your Droids password",
      ...layout(["Hi Vic,", "Open this link to choose a new one:", resetLink]),
    });

  it("with SMTP, hides every link of every mail from admins and says so; without SMTP, the links stay readable and the page says that", async () => {
    await queueReset();
    const hidden = (await loadSmtp(page(admin))) as Awaited<ReturnType<typeof loadOutboxHandler>>;
    const textTo = (mails: typeof hidden.mails, to: string) => mails.find((mail) => mail.to === to)!.text;
    expect(hidden.smtp).toBe(true);
    expect(textTo(hidden.mails, "victim@example.com")).toBe("Hi Vic,\n\nOpen this link to choose a new one:\n\n[link to localhost:3000 hidden]");
    // The two accounts' own verification mails (made by sign-up) too: no link at all leaves the server.
    expect(hidden.mails.map((mail) => mail.subject).sort()).toEqual([
      "Confirm your email for Droids",
      "Confirm your email for Droids",
      "Reset your Droids password",
    ]);
    expect(textTo(hidden.mails, "other-admin@example.com")).toContain("[link to localhost:3000 hidden]");
    expect(JSON.stringify(hidden)).not.toMatch(/https?:|Zm9yZ2V0LW1lLW5vdA|token=/);

    const readable = (await loadLocal(page(admin))) as Awaited<ReturnType<typeof loadOutboxHandler>>;
    expect(readable.smtp).toBe(false);
    expect(textTo(readable.mails, "victim@example.com")).toContain(resetLink);
    expect(textTo(readable.mails, "other-admin@example.com")).toContain(`${origin}/api/auth/verify-email?token=`);
    // The outbox is for admins only.
    expect(await statusOf(loadSmtp(page(member)))).toBe(403);
    expect(await statusOf(loadSmtp(page("")))).toBe(302);
  });

  it("shows the oldest waiting mail's age; an admin sends a failed mail again; a missing, repeated or malformed id is a 400", async () => {
    const failed = await queueReset();
    await db().update(mailOutbox).set({ status: "failed", attempts: 1, error: "550 No such mailbox" }).where(eq(mailOutbox.id, failed));
    const waiting = await queueMail(db(), { to: "ada@example.com", subject: "Confirm your place", ...layout(["Hello"]) });
    await db()
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 12 * 60_000), attempts: 3, error: "connect ECONNREFUSED" })
      .where(eq(mailOutbox.id, waiting));
    await queueMail(db(), { to: "bob@example.com", subject: "Confirm your place", ...layout(["Hello"]) });

    const before = (await loadSmtp(page(admin))) as Awaited<ReturnType<typeof loadOutboxHandler>>;
    expect(before.oldestWaiting).toMatchObject({ to: "ada@example.com", subject: "Confirm your place" });
    expect(Math.round(before.oldestWaiting!.ageSeconds / 60)).toBe(12);

    for (const body of ["", "mailId=not-a-mail"]) {
      const refused = answer(await actionSmtp(post(admin, body)));
      expect(refused.init?.status).toBe(400);
      expect(refused.data).toEqual({ ok: false, title: "Choose one mail to send again.", fields: { mailId: "Choose one mail to send again." } });
    }
    // A repeated id is said to be repeated, as by every form (the one form pipeline, 0033).
    const repeated = answer(await actionSmtp(post(admin, `mailId=${failed}&mailId=${failed}`)));
    expect(repeated.init?.status).toBe(400);
    expect(repeated.data).toEqual({
      ok: false,
      title: "The field “mailId” was sent more than once.",
      fields: { mailId: "This field was sent more than once." },
    });
    expect(await statusOf(actionSmtp(post(member, `mailId=${failed}`)))).toBe(403);
    const kicks = smtp.kicks.mail;
    const sent = answer(await actionSmtp(post(admin, `mailId=${failed}`)));
    expect(sent.data).toEqual({ ok: true, title: "The mail is back in the queue and goes out shortly." });
    expect(smtp.kicks.mail).toBe(kicks + 1);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, failed));
    expect(row).toMatchObject({ status: "pending", attempts: 0, error: null });

    const again = answer(await actionSmtp(post(admin, `mailId=${failed}`)));
    expect(again.init?.status).toBe(409);
    expect(again.data).toEqual({ ok: false, title: "Only a failed mail can be sent again: this one is sent, waiting, or gone." });
  });
});
