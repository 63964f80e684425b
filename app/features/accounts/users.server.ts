import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.server.ts";
import { user } from "../../platform/db/schema.ts";
import type { Role } from "./roles.ts";

/** Sets a user's role by e-mail (case-insensitive). Returns false when no account has that address. */
export async function setUserRole(db: Database, email: string, role: Role): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role, updatedAt: new Date() })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
