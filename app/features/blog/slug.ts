/**
 * A URL slug from a title: lower-case ASCII letters, digits and single
 * hyphens ("Why AI Agents Need Guardrails!" → "why-ai-agents-need-guardrails").
 */
export function slugify(title: string, maxLength = 80): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
  return slug || "post";
}

/** The first of base, base-2, base-3 … that `taken` does not contain. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
