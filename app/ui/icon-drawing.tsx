import { Icon, type LucideIconData } from "lucide-react";

/**
 * A Lucide icon's drawing as plain data: lucide-react's `LucideIconData` in a
 * shape that survives loader serialisation (string attributes only). Loaders
 * resolve icon names to drawings (icon-drawing.server.ts), so a page's HTML
 * carries the icons its data names and its JavaScript no table of icons.
 */
export interface IconDrawing {
  name?: string;
  node: [tag: string, attributes: Record<string, string>][];
}

/** A decorative icon drawn from loader data by lucide-react's `Icon`. */
export function DrawnIcon({ icon, className }: { icon: IconDrawing; className?: string }) {
  return <Icon icon={icon as LucideIconData} className={className} />;
}
