import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { eq, sql } from "drizzle-orm";
import { mailOutbox } from "#app/platform/db/schema.ts";
import { queueMail } from "#app/platform/mail/mail.server.ts";
import { leaseDue } from "./outbox-lease.server.ts";

const mail = (to: string) => ({ to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" });

describe(`outbox lease on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;

  it("claims the due pending rows, at most the limit, and moves each past its lease so it is not claimed again", async () => {
    const now = new Date(Date.now() + 1000);
    for (let i = 0; i < 3; i++) await queueMail(db(), mail(`due-${i}@example.com`));
    const sent = await queueMail(db(), mail("sent@example.com"));
    await db().update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, sent));

    const first = await leaseDue(db(), mailOutbox, { now, leaseMs: 60_000, limit: 2, orderBy: [mailOutbox.nextAttemptAt] });
    expect(first).toHaveLength(2);
    for (const row of first) expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);
    const second = await leaseDue(db(), mailOutbox, { now, leaseMs: 60_000, limit: 2, orderBy: [mailOutbox.nextAttemptAt] });
    expect(second.map((row) => row.to)).toEqual(["due-2@example.com"].filter((to) => !first.some((row) => row.to === to)));
    expect(await leaseDue(db(), mailOutbox, { now, leaseMs: 60_000, limit: 2, orderBy: [mailOutbox.nextAttemptAt] })).toEqual([]);
    // After the lease, the rows are due again.
    const later = new Date(now.getTime() + 61_000);
    expect(await leaseDue(db(), mailOutbox, { now: later, leaseMs: 60_000, limit: 10, orderBy: [mailOutbox.nextAttemptAt] })).toHaveLength(3);
  });

  it("narrows the claim by the caller's condition", async () => {
    const now = new Date(Date.now() + 1000);
    await queueMail(db(), mail("ada@example.com"));
    await queueMail(db(), mail("bob@example.com"));
    const leased = await leaseDue(db(), mailOutbox, { now, leaseMs: 1000, limit: 10, where: sql`${mailOutbox.to} = 'bob@example.com'`, orderBy: [] });
    expect(leased.map((row) => row.to)).toEqual(["bob@example.com"]);
  });

  it("never gives one row to two claims made together", async () => {
    const now = new Date(Date.now() + 1000);
    for (let i = 0; i < 30; i++) await queueMail(db(), mail(`many-${i}@example.com`));
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => leaseDue(db(), mailOutbox, { now, leaseMs: 60_000, limit: 5, orderBy: [mailOutbox.nextAttemptAt] })),
    );
    const ids = claims.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
  });
});
