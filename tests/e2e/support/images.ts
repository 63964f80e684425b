import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

/** Image files for the journeys: made here, given to the page as a person would (file picker, drop, paste). */

/** A camera-sized JPEG with a location in its EXIF (never served). */
export const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: "SecretCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();

/**
 * Drops (or pastes) a file onto an element, as a browser does with one
 * dragged from the desktop: a drop comes after a dragover, which the page
 * must take (preventDefault) for the browser to drop there rather than
 * open the file. Answers whether the page took the dragover and the drop
 * (or the paste).
 */
export async function dropFile(target: Locator, file: { name: string; type: string; bytes: Buffer }, how: "drop" | "paste") {
  return target.evaluate(
    (element, { name, type, base64, how }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      if (how === "paste") return !element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
      const taken = (kind: string) => !element.dispatchEvent(new DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      return taken("dragover") && taken("drop");
    },
    { name: file.name, type: file.type, base64: file.bytes.toString("base64"), how },
  );
}

export async function chooseFile(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(file);
}
