import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx): the one way to build a `className` from parts.
 *
 * It does not merge conflicting Tailwind classes (tailwind-merge would add
 * about 8 KB gzipped to every first load). A component therefore offers a
 * variant for each look its callers need, and a caller's `className` only
 * adds what the component does not set (margins, width, position). Every
 * browser journey and the HTML check fail on an element with a class that a
 * later one cancels (tests/helpers/class-conflicts.ts), so an override that
 * would silently do nothing is caught.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
