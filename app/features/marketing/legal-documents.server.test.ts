import { describe, expect, it } from "vitest";
import { loadLegalDocument, renderLegalMarkdown, headingSlug } from "./legal-documents.server.ts";

/** The document's text without tags, with entities decoded as a browser would. */
function textOf(html: string) {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("legal documents", () => {
  it("carry their titles and last-updated dates", () => {
    const privacy = loadLegalDocument("privacy");
    const terms = loadLegalDocument("terms");
    expect([privacy.title, privacy.lastUpdated, privacy.lastUpdatedIso]).toEqual(["Privacy Policy", "July 11, 2025", "2025-07-11"]);
    expect([terms.title, terms.lastUpdated, terms.lastUpdatedIso]).toEqual(["Terms of Service", "July 12, 2025", "2025-07-12"]);
  });

  it("state the terms' billing, notice, age and trial facts", () => {
    const text = textOf(loadLegalDocument("terms").html);
    expect(text).toContain("Fees are charged in advance, monthly or annually");
    expect(text).toContain("Fees are non-refundable");
    expect(text).toContain("at least 30 days' notice before any price change");
    expect(text).toContain("The Service is not for children under 13");
    expect(text).toContain("14-day free trial");
  });

  it("cover what the privacy policy must", () => {
    const text = textOf(loadLegalDocument("privacy").html);
    for (const phrase of [
      "not intended for children under 13",
      "Session cookie",
      "Visitor cookie",
      "GDPR",
      "CCPA",
      "We do not sell personal information",
      "Waitlist entries",
      "Demo requests",
      "blog",
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it("fills in the contact addresses and leaves no placeholder", () => {
    for (const name of ["privacy", "terms"] as const) {
      const { html } = loadLegalDocument(name);
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(html).toMatch(/href="mailto:(privacy|legal)@[\w.-]+\.\w+"/);
    }
  });

  it("gives every section heading an id and lists the sections", () => {
    const { html, sections } = loadLegalDocument("privacy");
    expect(sections.length).toBeGreaterThan(8);
    for (const section of sections) expect(html).toContain(`<h2 id="${section.id}">`);
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
  });

  it("renders tables with labelled cells", () => {
    const { html } = renderLegalMarkdown("## Cookies\n\n| Cookie | Duration |\n|---|---|\n| Session | 7 days |\n");
    expect(html).toContain('<th scope="col">Cookie</th>');
    expect(html).toContain('<td data-label="Duration">7 days</td>');
    // ARIA roles on a plain table's rows and cells are invalid HTML.
    expect(html).not.toContain("role=");
  });

  it("makes unique slugs from numbered headings", () => {
    expect(headingSlug("2. How we use your information")).toBe("how-we-use-your-information");
    const { sections } = renderLegalMarkdown("## Contact\n\n## Contact\n");
    expect(sections.map((section) => section.id)).toEqual(["contact", "contact-2"]);
  });
});
