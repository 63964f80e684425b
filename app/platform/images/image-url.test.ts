import { describe, expect, it } from "vitest";
import { imageSources, imageUrl, parseImageFileName, parseImageUrl, storedWidths } from "./image-url.ts";

const id = "0123456789abcdef01234567";

describe("image addresses", () => {
  it("name the image's size, so a page can draw it without asking the database", () => {
    const ref = { id, width: 1600, height: 1067, fallback: "jpg" } as const;
    expect(imageUrl(ref)).toBe(`/media/${id}-1600x1067.jpg`);
    expect(parseImageUrl(imageUrl(ref))).toEqual(ref);
    expect(imageSources(ref)).toEqual({
      src: `/media/${id}-1600x1067.jpg`,
      srcSet: `/media/${id}-400.jpg 400w, /media/${id}-800.jpg 800w, /media/${id}-1200.jpg 1200w, /media/${id}-1600.jpg 1600w`,
      avifSrcSet: `/media/${id}-400.avif 400w, /media/${id}-800.avif 800w, /media/${id}-1200.avif 1200w, /media/${id}-1600.avif 1600w`,
      width: 1600,
      height: 1067,
    });
  });

  it("are stored at each standard width below the image's own, and its own", () => {
    expect(storedWidths(1600)).toEqual([400, 800, 1200, 1600]);
    expect(storedWidths(800)).toEqual([400, 800]);
    expect(storedWidths(640)).toEqual([400, 640]);
    expect(storedWidths(120)).toEqual([120]);
  });

  it("are nothing else: other paths, formats, or sizes", () => {
    for (const src of [
      `/media/${id}-1600x1067.webp`,
      `/media/${id}-0x10.jpg`,
      `/media/${id.slice(1)}-10x10.jpg`,
      `https://x.example/media/${id}-10x10.jpg`,
      `/media/${id}-10.jpg`,
    ]) {
      expect(parseImageUrl(src), src).toBeNull();
    }
    expect(parseImageFileName(`${id}-400.avif`)).toEqual({ id, width: 400, format: "avif" });
    expect(parseImageFileName(`${id}-1600x1067.png`)).toEqual({ id, width: 1600, height: 1067, format: "png" });
    for (const name of [`${id}-400.gif`, `${id}-0400.avif`, `../${id}-400.avif`, `${id}-400.avif/x`]) expect(parseImageFileName(name), name).toBeNull();
  });
});
