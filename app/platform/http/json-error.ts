/** The body every JSON API answers an error with: a stable code, a sentence for people, and per-field messages when input was invalid. */
export type JsonErrorBody = { error: { code: string; message: string; fields?: Partial<Record<string, string>> } };

/** A JSON answer that is never cached. */
export function jsonResponse(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** A JSON error answer, `{ error: { code, message, fields? } }`, never cached. */
export function jsonError(status: number, code: string, message: string, fields?: Partial<Record<string, string>>, headers?: Record<string, string>): Response {
  const body: JsonErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return jsonResponse(body, status, headers);
}
