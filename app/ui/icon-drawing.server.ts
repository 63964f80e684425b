import type { IconName } from "lucide-react/dynamic";
import type { IconDrawing } from "./icon-drawing.tsx";

/** An icon's drawing, looked up by its Lucide name (`"scan-text"`); for loaders. */
export async function lucideIconData(name: IconName): Promise<IconDrawing> {
  // The name-to-module map of all of Lucide's icons, loaded when a loader first asks (pages that draw icons by name are prerendered).
  const { default: dynamicIconImports } = await import("lucide-react/dynamicIconImports");
  // Lucide's drawings use string attributes only (d, cx, r, x, rx, key …).
  return (await dynamicIconImports[name]()).__iconData as IconDrawing;
}

/** Items with their icon name replaced by its drawing (call from a loader). */
export function withIconData<T extends { icon: IconName }>(items: T[]): Promise<(Omit<T, "icon"> & { icon: IconDrawing })[]> {
  return Promise.all(items.map(async (item) => ({ ...item, icon: await lucideIconData(item.icon) })));
}
