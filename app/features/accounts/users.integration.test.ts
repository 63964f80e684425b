import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { user } from "#app/platform/db/schema.ts";
import { changeRole, listUsers } from "./users.server.ts";

describe(`users and roles on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;

  it("changes roles but never removes the last admin", async () => {
    await db()
      .insert(user)
      .values([
        { id: "a1", name: "Admin One", email: "a1@example.com", role: "admin" },
        { id: "u1", name: "User One", email: "u1@example.com" },
      ]);
    expect(await changeRole(db(), { id: "a1" }, "user")).toBe("last-admin");
    expect(await changeRole(db(), { id: "u1" }, "admin")).toBe("ok");
    expect(await changeRole(db(), { id: "a1" }, "author")).toBe("ok");
    expect(await changeRole(db(), { id: "u1" }, "user")).toBe("last-admin");
    expect(await changeRole(db(), { id: "nobody" }, "admin")).toBe("unknown");
    expect((await listUsers(db())).map((row) => [row.email, row.role]).sort()).toEqual([
      ["a1@example.com", "author"],
      ["u1@example.com", "admin"],
    ]);
  });

  it("npm run user:role goes through the same role change: it never demotes the last admin", async () => {
    await db()
      .insert(user)
      .values([{ id: "a1", name: "Admin One", email: "a1@example.com", role: "admin" }]);
    expect(await changeRole(db(), { email: " A1@example.com" }, "user")).toBe("last-admin");
    expect(await changeRole(db(), { email: "nobody@example.com" }, "admin")).toBe("unknown");
    expect((await listUsers(db())).map((row) => row.role)).toEqual(["admin"]);
  });
});
