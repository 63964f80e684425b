import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { SessionUser } from "#app/features/accounts/surface.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { demoRequests, projects, waitlistEntries } from "#app/platform/db/schema.ts";
import { limits } from "#app/features/leads/surface.ts";
import { isUuid } from "#app/platform/uuid.ts";

/** The same limit as a prompt sent with a lead form. */
const PROMPT_LIMIT = limits.prompt;

export interface Project {
  id: string;
  prompt: string;
  createdAt: Date;
  /** Where it came from: saved here, or sent with the waitlist or a demo request. */
  source: "saved" | "waitlist" | "demo";
}

/**
 * The user's Droid ideas, newest first: those saved in the dashboard, and the
 * prompts they sent with their waitlist entry or demo requests (same e-mail),
 * the latter only once the account has proven the address is theirs.
 */
export async function listProjects(db: Database, viewer: SessionUser): Promise<Project[]> {
  const email = viewer.email.toLowerCase();
  const byAddress = viewer.emailVerified;
  const [saved, waitlist, demos] = await Promise.all([
    db.select({ id: projects.id, prompt: projects.prompt, createdAt: projects.createdAt }).from(projects).where(eq(projects.userId, viewer.id)),
    byAddress
      ? db
          .select({ id: waitlistEntries.email, prompt: waitlistEntries.prompt, createdAt: waitlistEntries.createdAt })
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.email, email), isNotNull(waitlistEntries.prompt), ne(waitlistEntries.prompt, "")))
      : [],
    byAddress
      ? db
          .select({ id: demoRequests.id, prompt: demoRequests.prompt, createdAt: demoRequests.createdAt })
          .from(demoRequests)
          .where(and(eq(demoRequests.email, email), isNotNull(demoRequests.prompt), ne(demoRequests.prompt, "")))
          .orderBy(desc(demoRequests.createdAt))
      : [],
  ]);
  return [
    ...saved.map((row) => ({ ...row, source: "saved" as const })),
    ...waitlist.map((row) => ({ ...row, prompt: row.prompt!, source: "waitlist" as const })),
    ...demos.map((row) => ({ ...row, prompt: row.prompt!, source: "demo" as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Saves an idea; null when it is blank or too long. */
export async function saveProject(db: Database, viewer: SessionUser, prompt: string) {
  const text = prompt.trim();
  if (!text || text.length > PROMPT_LIMIT) return null;
  const [row] = await db.insert(projects).values({ userId: viewer.id, prompt: text }).returning();
  return row!;
}

/** Deletes one of the user's saved ideas. */
export async function deleteProject(db: Database, viewer: SessionUser, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, viewer.id)))
    .returning({ id: projects.id });
  return rows.length > 0;
}
