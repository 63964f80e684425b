import { Marked, type Renderer, type Tokens } from "marked";
import privacyMarkdown from "../../content/legal/privacy.md?raw";
import termsMarkdown from "../../content/legal/terms.md?raw";
import { siteUrl } from "../../platform/http/page-meta.ts";
import type { LegalDocument, LegalSection } from "./legal-document.ts";
import { escapeHtml } from "../../platform/text/escape.ts";
import { slugify } from "../../platform/text/slugify.ts";

const documents = {
  privacy: {
    title: "Privacy Policy",
    description:
      "How Droids collects, uses, shares and protects personal information, the cookies we use, and your rights under the GDPR and the CCPA.",
    lastUpdated: "July 11, 2025",
    lastUpdatedIso: "2025-07-11",
    markdown: privacyMarkdown,
  },
  terms: {
    title: "Terms of Service",
    description:
      "The terms that govern your use of Droids: accounts, acceptable use, your content, plans, fees and payment, and your rights and ours.",
    lastUpdated: "July 12, 2025",
    lastUpdatedIso: "2025-07-12",
    markdown: termsMarkdown,
  },
} as const;

export type LegalDocumentName = keyof typeof documents;

/**
 * The domain of the site's contact addresses: the public site's own (from
 * PUBLIC_URL at build time), else the development domain the mail settings
 * use (droids.localhost).
 */
function contactDomain() {
  const host = new URL(siteUrl).hostname.replace(/^www\./, "");
  return host.includes(".") && !/^[\d.]+$/.test(host) ? host : "droids.localhost";
}

/** Values of the `{{name}}` placeholders the Markdown files may use. */
function placeholders(): Record<string, string> {
  const domain = contactDomain();
  return { privacyEmail: `privacy@${domain}`, legalEmail: `legal@${domain}` };
}

function fillPlaceholders(markdown: string) {
  const values = placeholders();
  return markdown.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder ${match} in a legal document`);
    return value;
  });
}

/** A heading's anchor: "2. How we use your information" → "how-we-use-your-information" (no number, no entities). */
export function headingSlug(text: string) {
  return slugify(text.replace(/^\d+\.\s*/, "").replace(/&[a-z]+;|&#\d+;/g, ""), Infinity);
}

/**
 * Markdown to HTML: headings get ids (level 2 ones make the table of
 * contents), and table cells are labelled with their column (for narrow screens).
 */
export function renderLegalMarkdown(markdown: string): { html: string; sections: LegalSection[] } {
  const sections: LegalSection[] = [];
  const used = new Set<string>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: Renderer, { tokens, depth, text }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const base = headingSlug(text) || "section";
        let id = base;
        for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
        used.add(id);
        if (depth === 2) sections.push({ id, title: text });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      table(this: Renderer, token: Tokens.Table) {
        // A native table keeps its semantics whatever its CSS display (narrow
        // screens restyle it as stacked cards), and ARIA roles on the rows and
        // cells of a plain table are invalid HTML: none are added. Each cell
        // carries its column's name for the card layout.
        const inline = (cell: Tokens.TableCell) => this.parser.parseInline(cell.tokens);
        const head = token.header.map((cell) => `<th scope="col">${inline(cell)}</th>`).join("");
        const rows = token.rows
          .map((row) => {
            const cells = row
              .map((cell, index) => `<td data-label="${escapeHtml(token.header[index]?.text ?? "")}">${inline(cell)}</td>`)
              .join("");
            return `<tr>${cells}</tr>`;
          })
          .join("\n");
        return `<div class="legal-table"><table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(fillPlaceholders(markdown), { async: false });
  return { html, sections };
}

/** The named legal document with its body rendered (the pages are prerendered, so this runs at build time). */
export function loadLegalDocument(name: LegalDocumentName): LegalDocument {
  const { markdown, ...texts } = documents[name];
  return { ...texts, ...renderLegalMarkdown(markdown) };
}
