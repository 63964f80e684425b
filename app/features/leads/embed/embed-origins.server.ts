import { asc, count, eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { embedOrigins } from "#app/platform/db/schema.ts";

/** How many sites may embed the form: the list travels in every embedded page's CSP header. */
export const MAX_EMBED_ORIGINS = 50;
const MAX_ORIGIN_CHARS = 200;
/** A source page is kept up to this long (scheme, host, port and path; never the query). */
const MAX_SOURCE_CHARS = 300;

/**
 * The origin of a site address an admin typed: "partner.example",
 * "https://partner.example/landing" and "HTTPS://Partner.Example:443" are all
 * https://partner.example. Only http(s), with a host and no credentials.
 */
export function readOrigin(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_ORIGIN_CHARS) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname || url.username || url.password) return null;
  return url.origin;
}

export async function listEmbedOrigins(db: Database): Promise<{ origin: string; createdAt: Date }[]> {
  return db
    .select({ origin: embedOrigins.origin, createdAt: embedOrigins.createdAt })
    .from(embedOrigins)
    .orderBy(asc(embedOrigins.origin))
    .limit(MAX_EMBED_ORIGINS);
}

export type AllowOutcome = "added" | "already" | "full";

/** Adds a site to the list (at most MAX_EMBED_ORIGINS; the count and the insert in one transaction). */
export async function allowEmbedOrigin(db: Database, origin: string, userId: string | null): Promise<AllowOutcome> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ origin: embedOrigins.origin }).from(embedOrigins).where(eq(embedOrigins.origin, origin));
    if (existing) return "already";
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(embedOrigins);
    if (total >= MAX_EMBED_ORIGINS) return "full";
    const inserted = await tx.insert(embedOrigins).values({ origin, createdBy: userId }).onConflictDoNothing().returning({ origin: embedOrigins.origin });
    return inserted.length > 0 ? "added" : "already";
  });
}

export async function removeEmbedOrigin(db: Database, origin: string): Promise<boolean> {
  const removed = await db.delete(embedOrigins).where(eq(embedOrigins.origin, origin)).returning({ origin: embedOrigins.origin });
  return removed.length > 0;
}

/** The embedded form page's `frame-ancestors` sources: the site itself and the allowed sites. */
export async function embedFrameAncestors(db: Database): Promise<string[]> {
  return ["'self'", ...(await listEmbedOrigins(db)).map((row) => row.origin)];
}

/**
 * The page that embeds the form, as a join records it (its source page): the
 * address the embed script sent, without query or fragment, when its site is
 * allowed; null otherwise (the join then names the embedded form itself).
 */
export async function embedSourceOf(db: Database, source: string | null): Promise<string | null> {
  if (!source || source.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return null;
  }
  const origin = readOrigin(url.origin);
  if (!origin) return null;
  const [allowed] = await db.select({ origin: embedOrigins.origin }).from(embedOrigins).where(eq(embedOrigins.origin, origin));
  return allowed ? `${origin}${url.pathname}`.slice(0, MAX_SOURCE_CHARS) : null;
}
