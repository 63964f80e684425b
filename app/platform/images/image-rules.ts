/** What an upload may be, and what a refusal says: the same words from the editor (before sending) and the server. */

/** Its bytes, and its pixels: a small file can unpack into gigabytes (a decompression bomb). */
export const IMAGE_LIMITS = { bytes: 20 * 1024 * 1024, pixels: 50_000_000 } as const;

/** A request carrying an upload: the file and the form around it. */
export const IMAGE_UPLOAD_BODY_BYTES = IMAGE_LIMITS.bytes + 64 * 1024;

export const imageTexts = {
  tooLarge: (limit: number) => `This image is larger than ${limit / 1024 / 1024} MB. Choose a smaller file, or export it at a lower quality.`,
  tooManyPixels: (megapixels: number, limit: number) =>
    `This image has ${megapixels} megapixels; at most ${limit / 1_000_000} are taken. Choose a smaller image, or resize it first.`,
  notAnImage: "This file is not an image we can use. Upload a JPEG, PNG, WebP, AVIF or GIF.",
  empty: "Choose an image to upload.",
  failed: "The image could not be uploaded. Check your connection and try again.",
} as const;

/** What POST /uploads answers: the image's address to put in a post, or why it was refused. */
export type ImageUploadAnswer = { ok: true; url: string; width: number; height: number } | { ok: false; message: string };
