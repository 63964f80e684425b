import type { UIMatch } from "react-router";

/** A route whose page is shown inside another site (the embedded waitlist form) says so in its handle: no header or footer. */
export interface PageLayoutHandle {
  layout?: "framed";
}

export const isFramedPage = (matches: UIMatch[]) => matches.some((match) => (match.handle as PageLayoutHandle | undefined)?.layout === "framed");
