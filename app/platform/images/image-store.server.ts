import type { IncomingMessage, ServerResponse } from "node:http";
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { imageFiles, images } from "#app/platform/db/schema.ts";
import { ImageRefusal, processImage, type ProcessedImage } from "./image-processing.server.ts";
import { IMAGE_LIMITS, imageTexts } from "./image-rules.ts";
import { type ImageFormat, imageUrl, parseImageFileName, type StoredImageRef } from "./image-url.ts";

/**
 * Keeps a processed upload with the site's data, so every server answers
 * it. The same bytes uploaded again are the image already kept.
 */
export async function saveImage(db: Database, image: ProcessedImage, uploadedBy: string | null): Promise<StoredImageRef & { storedBytes: number }> {
  const storedBytes = image.files.reduce((sum, file) => sum + file.content.length, 0);
  await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(images)
      .values({ id: image.id, width: image.width, height: image.height, fallback: image.fallback, storedBytes, uploadedBy })
      .onConflictDoNothing()
      .returning({ id: images.id });
    if (added) await tx.insert(imageFiles).values(image.files.map((file) => ({ imageId: image.id, ...file })));
  });
  return { id: image.id, width: image.width, height: image.height, fallback: image.fallback, storedBytes };
}

/** An uploaded file (a form's `File`), processed and kept: its address and sizes. Refused with ImageRefusal. */
export async function uploadImage(db: Database, file: FormDataEntryValue | null | undefined, uploadedBy: string | null) {
  if (!(file instanceof File) || file.size === 0) throw new ImageRefusal(imageTexts.empty, 400);
  // Before reading it: its size is known.
  if (file.size > IMAGE_LIMITS.bytes) throw new ImageRefusal(imageTexts.tooLarge(IMAGE_LIMITS.bytes), 413);
  const stored = await saveImage(db, await processImage(new Uint8Array(await file.arrayBuffer())), uploadedBy);
  return { ...stored, url: imageUrl(stored) };
}

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", jpg: "image/jpeg", png: "image/png" };

/** A stored file by its name under /media/ (`<id>-<width>.<format>`, or the image's own `<id>-<width>x<height>.<fallback>`). */
export async function readImageFile(db: Database, name: string) {
  const wanted = parseImageFileName(name);
  if (!wanted) return null;
  const [file] = await db
    .select({ height: imageFiles.height, content: imageFiles.content })
    .from(imageFiles)
    .where(and(eq(imageFiles.imageId, wanted.id), eq(imageFiles.format, wanted.format), eq(imageFiles.width, wanted.width)));
  if (!file || (wanted.height !== undefined && wanted.height !== file.height)) return null;
  return { content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength), contentType: CONTENT_TYPES[wanted.format] };
}

/** A year, and never asked again: a file's name changes with its bytes. */
export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * GET and HEAD of a stored file whose name is its content (an uploaded
 * image's, a share card's): answered like the built assets, before React
 * Router (whose kept pages hold text): a year, immutable, the name as its
 * ETag and 304 without reading it (stored files never change), 404 for
 * any other name. `read` is not called for a name that is not `valid`.
 */
export async function answerStoredFile(
  req: IncomingMessage,
  res: ServerResponse,
  { name, valid, read }: { name: string; valid: boolean; read: () => Promise<{ content: Buffer; contentType: string } | null> },
) {
  const etag = `"${name}"`;
  const headers = { "cache-control": IMAGE_CACHE_CONTROL, etag };
  if (valid && req.headers["if-none-match"]?.split(/\s*,\s*/).some((tag) => tag === etag || tag === `W/${etag}`)) {
    return void res.writeHead(304, headers).end();
  }
  const file = valid ? await read() : null;
  if (!file) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end(req.method === "HEAD" ? undefined : "Not found\n");
    return;
  }
  res.writeHead(200, { ...headers, "content-type": file.contentType, "content-length": file.content.length });
  res.end(req.method === "HEAD" ? undefined : file.content);
}

/** GET and HEAD /media/<file>: an uploaded image's file. */
export const answerImageFile = (db: Database, name: string, req: IncomingMessage, res: ServerResponse) =>
  answerStoredFile(req, res, { name, valid: parseImageFileName(name) !== null, read: () => readImageFile(db, name) });
