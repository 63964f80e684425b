/** The form's limits, shared by the page (maxLength) and the schema; no Zod here, so the page stays light. */
export const SUBJECT_MAX = 200;
export const MARKDOWN_MAX = 50_000;
