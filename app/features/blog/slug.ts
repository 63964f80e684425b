import { slugify } from "#app/platform/text/slugify.ts";

/** A post's (or author's) slug from its title (or name); "post" when the text has no letters or digits. */
export function postSlug(title: string, maxLength = 80): string {
  return slugify(title, maxLength) || "post";
}

/** The first of base, base-2, base-3 … that `taken` does not contain. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
