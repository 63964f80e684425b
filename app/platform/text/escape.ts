const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const xmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text made safe inside HTML, as element content or a quoted attribute value. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => htmlEntities[char]!);

const entityText: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'" };

/** The text of an HTML attribute value as written (React writes `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#x27;`). */
export const unescapeHtml = (value: string) => value.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => entityText[name]!);

/** Text made safe inside XML (sitemap, RSS), as element content or a quoted attribute value. */
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => xmlEntities[char]!);

/** A search term for SQL LIKE/ILIKE matched literally: `%`, `_` and `\` lose their wildcard meaning. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
