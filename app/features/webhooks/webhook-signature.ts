import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures (docs/webhooks.md): `X-Timestamp` is the send time in
 * Unix seconds; `X-Signature` is `sha256=` and the hex HMAC-SHA256, keyed
 * with the endpoint's secret, of `{timestamp}.{raw body}`.
 */
export const signWebhook = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

/** What a receiver does: recompute, compare in constant time, and refuse old timestamps (replays). */
export function verifyWebhook(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!headers.signature || !Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
