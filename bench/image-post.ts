/**
 * A post with three uploaded photos (a 12-megapixel cover and two in its
 * body), written into the benchmark's new database before its server
 * starts, as the upload route would (processImage, then saveImage): what
 * Lighthouse measures for a post with images, and the figures of one
 * upload (time, bytes stored, bytes a reader gets at 375 and 1280 px).
 */
import path from "node:path";
import sharp from "sharp";
import { sampleAuthors } from "#app/content/blog/sample-authors.ts";
import { parsedContent } from "#app/features/blog/post-content.server.ts";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { imageFiles, posts } from "#app/platform/db/schema.ts";
import { seedSampleContent } from "#app/platform/db/seed.server.ts";
import { processImage } from "#app/platform/images/image-processing.server.ts";
import { saveImage } from "#app/platform/images/image-store.server.ts";
import { imageUrl, storedWidths } from "#app/platform/images/image-url.ts";
import { and, eq } from "drizzle-orm";

export const imagePostSlug = "three-photos-from-the-field";

/** A camera-like photo: gradients, shapes and sensor noise, so it compresses as a photo does, not as a flat colour. */
export async function cameraPhoto(width: number, height: number, hue: number) {
  const shapes = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 75%)"/><stop offset="1" stop-color="hsl(${hue + 40} 50% 35%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.12}" fill="hsl(45 95% 70%)"/>
    <path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.5} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.65} V ${height} H 0 Z" fill="hsl(${hue + 90} 40% 30%)"/>
  </svg>`;
  // Grain a few pixels across (leaves, gravel, fabric), which still shows once the photo is scaled down.
  const noise = await sharp({
    create: {
      width: Math.round(width / 4),
      height: Math.round(height / 4),
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(shapes))
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "soft-light" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

export interface ImagePostFigures {
  slug: string;
  /** The 12-megapixel cover: its upload's size, the time to process and keep it, and the bytes kept for it. */
  cover: { megapixels: number; uploadBytes: number; processMs: number; storedBytes: number; files: number };
  /** The bytes of the cover file a reader's browser picks (AVIF, and the fallback), by window width and pixel density. */
  served: { viewport: number; dpr: number; width: number; avifBytes: number; fallbackBytes: number }[];
}

/** The widest the page draws a cover: the post column (720 px from 768 px up), else the window less 2rem (post.tsx, POST_COLUMN_SIZES). */
const coverSlot = (viewport: number) => (viewport >= 768 ? 720 : viewport - 32);

export async function addImagePost(dataDir: string): Promise<ImagePostFigures> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    const { db } = handle;
    // As the server's first start would: the sample authors and posts.
    await seedSampleContent(db);
    const coverBytes = await cameraPhoto(4000, 3000, 200);
    const started = performance.now();
    const cover = await saveImage(db, await processImage(coverBytes), null);
    const processMs = performance.now() - started;
    const inline = [];
    for (const [index, [width, height]] of [
      [3000, 2000],
      [2400, 2400],
    ].entries()) {
      inline.push(await saveImage(db, await processImage(await cameraPhoto(width!, height!, 20 + index * 120)), null));
    }
    const content = [
      "Three photos from a week with the operations team, uploaded in the editor.",
      `![The warehouse floor at dawn](${imageUrl(inline[0]!)})`,
      "Every droid run starts with a plain-English instruction and ends with a person approving what it did.",
      `![The team's planning wall](${imageUrl(inline[1]!)})`,
      "That is the whole loop.",
    ].join("\n\n");
    await db
      .insert(posts)
      .values({
        slug: imagePostSlug,
        title: "Three photos from the field",
        excerpt: "A post with a cover and two photos in its body, as authors upload them.",
        content,
        contentBlocks: await parsedContent(content),
        coverImage: imageUrl(cover),
        tags: ["Operations"],
        authorId: sampleAuthors[0]!.id,
        status: "published",
        readTime: 2,
        publishedAt: new Date(),
      })
      .onConflictDoNothing();

    const served = [];
    for (const [viewport, dpr] of [
      [375, 1],
      [375, 2],
      [1280, 1],
      [1280, 2],
    ] as const) {
      const widths = storedWidths(cover.width);
      const width = widths.find((candidate) => candidate >= coverSlot(viewport) * dpr) ?? widths.at(-1)!;
      const bytesOf = async (format: "avif" | "jpg" | "png") => {
        const [file] = await db
          .select({ content: imageFiles.content })
          .from(imageFiles)
          .where(and(eq(imageFiles.imageId, cover.id), eq(imageFiles.format, format), eq(imageFiles.width, width)));
        return file!.content.length;
      };
      served.push({ viewport, dpr, width, avifBytes: await bytesOf("avif"), fallbackBytes: await bytesOf(cover.fallback) });
    }
    const files = await db.$count(imageFiles, eq(imageFiles.imageId, cover.id));
    return { slug: imagePostSlug, cover: { megapixels: 12, uploadBytes: coverBytes.length, processMs, storedBytes: cover.storedBytes, files }, served };
  } finally {
    await handle.close();
  }
}
