import type { IconName } from "lucide-react/dynamic";
import type { IntegrationGlyphs, IntegrationIcon } from "../../../../content/templates.ts";
import { lucideIconData } from "../../../../ui/icon-drawing.server.ts";

/** The Lucide icon each integration glyph name stands for: the one place the names are mapped. */
const lucideNames = {
  mail: "mail",
  calendar: "calendar-days",
  sheet: "sheet",
  folder: "folder-open",
  chat: "message-square",
  sms: "message-circle",
  phone: "phone",
  video: "video",
  crm: "contact",
  receipt: "receipt",
  card: "credit-card",
  signature: "signature",
  tasks: "list-checks",
  briefcase: "briefcase",
  health: "heart-pulse",
  home: "house",
  megaphone: "megaphone",
  chart: "chart-column",
  bank: "landmark",
  headset: "headset",
  cart: "shopping-cart",
  form: "clipboard-list",
  document: "file-text",
} as const satisfies Record<IntegrationIcon, IconName>;

/**
 * Every integration glyph's drawing, for the gallery loaders: the drawings
 * travel once in the page's HTML, not in its JavaScript.
 */
export async function integrationGlyphs(): Promise<IntegrationGlyphs> {
  const entries = await Promise.all(
    Object.entries(lucideNames).map(async ([glyph, name]) => [glyph, await lucideIconData(name)] as const),
  );
  return Object.fromEntries(entries) as IntegrationGlyphs;
}
