import { href } from "#app/platform/http/href.ts";
import { IMAGE_LIMITS, imageTexts, type ImageUploadAnswer } from "#app/platform/images/image-rules.ts";

/**
 * Sends one image to POST /uploads and answers its address, or the words for
 * why not: too large is said before sending (its size is known), the rest
 * as the server says (its type is read from the bytes there).
 */
export async function uploadImage(file: File): Promise<ImageUploadAnswer> {
  if (file.size > IMAGE_LIMITS.bytes) return { ok: false, message: imageTexts.tooLarge(IMAGE_LIMITS.bytes) };
  const body = new FormData();
  body.set("image", file);
  try {
    const response = await fetch(href("/uploads"), { method: "POST", body, headers: { accept: "application/json" } });
    const answer = response.headers.get("content-type")?.includes("application/json") ? ((await response.json()) as ImageUploadAnswer) : null;
    return answer && "ok" in answer ? answer : { ok: false, message: imageTexts.failed };
  } catch {
    return { ok: false, message: imageTexts.failed };
  }
}

/** The image files among dropped, pasted or picked ones (dropped or pasted text stays with the textarea). */
export const imageFilesOf = (items: { files: FileList | null } | null): File[] => [...(items?.files ?? [])].filter((file) => file.type.startsWith("image/"));

/** An image's alt text to start from: its file name, without extension or separators ("team-photo.jpg" → "team photo"). */
export const altFromFileName = (name: string) =>
  name
    .replace(/\.[^.]+$/, "")
    .replace(/[-_]+/g, " ")
    .replace(/[[\]]/g, "")
    .trim() || "image";
