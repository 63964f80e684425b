/** A rate limit: at most `count` requests per `windowMs` for one key. */
export interface RateLimit {
  count: number;
  windowMs: number;
}

const units = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/**
 * Parses `count/window` ("5/10m", "100/1h", "3/30s"), or "off" (no limit → null).
 * Throws on anything else.
 */
export function parseRateLimit(value: string): RateLimit | null {
  if (value.trim().toLowerCase() === "off") return null;
  const match = /^(\d+)\/(\d+)(s|m|h)$/.exec(value.trim());
  if (!match) throw new Error('must be "off" or count/window such as 5/10m (window in s, m or h)');
  const count = Number(match[1]);
  const windowMs = Number(match[2]) * units[match[3] as keyof typeof units];
  if (count < 1 || windowMs < 1000) throw new Error("needs a count of at least 1 and a window of at least 1s");
  return { count, windowMs };
}
