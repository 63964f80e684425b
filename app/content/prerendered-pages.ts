import { href } from "#app/platform/http/href.ts";
import { useCasePages } from "./site.ts";

// Kept apart from site.ts, which every page's header and footer load: the
// build and the sitemap read this list, no browser does.
/** Pages rendered to HTML at build time (everything that does not depend on the database). */
export const prerenderedPaths = [
  href("/"),
  href("/view-all"),
  href("/privacy"),
  href("/terms"),
  href("/enterprise"),
  href("/pricing"),
  ...useCasePages.map((page) => page.path),
];
