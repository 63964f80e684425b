import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets later Tailwind classes override earlier ones
 * (tailwind-merge). tailwind-merge weighs ~9 KB gzipped: the UI kit and
 * lazily loaded parts use cn; components in every page's first load (header,
 * footer, hero, cards) use plain `clsx` and avoid conflicting classes.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
