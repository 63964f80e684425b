/**
 * The addresses of uploaded images, shared by the server (which stores and
 * answers them) and the pages (which draw them). An image's own address
 * names its size, `/media/<id>-<width>x<height>.<fallback>`, so whatever
 * shows it (a post's Markdown, a cover, an avatar) can give the browser its
 * width, height and every stored width without asking the database.
 */

/** The widths an upload is stored at, each at most the image's own width (which is one more). */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** The widest an image is stored: a post's column on a 2× screen. */
export const MAX_IMAGE_WIDTH = 1600;

export type FallbackFormat = "jpg" | "png";
export type ImageFormat = "avif" | FallbackFormat;

/** An uploaded image as its address names it. */
export interface StoredImageRef {
  id: string;
  width: number;
  height: number;
  fallback: FallbackFormat;
}

/** Content hashes: 24 hex digits. */
export const IMAGE_ID = /^[0-9a-f]{24}$/;
const OWN_ADDRESS = /^\/media\/([0-9a-f]{24})-([1-9]\d{0,3})x([1-9]\d{0,4})\.(jpg|png)$/;
const FILE_NAME = /^([0-9a-f]{24})-([1-9]\d{0,3})(?:x([1-9]\d{0,4}))?\.(avif|jpg|png)$/;

/** An image's own address: its fallback file at its full stored width. */
export const imageUrl = ({ id, width, height, fallback }: StoredImageRef) => `/media/${id}-${width}x${height}.${fallback}`;

/** The image an address names, or null for any other address (an external image, a typo). */
export function parseImageUrl(src: string): StoredImageRef | null {
  const match = OWN_ADDRESS.exec(src.trim());
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]), fallback: match[4] as FallbackFormat };
}

/** Every width an image `width` pixels wide is stored at, smallest first. */
export const storedWidths = (width: number): number[] => [...IMAGE_WIDTHS.filter((step) => step < width), width];

/** One stored file's address. */
export const imageFileUrl = (id: string, width: number, format: ImageFormat) => `/media/${id}-${width}.${format}`;

/** Which stored file a `/media/` file name asks for (the own address checks the height too), or null. */
export function parseImageFileName(name: string): { id: string; width: number; height?: number; format: ImageFormat } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), ...(match[3] ? { height: Number(match[3]) } : {}), format: match[4] as ImageFormat };
}

/** What an <img> (and its <picture>'s AVIF source) needs to draw an uploaded image at the width the page gives it. */
export interface ImageSources {
  src: string;
  srcSet: string;
  avifSrcSet: string;
  width: number;
  height: number;
}

export function imageSources(image: StoredImageRef): ImageSources {
  const widths = storedWidths(image.width);
  const set = (format: ImageFormat) => widths.map((width) => `${imageFileUrl(image.id, width, format)} ${width}w`).join(", ");
  return { src: imageUrl(image), srcSet: set(image.fallback), avifSrcSet: set("avif"), width: image.width, height: image.height };
}
