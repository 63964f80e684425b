/**
 * A URL slug: lower-case ASCII letters, digits and single hyphens, at most
 * `maxLength` characters ("Why AI Agents Need Guardrails!" →
 * "why-ai-agents-need-guardrails"). Accents are dropped, "&" reads "and".
 * Empty when the text has no letters or digits.
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
}
