/**
 * Share cards: the 1200 × 630 PNG a link preview shows (Open Graph,
 * X/Twitter) for a post or a page. Drawn on the server or at build time
 * only (satori lays the card out as SVG with the fonts below; resvg paints
 * it), never in the browser.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/**
 * Part of every card's source key: raise it when the drawing changes, and
 * every post's card is drawn again at the next start.
 */
export const SHARE_CARD_VERSION = 1;

export interface ShareCardInput {
  /** The big text: a post's title, a page's heading. */
  title: string;
  /** The line under it: a post's author, a page's subject. */
  subtitle: string;
  /** A picture for the card's right side (any format sharp reads: JPEG, PNG, WebP, AVIF, SVG); none draws the text across. */
  cover?: Uint8Array | null;
}

/** The longest title drawn whole; a longer one is cut at a word and ends with "…". */
const MAX_TITLE_CHARS = 120;
const COVER_WIDTH = 440;
const INDIGO = { deep: "#1e1b4b", dark: "#312e81", brand: "#4f46e5", light: "#a5b4fc", pale: "#e0e7ff" };

/** The mark of public/favicon.svg (the site's logo). */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#g)"/><path d="M9.5 8h6a8 8 0 0 1 0 16h-6z" fill="#fff"/><rect x="12.5" y="14" width="7" height="4" rx="2" fill="#4f46e5"/></svg>';
const MARK_URI = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString("base64")}`;

/** Inter from @fontsource/inter (a locked dependency, so every build and server draws with the same files); WOFF, which satori reads. */
const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 500 | 700; style: "normal" }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    ([500, 700] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/** A title short enough to draw: whole, or cut at the last word before the limit with "…". */
export function clampTitle(title: string, max = MAX_TITLE_CHARS): string {
  const text = title.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

/** Shorter titles are drawn bigger; every size fits four lines in the text column. */
function titleSize(title: string, withCover: boolean): number {
  const perLine = withCover ? 0.75 : 1;
  if (title.length <= 32 * perLine) return 76;
  if (title.length <= 64 * perLine) return 64;
  return withCover ? 48 : 56;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: { ...props, style, children },
});

/** The cover, cut to the card's right side, as a JPEG data URI (satori draws JPEG and PNG). */
async function coverUri(cover: Uint8Array): Promise<string> {
  const jpeg = await sharp(cover, { limitInputPixels: 40_000_000 })
    .resize(COVER_WIDTH, SHARE_CARD_HEIGHT, { fit: "cover" })
    .flatten({ background: INDIGO.deep })
    .jpeg({ quality: 82 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

function cardTree(title: string, subtitle: string, cover: string | null, siteName: string): Node {
  const size = titleSize(title, cover !== null);
  const text = el("div", { display: "flex", flexDirection: "column", justifyContent: "space-between", flexGrow: 1, flexShrink: 1, padding: "64px 72px" }, [
    el("div", { display: "flex", alignItems: "center", gap: 20 }, [
      el("img", { width: 64, height: 64 }, undefined, { src: MARK_URI, width: 64, height: 64 }),
      el("div", { fontSize: 40, fontWeight: 700, color: "#ffffff", letterSpacing: -0.5 }, siteName),
    ]),
    el(
      "div",
      { display: "block", fontSize: size, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1.5, color: "#ffffff", lineClamp: 4, overflow: "hidden" },
      title,
    ),
    el("div", { display: "flex", alignItems: "center", gap: 16 }, [
      el("div", { width: 48, height: 6, borderRadius: 3, backgroundColor: INDIGO.light }),
      el(
        "div",
        {
          display: "block",
          fontSize: 30,
          fontWeight: 500,
          color: INDIGO.pale,
          whiteSpace: "nowrap",
          overflow: "hidden",
          textOverflow: "ellipsis",
          maxWidth: cover ? 560 : 960,
        },
        subtitle,
      ),
    ]),
  ]);
  return el(
    "div",
    {
      display: "flex",
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      fontFamily: "Inter",
      backgroundColor: INDIGO.deep,
      backgroundImage: `linear-gradient(135deg, ${INDIGO.deep} 0%, ${INDIGO.dark} 55%, ${INDIGO.brand} 100%)`,
    },
    cover
      ? [
          text,
          el("img", { width: COVER_WIDTH, height: SHARE_CARD_HEIGHT, objectFit: "cover", flexShrink: 0 }, undefined, {
            src: cover,
            width: COVER_WIDTH,
            height: SHARE_CARD_HEIGHT,
          }),
        ]
      : [text],
  );
}

/** A card as PNG bytes, 1200 × 630. A cover sharp cannot read is left out (the card is drawn without it). */
export async function renderShareCard(input: ShareCardInput, siteName = "Droids"): Promise<Buffer> {
  let cover: string | null = null;
  if (input.cover?.length) {
    try {
      cover = await coverUri(input.cover);
    } catch {
      cover = null;
    }
  }
  const svg = await satori(cardTree(clampTitle(input.title), input.subtitle.trim(), cover, siteName) as Parameters<typeof satori>[0], {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  const painted = new Resvg(svg, { fitTo: { mode: "width", value: SHARE_CARD_WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
  // Opaque, and compressed harder than resvg does: about half the bytes (~100 KB) for ~50 ms.
  return sharp(painted).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
}

/** A content hash of a card's bytes: its file name, so a new card is a new address. */
export const shareCardId = (png: Uint8Array) => createHash("sha256").update(png).digest("hex").slice(0, 24);
