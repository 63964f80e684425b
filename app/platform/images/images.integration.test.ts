import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageFiles, images } from "#app/platform/db/schema.ts";
import { useTestDatabase } from "#tests/helpers/test-database.ts";
import { ImageRefusal, processImage } from "./image-processing.server.ts";
import { IMAGE_LIMITS, imageTexts } from "./image-rules.ts";
import { readImageFile, saveImage, uploadImage } from "./image-store.server.ts";
import { imageFileUrl, imageSources, parseImageUrl } from "./image-url.ts";

/** A photo-like JPEG (gradients, so every width differs) with a camera's EXIF: its make, and where it was taken. */
function photo(width: number, height: number, orientation = 1) {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .composite([
      { input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#f5b700"/></svg>`) },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "SecretCam", Model: "Pinpoint 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A PNG whose header claims `width` × `height` and that holds 64 bytes of pixels: read as far as its size, never decoded. */
function claimedPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRefusal);
  return error as ImageRefusal;
}

describe("processing an upload", () => {
  it("reads the type from the bytes: a PNG is taken whatever it is called, text and SVG are not", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const processed = await processImage(png);
    // Transparency kept: its fallback is a PNG.
    expect(processed).toMatchObject({ width: 300, height: 200, fallback: "png" });
    expect(processed.files.map((file) => `${file.format}@${file.width}`)).toEqual(["avif@300", "png@300"]);

    const notImages = [Buffer.from("GIF89a? no, just text pretending"), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')];
    for (const bytes of notImages) {
      const refusal = await refusalOf(processImage(bytes));
      expect(refusal).toMatchObject({ status: 415, message: imageTexts.notAnImage });
    }
  });

  it("stores each width up to 1600 px, in AVIF and JPEG, upright, without EXIF or location", async () => {
    // Taken on its side: EXIF orientation 6 turns 2400 × 1800 into 1800 × 2400.
    const processed = await processImage(await photo(2400, 1800, 6));
    expect(processed).toMatchObject({ width: 1600, height: Math.round((1600 * 2400) / 1800), fallback: "jpg" });
    expect(processed.files.map((file) => `${file.format}@${file.width}x${file.height}`)).toEqual([
      "avif@400x533",
      "jpg@400x533",
      "avif@800x1067",
      "jpg@800x1067",
      "avif@1200x1600",
      "jpg@1200x1600",
      "avif@1600x2133",
      "jpg@1600x2133",
    ]);
    for (const file of processed.files) {
      const metadata = await sharp(file.content).metadata();
      expect(metadata.format).toBe(file.format === "jpg" ? "jpeg" : "heif");
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(file.content.includes("SecretCam")).toBe(false);
    }
  });

  it("refuses too many bytes, and too many pixels before decoding them (a decompression bomb)", async () => {
    const tooLarge = await refusalOf(processImage(new Uint8Array(IMAGE_LIMITS.bytes + 1)));
    expect(tooLarge).toMatchObject({ status: 413, message: imageTexts.tooLarge(IMAGE_LIMITS.bytes) });

    // 30,000 × 30,000 pixels claimed by a file of 69 bytes.
    const bomb = claimedPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100);
    const refusal = await refusalOf(processImage(bomb));
    expect(refusal).toMatchObject({ status: 422, message: imageTexts.tooManyPixels(900, IMAGE_LIMITS.pixels) });
  });

  it("says a file with a valid header but broken pixels is not an image it can use", async () => {
    const refusal = await refusalOf(processImage(claimedPng(200, 100)));
    expect(refusal).toMatchObject({ status: 415, message: imageTexts.notAnImage });
  });
});

describe("keeping and reading images", () => {
  const database = useTestDatabase();

  it("keeps an upload once, and reads each file back by its name", async () => {
    const { db } = database.current;
    const bytes = await photo(900, 600);
    const file = new File([bytes], "team-photo.jpg", { type: "image/jpeg" });
    const first = await uploadImage(db, file, null);
    const again = await uploadImage(db, new File([bytes], "renamed.png"), null);
    expect(again).toEqual(first);
    expect(first.url).toMatch(/^\/media\/[0-9a-f]{24}-900x600\.jpg$/);
    expect(parseImageUrl(first.url)).toEqual({ id: first.id, width: 900, height: 600, fallback: "jpg" });
    expect(await db.$count(images)).toBe(1);
    expect(await db.$count(imageFiles)).toBe(6);

    const { srcSet, avifSrcSet } = imageSources(parseImageUrl(first.url)!);
    expect(avifSrcSet).toBe(`/media/${first.id}-400.avif 400w, /media/${first.id}-800.avif 800w, /media/${first.id}-900.avif 900w`);
    expect(srcSet).toContain(`/media/${first.id}-900.jpg 900w`);

    const own = await readImageFile(db, first.url.slice("/media/".length));
    expect(own?.contentType).toBe("image/jpeg");
    expect((await sharp(own!.content).metadata()).width).toBe(900);
    const small = await readImageFile(db, imageFileUrl(first.id, 400, "avif").slice("/media/".length));
    expect(small?.contentType).toBe("image/avif");
    expect(small!.content.length).toBeLessThan(own!.content.length);
    // Sizes that were never stored, a wrong height, other names: nothing.
    for (const name of [`${first.id}-500.avif`, `${first.id}-900x601.jpg`, `${first.id}-900.webp`, "../etc/passwd"]) {
      expect(await readImageFile(db, name)).toBeNull();
    }
  });

  it("records what an upload stores", async () => {
    const { db } = database.current;
    const stored = await saveImage(db, await processImage(await photo(1200, 800)), null);
    const [row] = await db.select().from(images);
    expect(row).toMatchObject({ id: stored.id, width: 1200, height: 800, fallback: "jpg", storedBytes: stored.storedBytes });
    expect(stored.storedBytes).toBeGreaterThan(10_000);
  });

  it("refuses an empty form or a file above the limit before reading it", async () => {
    const { db } = database.current;
    expect(await refusalOf(uploadImage(db, null, null))).toMatchObject({ status: 400, message: imageTexts.empty });
    expect(await refusalOf(uploadImage(db, "text", null))).toMatchObject({ status: 400 });
    const huge = new File([new Uint8Array(IMAGE_LIMITS.bytes + 1)], "huge.jpg");
    expect(await refusalOf(uploadImage(db, huge, null))).toMatchObject({ status: 413 });
    expect(await db.$count(images)).toBe(0);
  });
});
