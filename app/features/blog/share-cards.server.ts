import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#app/platform/db/client.server.ts";
import { authors, posts, shareCards } from "#app/platform/db/schema.ts";
import { readImageFile } from "#app/platform/images/image-store.server.ts";
import { parseImageUrl } from "#app/platform/images/image-url.ts";
import { renderShareCard, SHARE_CARD_VERSION, shareCardId } from "#app/platform/share-cards/share-card.server.ts";
import { shareCardUrl } from "#app/platform/share-cards/share-card-store.server.ts";

/**
 * A post's share card (title, author, the site's mark, its cover) is drawn
 * when the post is saved, drafts included (so it is ready the moment the
 * post goes live), and at start for posts without a current one (the
 * sample posts, posts whose author was renamed, a new drawing version).
 */

export interface ShareCardOptions {
  /** Where covers under / are read (public/, whose files the build copies). */
  publicDir?: string;
}

/** What a card is drawn from, hashed: the same in SQL (below) and here, so stale cards are found in the database. */
const sourceOf = (title: string, authorName: string, cover: string | null) =>
  createHash("md5")
    .update([SHARE_CARD_VERSION, title, authorName, cover ?? ""].join("\n"))
    .digest("hex");
const sourceSql = sql<string>`md5(concat_ws(E'\n', ${String(SHARE_CARD_VERSION)}::text, ${posts.title}, ${authors.name}, coalesce(${posts.coverImage}, '')))`;

/** A cover's bytes: an uploaded image from the database, a file of public/; none for an external address (no network while drawing). */
async function coverBytes(db: Database, cover: string | null, publicDir: string): Promise<Uint8Array | null> {
  if (!cover) return null;
  const uploaded = parseImageUrl(cover);
  if (uploaded) return (await readImageFile(db, cover.trim().slice("/media/".length)))?.content ?? null;
  if (!cover.startsWith("/") || cover.startsWith("//")) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(cover, "http://site.invalid").pathname);
  } catch {
    return null;
  }
  const file = path.join(publicDir, pathname);
  if (!file.startsWith(path.resolve(publicDir) + path.sep)) return null;
  return readFile(file).catch(() => null);
}

/** Draws and keeps a post's card, unless its current one was drawn from the same title, author and cover. Returns the card's id. */
export async function drawPostShareCard(db: Database, postId: string, { publicDir = path.resolve("public") }: ShareCardOptions = {}): Promise<string | null> {
  const [row] = await db
    .select({ title: posts.title, cover: posts.coverImage, authorName: authors.name, cardId: shareCards.id, cardSource: shareCards.source })
    .from(posts)
    .innerJoin(authors, eq(posts.authorId, authors.id))
    .leftJoin(shareCards, eq(shareCards.postId, posts.id))
    .where(eq(posts.id, postId));
  if (!row) return null;
  const source = sourceOf(row.title, row.authorName, row.cover);
  if (row.cardId && row.cardSource === source) return row.cardId;
  const png = await renderShareCard({ title: row.title, subtitle: row.authorName, cover: await coverBytes(db, row.cover, publicDir) });
  const card = { id: shareCardId(png), source, content: png, createdAt: new Date() };
  await db
    .insert(shareCards)
    .values({ postId, ...card })
    .onConflictDoUpdate({ target: shareCards.postId, set: card });
  return card.id;
}

/** After a save: a card that fails to draw never fails the save (the page then names the site's own image). */
export async function refreshPostShareCard(db: Database, logger: Logger, postId: string, options?: ShareCardOptions): Promise<void> {
  try {
    await drawPostShareCard(db, postId, options);
  } catch (error) {
    logger.error({ err: error, postId }, "drawing the post's share card failed");
  }
}

/** Draws the cards of posts without a current one, one at a time, until `stopped()`; runs at start. Returns how many it drew. */
export async function fillShareCards(
  db: Database,
  { onError, stopped = () => false, ...options }: ShareCardOptions & { onError: (error: unknown, postId: string) => void; stopped?: () => boolean },
): Promise<number> {
  const stale = await db
    .select({ id: posts.id })
    .from(posts)
    .innerJoin(authors, eq(posts.authorId, authors.id))
    .leftJoin(shareCards, eq(shareCards.postId, posts.id))
    .where(or(isNull(shareCards.postId), ne(shareCards.source, sourceSql)));
  let drawn = 0;
  for (const { id } of stale) {
    if (stopped()) break;
    try {
      await drawPostShareCard(db, id, options);
      drawn++;
    } catch (error) {
      onError(error, id);
    }
  }
  return drawn;
}

/** The address of a post's card, or null when it has none (the page then names the site's own image). */
export async function postShareCardUrl(db: Database, postId: string): Promise<string | null> {
  const [card] = await db.select({ id: shareCards.id }).from(shareCards).where(eq(shareCards.postId, postId));
  return card ? shareCardUrl(card.id) : null;
}
