import { href } from "#app/platform/http/href.ts";
import type { ExampleCategory } from "./examples.ts";

/** The example categories (content/examples.ts) as people say them, for sorting prompts. */
export const promptCategories: { id: ExampleCategory; label: string; page: string; keywords: RegExp }[] = [
  {
    id: "real-estate",
    label: "Real Estate",
    page: href("/real-estate"),
    keywords: /\b(tenant|lease|rent|landlord|propert(y|ies)|listing|showing|mortgage|maintenance request)/i,
  },
  {
    id: "healthcare",
    label: "Healthcare",
    page: href("/healthcare"),
    keywords: /\b(patient|clinic|intake|appointment|insurance|claim|eligibility|hipaa|caregiver|medical)/i,
  },
  {
    id: "marketing",
    label: "Marketing",
    page: href("/marketing"),
    keywords: /\b(campaign|newsletter|social|seo|content calendar|leads? list|marketing|brand|ads?)\b/i,
  },
  { id: "sales", label: "Sales", page: href("/sales"), keywords: /\b(crm|salesforce|hubspot|pipeline|deal|prospect|quote|follow[- ]up|outbound|demo)/i },
  { id: "hr", label: "HR", page: href("/hr"), keywords: /\b(resume|candidate|interview|onboard|hiring|payroll|employee|pto|benefits|recruit)/i },
  {
    id: "finance",
    label: "Finance",
    page: href("/finance"),
    keywords: /\b(invoice|quickbooks|xero|expense|receivable|payable|reconcil|budget|accounting|books)/i,
  },
  {
    id: "customer-support",
    label: "Customer Support",
    page: href("/customer-support"),
    keywords: /\b(ticket|support|customer|refund|complaint|inbox|zendesk|helpdesk|chat)/i,
  },
];

/** A prompt's category: by its words, else by the page it was sent from; undefined when neither says. */
function categoryOf(prompt: string | null, sourcePage: string | null) {
  const byWords = prompt ? promptCategories.find((category) => category.keywords.test(prompt)) : undefined;
  return byWords ?? promptCategories.find((category) => category.page === sourcePage);
}

/** A prompt's category label ("Finance"); null when neither its words nor its page say. */
export function categorizePrompt(prompt: string | null, sourcePage: string | null): string | null {
  return categoryOf(prompt, sourcePage)?.label ?? null;
}

/** A prompt's category id ("finance"), or "" when none: what the lead tables' `prompt_category` holds. */
export function promptCategoryId(prompt: string | null, sourcePage: string | null): ExampleCategory | "" {
  return categoryOf(prompt, sourcePage)?.id ?? "";
}

/** The label of a stored category id; null for "" or an id no longer known. */
export const promptCategoryLabel = (id: string) => promptCategories.find((category) => category.id === id)?.label ?? null;

/** JavaScript's word characters, as `\b` sees them without the `u` flag (ASCII only). */
const WORD = "[A-Za-z0-9_]";

/**
 * One keyword rule as a PostgreSQL regular expression that matches exactly
 * the same strings. Only the shape the rules above have is accepted, so
 * the translation stays provable: `\b(alternatives)` with an optional
 * closing `\b`, flag `i`; alternatives of lower-case ASCII letters,
 * digits, spaces, `-`, groups `( | )`, `?` and classes without letters,
 * each starting (and, with the closing `\b`, ending) with a letter. Then
 * each letter becomes its two cases (JavaScript's `i` folds no other
 * character onto an ASCII letter), and a `\b` that borders a letter
 * becomes "no word character on that side" (PostgreSQL's own `\y` counts
 * non-ASCII letters as word characters; JavaScript does not). Anything
 * else throws: a rule written otherwise needs this translation extended.
 */
export function keywordsToSql(keywords: RegExp): string {
  const shape = /^\\b\((.+)\)(\\b)?$/.exec(keywords.source);
  if (!shape || keywords.flags !== "i") throw new Error(`A prompt category rule this translation cannot prove: /${keywords.source}/${keywords.flags}`);
  const [, body, closing] = shape as unknown as [string, string, string | undefined];
  if (!/^[a-z0-9 ?()|[\]-]+$/.test(body) || /\[[^\]]*[a-z]/.test(body)) throw new Error(`Unsupported characters in /${keywords.source}/`);
  // The top-level alternatives: each must start with a letter, and end with one (or a letter and `?`) when a \b closes them.
  const alternatives: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of body) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === "|" && depth === 0) {
      alternatives.push(current);
      current = "";
    } else current += char;
  }
  alternatives.push(current);
  for (const alternative of alternatives) {
    if (!/^[a-z]/.test(alternative) || (closing && !/[a-z]\??$/.test(alternative))) {
      throw new Error(`The word boundary next to "${alternative}" in /${keywords.source}/ is not provably translated`);
    }
  }
  const letters = body.replace(/[a-z]/g, (letter) => `[${letter.toUpperCase()}${letter}]`);
  return `(?<!${WORD})(${letters})${closing ? `(?!${WORD})` : ""}`;
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * `promptCategoryId` as a SQL expression over `prompt` and `source_page`:
 * the lead tables' generated `prompt_category` column, so every row has
 * it, whoever writes it (the site, psql, a bulk load). A test compares the
 * two on every example and on made-up edge cases.
 */
export function promptCategorySql(): string {
  const byWords = promptCategories.map((category) => `WHEN prompt ~ ${quoted(keywordsToSql(category.keywords))} THEN ${quoted(category.id)}`);
  const byPage = promptCategories.map((category) => `WHEN source_page = ${quoted(category.page)} THEN ${quoted(category.id)}`);
  return `CASE ${[...byWords, ...byPage].join(" ")} ELSE '' END`;
}
