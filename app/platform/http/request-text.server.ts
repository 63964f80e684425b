/**
 * Text a PostgreSQL text column cannot hold: the NUL character, and lone
 * UTF-16 surrogates (only JSON's `\ud800` escapes can produce them; invalid
 * UTF-8 bytes decode to U+FFFD). Requests carrying such text are refused at
 * the HTTP boundary (server/app.ts), so no route has to handle it; the
 * lead submissions, which also take text from the JSON API, recognise the
 * database's own refusal (isInvalidTextError in app/platform/db/client.server.ts) and
 * answer 400 should anything slip past this check.
 */
export const INVALID_CHARACTERS_MESSAGE = "The request contains characters that are not allowed.";

export function hasInvalidCharacters(value: string): boolean {
  return value.includes("\u0000") || !value.isWellFormed();
}

/** A URL's path or query carries a NUL (`%00`); percent-decoded UTF-8 cannot give a lone surrogate. */
export function urlHasInvalidCharacters(url: string): boolean {
  return /%00/.test(url) || hasInvalidCharacters(url);
}

/** True when any string (key or value) inside a parsed JSON value is invalid text. */
function jsonHasInvalidCharacters(value: unknown): boolean {
  if (typeof value === "string") return hasInvalidCharacters(value);
  if (Array.isArray(value)) return value.some(jsonHasInvalidCharacters);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => hasInvalidCharacters(key) || jsonHasInvalidCharacters(item));
  }
  return false;
}

/** The body types whose text fields are checked; others (and unreadable bodies) are left to the route. */
export function isCheckedBodyType(contentType: string): boolean {
  return /^(application\/(.+\+)?json|application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType.trim());
}

/**
 * Whether a request body's text fields hold invalid text: JSON strings,
 * url-encoded fields and multipart text fields (files are not text fields).
 */
export async function bodyHasInvalidCharacters(contentType: string, body: Buffer): Promise<boolean> {
  const type = contentType.trim().toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    } catch {
      return false;
    }
    for (const [name, value] of form) {
      if (hasInvalidCharacters(name) || (typeof value === "string" && hasInvalidCharacters(value))) return true;
    }
    return false;
  }
  const text = body.toString("utf8");
  if (type.startsWith("application/x-www-form-urlencoded")) {
    for (const [name, value] of new URLSearchParams(text)) {
      if (hasInvalidCharacters(name) || hasInvalidCharacters(value)) return true;
    }
    return false;
  }
  try {
    return jsonHasInvalidCharacters(JSON.parse(text));
  } catch {
    return false;
  }
}
