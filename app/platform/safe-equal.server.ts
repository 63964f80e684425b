import { timingSafeEqual } from "node:crypto";

/**
 * Compares a secret value with one from a request in constant time. Lengths
 * are compared in bytes: timingSafeEqual throws on buffers of different
 * lengths, which two strings of equal length in characters can give.
 */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
