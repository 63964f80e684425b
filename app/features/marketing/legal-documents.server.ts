import { Marked, type Renderer, type Tokens } from "marked";
import privacyMarkdown from "#app/content/legal/privacy.md?raw";
import termsMarkdown from "#app/content/legal/terms.md?raw";
import { contactDomain, PRERENDER_ORIGIN } from "#app/platform/http/public-url.ts";
import type { LegalDocument, LegalSection } from "./legal-document.ts";
import { escapeHtml } from "#app/platform/text/escape.ts";
import { slugify } from "#app/platform/text/slugify.ts";

const documents = {
  privacy: {
    title: "Privacy Policy",
    description: "How Droids collects, uses, shares and protects personal information, the cookies we use, and your rights under the GDPR and the CCPA.",
    lastUpdated: "July 11, 2025",
    lastUpdatedIso: "2025-07-11",
    markdown: privacyMarkdown,
  },
  terms: {
    title: "Terms of Service",
    description: "The terms that govern your use of Droids: accounts, acceptable use, your content, plans, fees and payment, and your rights and ours.",
    lastUpdated: "July 12, 2025",
    lastUpdatedIso: "2025-07-12",
    markdown: termsMarkdown,
  },
} as const;

export type LegalDocumentName = keyof typeof documents;

/** Values of the `{{name}}` placeholders the Markdown files may use. */
function placeholders(publicUrl: string): Record<string, string> {
  const domain = contactDomain(publicUrl);
  return { privacyEmail: `privacy@${domain}`, legalEmail: `legal@${domain}` };
}

function fillPlaceholders(markdown: string, publicUrl: string) {
  const values = placeholders(publicUrl);
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
export function renderLegalMarkdown(markdown: string, publicUrl = PRERENDER_ORIGIN): { html: string; sections: LegalSection[] } {
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
            const cells = row.map((cell, index) => `<td data-label="${escapeHtml(token.header[index]?.text ?? "")}">${inline(cell)}</td>`).join("");
            return `<tr>${cells}</tr>`;
          })
          .join("\n");
        return `<div class="legal-table"><table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(fillPlaceholders(markdown, publicUrl), { async: false });
  return { html, sections };
}

/**
 * The named legal document with its body rendered, its contact addresses at
 * the domain of `publicUrl` (the pages are prerendered: at build time that is
 * the stand-in the server replaces at start).
 */
export function loadLegalDocument(name: LegalDocumentName, publicUrl = PRERENDER_ORIGIN): LegalDocument {
  const { markdown, ...texts } = documents[name];
  return { ...texts, ...renderLegalMarkdown(markdown, publicUrl) };
}
