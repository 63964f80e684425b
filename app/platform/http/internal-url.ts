/**
 * The one decision whether an address stays on this site: the value is
 * parsed the way a browser would (`new URL(value, origin)`, which drops tabs
 * and newlines and reads `\` as `/`) and the origins are compared. Control
 * characters, typed or percent-encoded, make any value unusable.
 */
const SITE = "http://site.invalid";
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]|%(?:[01][\da-f]|7f)/i;

/**
 * `internal` for a path, query or anchor on this site; `external` for an
 * absolute http(s) or mailto address elsewhere; null for anything else
 * (javascript:, data:, control characters, and relative-looking values such
 * as `//evil.example` or `/\evil.example` that a browser takes off-site).
 */
export function urlKind(value: string): "internal" | "external" | null {
  if (!value || CONTROL.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin === SITE) return /^[/?#]/.test(value) ? "internal" : null;
  return /^(https?:\/\/|mailto:)/i.test(value) && /^(https?|mailto):$/.test(url.protocol) ? "external" : null;
}

/**
 * The value when it is a path on this site (to follow after signing in, say),
 * else null; as the browser would send it (non-ASCII percent-encoded), so it
 * can go into a Location header.
 */
export function internalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || urlKind(value) !== "internal") return null;
  const url = new URL(value, SITE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return urlKind(path) === "internal" ? path : null;
}
