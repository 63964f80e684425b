import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets later Tailwind classes override earlier ones
 * (tailwind-merge). tailwind-merge weighs ~9 KB gzipped, so only the lazily
 * loaded widgets use cn (dialog, select, tabs, switch). Everything that can be
 * in a page's first load (header, footer, hero, cards, forms, and the button,
 * input, textarea, label, badge and card primitives) joins with plain `clsx`
 * and must not be given conflicting classes: add a variant instead.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
