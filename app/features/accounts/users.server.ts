import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { user } from "#app/platform/db/schema.ts";
import type { Role } from "./roles.ts";

/**
 * The one way to give an account a role: the Team page (by id) and
 * `npm run user:role` (by e-mail, case-insensitive) both call it. The last
 * admin cannot lose the role, so the site never ends up without one.
 */
export async function changeRole(db: Database, who: { id: string } | { email: string }, role: Role): Promise<"ok" | "unknown" | "last-admin"> {
  const match = "id" in who ? eq(user.id, who.id) : eq(user.email, who.email.trim().toLowerCase());
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id, role: user.role }).from(user).where(match).for("update");
    if (!target) return "unknown";
    if (target.role === "admin" && role !== "admin") {
      const [others] = await tx
        .select({ n: count() })
        .from(user)
        .where(and(eq(user.role, "admin"), ne(user.id, target.id)));
      if (others!.n === 0) return "last-admin";
    }
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, target.id));
    return "ok";
  });
}

/** Everyone with an account, newest first (Team). */
export function listUsers(db: Database) {
  return db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .orderBy(desc(user.createdAt));
}
