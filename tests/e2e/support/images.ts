import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

/** Image files for the journeys: made here, given to the page as a person would (file picker, drop, paste). */

/** A camera-sized JPEG with a location in its EXIF (never served). */
export const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: "SecretCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();

/** Drops (or pastes) a file onto an element, as a browser does with one dragged from the desktop. */
export async function dropFile(target: Locator, file: { name: string; type: string; bytes: Buffer }, how: "drop" | "paste") {
  await target.evaluate(
    (element, { name, type, base64, how }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      const event =
        how === "drop"
          ? new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true })
          : new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true });
      element.dispatchEvent(event);
    },
    { name: file.name, type: file.type, base64: file.bytes.toString("base64"), how },
  );
}

export async function chooseFile(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(file);
}
