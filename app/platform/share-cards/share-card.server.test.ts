import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { builtShareCards } from "#app/content/share-card-pages.ts";
import { clampTitle, renderShareCard, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardId } from "./share-card.server.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function expectCard(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  const { format, width, height } = await sharp(png).metadata();
  expect({ format, width, height }).toEqual({ format: "png", width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
}

describe("share cards", () => {
  it("draws a 1200 × 630 PNG from a title and a subtitle, another for another title", async () => {
    const first = await renderShareCard({ title: "Closing the books faster", subtitle: "Maya Chen" });
    await expectCard(first);
    const second = await renderShareCard({ title: "Closing the books even faster", subtitle: "Maya Chen" });
    expect(shareCardId(second)).not.toBe(shareCardId(first));
    expect(shareCardId(first)).toMatch(/^[0-9a-f]{24}$/);
  });

  it("draws a cover (an SVG of public/ too) on its right, and leaves out one it cannot read", async () => {
    const cover = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#10b981" } })
      .jpeg()
      .toBuffer();
    const withCover = await renderShareCard({ title: "A post with a cover", subtitle: "Grace Hopper", cover });
    await expectCard(withCover);
    // The right edge is the cover's green, not the indigo background.
    const { data } = await sharp(withCover).extract({ left: 1190, top: 300, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(data[2]!);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="63"><rect width="120" height="63" fill="#f59e0b"/></svg>');
    await expectCard(await renderShareCard({ title: "SVG cover", subtitle: "Grace Hopper", cover: svg }));
    await expectCard(await renderShareCard({ title: "Broken cover", subtitle: "Grace Hopper", cover: Buffer.from("not an image") }));
  });

  it("cuts a long title at a word with an ellipsis, and keeps a short one whole", async () => {
    expect(clampTitle("  Short   title ")).toBe("Short title");
    const long = clampTitle("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/word…$/);
    await expectCard(await renderShareCard({ title: "An extremely long title that goes on ".repeat(8), subtitle: "Someone with a very long name ".repeat(4) }));
  });

  it("names a card for the home, enterprise, every industry and the customer-support page", async () => {
    const pages = (await builtShareCards()).map((card) => card.page);
    expect(pages).toEqual([
      "home",
      "enterprise",
      "real-estate",
      "healthcare",
      "marketing",
      "sales",
      "hr",
      "finance",
      "productivity",
      "accounting",
      "customer-support",
    ]);
    for (const card of await builtShareCards()) expect(card.title.length, card.page).toBeGreaterThan(5);
  });
});
