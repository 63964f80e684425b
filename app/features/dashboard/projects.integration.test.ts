import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import type { SessionUser } from "#app/features/accounts/roles.ts";
import { demoRequests, user, waitlistEntries } from "#app/platform/db/schema.ts";
import { deleteProject, listProjects, saveProject } from "./projects.server.ts";

describe(`projects on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("lists saved ideas and the prompts sent with the user's waitlist entry and demo requests, newest first", async () => {
    const db = database.current.db;
    await db.insert(user).values([
      { id: "u1", name: "Ada", email: "ada@example.com" },
      { id: "u2", name: "Bob", email: "bob@example.com" },
    ]);
    const viewer: SessionUser = { id: "u1", name: "Ada", email: "Ada@Example.com", role: "user", emailVerified: true };
    const other: SessionUser = { ...viewer, id: "u2", email: "bob@example.com" };
    await db.insert(waitlistEntries).values({ email: "ada@example.com", name: "Ada", prompt: "Chase invoices", createdAt: new Date("2026-11-01T00:00:00Z") });
    await db.insert(demoRequests).values([
      { name: "Ada", email: "ada@example.com", company: "Co", prompt: "Book showings", createdAt: new Date("2026-11-02T00:00:00Z") },
      { name: "Ada", email: "ada@example.com", company: "Co", prompt: null },
    ]);
    expect(await saveProject(db, viewer, "   ")).toBeNull();
    const saved = await saveProject(db, viewer, "  Summarise support tickets  ");
    await saveProject(db, other, "Bob's idea");

    const list = await listProjects(db, viewer);
    expect(list.map((project) => [project.source, project.prompt])).toEqual([
      ["saved", "Summarise support tickets"],
      ["demo", "Book showings"],
      ["waitlist", "Chase invoices"],
    ]);
    expect(await deleteProject(db, other, saved!.id)).toBe(false);
    expect(await deleteProject(db, viewer, saved!.id)).toBe(true);
    expect((await listProjects(db, viewer)).map((project) => project.source)).toEqual(["demo", "waitlist"]);
  });

  it("shows the waitlist and demo prompts of an address only once the account has verified it", async () => {
    const db = database.current.db;
    await db.insert(user).values({ id: "squat", name: "Eve", email: "ada@example.com", emailVerified: false });
    const squatter: SessionUser = { id: "squat", name: "Eve", email: "ada@example.com", role: "user", emailVerified: false };
    await db.insert(waitlistEntries).values({ email: "ada@example.com", name: "Ada", prompt: "Chase invoices" });
    await db.insert(demoRequests).values({ name: "Ada", email: "ada@example.com", company: "Co", prompt: "Book showings" });
    await saveProject(db, squatter, "Eve's own idea");

    expect((await listProjects(db, squatter)).map((project) => [project.source, project.prompt])).toEqual([["saved", "Eve's own idea"]]);
    const proven = { ...squatter, emailVerified: true };
    expect((await listProjects(db, proven)).map((project) => project.source).sort()).toEqual(["demo", "saved", "waitlist"]);
  });
});
