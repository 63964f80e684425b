import type { z } from "zod";

/**
 * A posted form as a plain object for a schema: text fields only (a file is
 * left out), a name sent more than once as a list of its values. An
 * unreadable body (or none) is an empty object, so the schema's own
 * messages answer it.
 */
export function formFields(form: FormData | null): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of form ?? []) {
    if (typeof value !== "string") continue;
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return fields;
}

/** What a field error says when a field the schema takes once came more than once (`intent=a&intent=b`). */
export const REPEATED_FIELD_MESSAGE = "This field was sent more than once.";

/**
 * A posted form checked by a schema: its data, or the problems by field
 * name with the first as the answer's headline. A refused form has no
 * `data`, so a caller cannot use it without checking `success` first.
 */
export type ParsedForm<Data> =
  | { success: true; data: Data }
  | { success: false; error: z.ZodError; fields: Partial<Record<string, string>>; title: string };

/**
 * Validates a posted form with `schema` (see formFields). A field the
 * schema refuses because it came more than once says so; otherwise each
 * field's first issue is its message.
 */
export function parseForm<Schema extends z.ZodType>(schema: Schema, form: FormData | null): ParsedForm<z.output<Schema>> {
  const posted = formFields(form);
  const parsed = schema.safeParse(posted);
  if (parsed.success) return { success: true, data: parsed.data };
  const fields: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "form");
    fields[name] ??= Array.isArray(posted[name]) ? REPEATED_FIELD_MESSAGE : issue.message;
  }
  const [name, message] = Object.entries(fields)[0]!;
  return { success: false, error: parsed.error, fields, title: message === REPEATED_FIELD_MESSAGE ? `The field “${name}” was sent more than once.` : message! };
}

/** The request's form, or null when its body is not one. */
export const readForm = (request: Request): Promise<FormData | null> => request.formData().catch(() => null);
