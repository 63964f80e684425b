import { createHash } from "node:crypto";
import sharp from "sharp";
import { IMAGE_LIMITS, imageTexts } from "./image-rules.ts";
import { type FallbackFormat, type ImageFormat, MAX_IMAGE_WIDTH, storedWidths } from "./image-url.ts";

/** The formats taken, by what the bytes are (never the file's name or the type the browser claims). */
const TAKEN = new Set(["jpeg", "png", "webp", "gif", "heif"]);

/** An upload refused, with the words for its author and the HTTP status. */
export class ImageRefusal extends Error {
  readonly status: 400 | 413 | 415 | 422;
  constructor(message: string, status: 400 | 413 | 415 | 422) {
    super(message);
    this.status = status;
  }
}

export interface ImageFile {
  format: ImageFormat;
  width: number;
  height: number;
  content: Buffer;
}

/** An upload, processed: its id, its size as stored, and its files. */
export interface ProcessedImage {
  id: string;
  width: number;
  height: number;
  fallback: FallbackFormat;
  files: ImageFile[];
}

/** A content hash: the same bytes uploaded twice are one image. */
const idOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 24);

/**
 * An upload made into the files the site serves, once: the type read from
 * its bytes (JPEG, PNG, WebP, AVIF, GIF's first frame), turned upright by
 * its EXIF orientation, everything else of its metadata (camera, location)
 * left behind, and stored at each of storedWidths in AVIF and in a fallback
 * (JPEG, or PNG where it has transparency). Refused (ImageRefusal): too many
 * bytes or pixels, or not such an image.
 */
export async function processImage(bytes: Uint8Array, limits: { bytes: number; pixels: number } = IMAGE_LIMITS): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRefusal(imageTexts.empty, 400);
  if (bytes.length > limits.bytes) throw new ImageRefusal(imageTexts.tooLarge(limits.bytes), 413);
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  // HEIF holds AVIF and HEIC; only AVIF (AV1) is read.
  if (!metadata?.width || !metadata.height || !TAKEN.has(metadata.format) || (metadata.format === "heif" && metadata.compression !== "av1")) {
    throw new ImageRefusal(imageTexts.notAnImage, 415);
  }
  const height = metadata.pageHeight ?? metadata.height;
  if (metadata.width * height > limits.pixels) {
    throw new ImageRefusal(imageTexts.tooManyPixels(Math.round((metadata.width * height) / 1_000_000), limits.pixels), 422);
  }

  // Decoded once: upright, at most MAX_IMAGE_WIDTH wide, in sRGB; each file is made from these pixels.
  const { data, info } = await sharp(bytes, { limitInputPixels: limits.pixels, failOn: "error" })
    .rotate()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ImageRefusal(imageTexts.notAnImage, 415);
    });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const opaque = info.channels < 4 || (await sharp(data, raw).stats()).isOpaque;
  const fallback: FallbackFormat = opaque ? "jpg" : "png";

  const files: ImageFile[] = [];
  for (const width of storedWidths(info.width)) {
    const resized = () => sharp(data, raw).resize({ width });
    const [avif, other] = await Promise.all([
      resized().avif({ quality: 50, effort: 2 }).toBuffer({ resolveWithObject: true }),
      (fallback === "jpg" ? resized().flatten().jpeg({ quality: 78, mozjpeg: true }) : resized().png({ compressionLevel: 9 })).toBuffer({
        resolveWithObject: true,
      }),
    ]);
    files.push({ format: "avif", width, height: avif.info.height, content: avif.data });
    files.push({ format: fallback, width, height: other.info.height, content: other.data });
  }
  return { id: idOf(bytes), width: info.width, height: info.height, fallback, files };
}
