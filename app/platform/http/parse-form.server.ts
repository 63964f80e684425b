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

/** Validates a posted form with `schema` (see formFields): Zod's safe-parse result. */
export function parseForm<Schema extends z.ZodType>(schema: Schema, form: FormData | null) {
  return schema.safeParse(formFields(form)) as z.ZodSafeParseResult<z.output<Schema>>;
}

/** The request's form, or null when its body is not one. */
export const readForm = (request: Request): Promise<FormData | null> => request.formData().catch(() => null);
