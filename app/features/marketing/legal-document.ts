/** A section of a legal document, for its table of contents. */
export interface LegalSection {
  id: string;
  title: string;
}

/** A legal page's data (made by legal-documents.server.ts at build time). */
export interface LegalDocument {
  title: string;
  description: string;
  /** As shown: "July 11, 2025". */
  lastUpdated: string;
  /** The same date for `<time dateTime>`. */
  lastUpdatedIso: string;
  /** The body (everything below the title) as HTML: our own trusted content, never a visitor's. */
  html: string;
  sections: LegalSection[];
}
