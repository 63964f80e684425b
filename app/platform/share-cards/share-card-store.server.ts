import type { IncomingMessage, ServerResponse } from "node:http";
import { eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { shareCards } from "#app/platform/db/schema.ts";
import { answerStoredFile } from "#app/platform/images/image-store.server.ts";

const CARD_FILE = /^([0-9a-f]{24})\.png$/;

/** A stored card's address: its bytes' hash, so an edited post's new card is a new address (and link previews fetch it again). */
export const shareCardUrl = (id: string) => `/media/cards/${id}.png`;

/** A card's PNG by its file name under /media/cards/, or null. */
export async function readShareCard(db: Database, name: string): Promise<Buffer | null> {
  const id = CARD_FILE.exec(name)?.[1];
  if (!id) return null;
  const [card] = await db.select({ content: shareCards.content }).from(shareCards).where(eq(shareCards.id, id)).limit(1);
  return card ? Buffer.from(card.content.buffer, card.content.byteOffset, card.content.byteLength) : null;
}

/**
 * GET and HEAD /media/cards/<id>.png, from the database (every server
 * answers every card), cached like uploaded images: the name is the bytes.
 */
export const answerShareCard = (db: Database, name: string, req: IncomingMessage, res: ServerResponse) =>
  answerStoredFile(req, res, {
    name,
    valid: CARD_FILE.test(name),
    read: async () => {
      const content = await readShareCard(db, name);
      return content && { content, contentType: "image/png" };
    },
  });
