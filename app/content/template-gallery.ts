/**
 * The template gallery's categories and its filter and paging rules, kept
 * apart from the templates themselves:
 * the gallery components import this module, and the template data must stay
 * out of the pages' JavaScript (the routes' loaders deliver it).
 */

/** The template categories, in the filter's order. */
export const templateCategories = [
  "Real Estate",
  "Healthcare",
  "Marketing",
  "Customer Support",
  "Productivity",
  "Sales",
  "Accounting",
  "Finance",
  "HR",
] as const;

export type TemplateCategory = (typeof templateCategories)[number];

/** A filter choice: every category, or All. */
export type CategoryFilter = "All" | TemplateCategory;

/** The filter buttons, in order: All first. */
export const categoryFilters: readonly CategoryFilter[] = ["All", ...templateCategories];

/** How many cards a page of the gallery holds (the home page shows one page). */
export const GALLERY_PAGE_SIZE = 8;

/** The URL form of a filter choice: "Real Estate" → "real-estate", "All" → "all". */
export function categorySlug(category: CategoryFilter): string {
  return category.toLowerCase().replace(/\s+/g, "-");
}

/** The filter choice a `?category=` value names; anything unknown (or none) means All. */
export function categoryFromSlug(slug: string | null | undefined): CategoryFilter {
  if (!slug) return "All";
  const wanted = slug.trim().toLowerCase();
  return categoryFilters.find((category) => categorySlug(category) === wanted) ?? "All";
}

/** A `?page=` value as a page number: a whole number from 1 up, else 1. */
export function pageFromParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

export interface GalleryView<T> {
  /** The cards to show: the first `page` pages of the filtered list. */
  visible: T[];
  /** How many cards the filter matches in all. */
  total: number;
  /** The page shown last, after clamping to the pages that exist. */
  page: number;
  /** Whether another page would show more cards. */
  hasMore: boolean;
}

/**
 * What the gallery shows for a filter choice and a page: the matching items
 * (in catalogue order) up to the end of `page`, where pages are `pageSize`
 * long. A page past the end shows everything.
 */
export function galleryView<T extends { category: TemplateCategory }>(
  items: readonly T[],
  { category = "All", page = 1, pageSize = GALLERY_PAGE_SIZE }: { category?: CategoryFilter; page?: number; pageSize?: number } = {},
): GalleryView<T> {
  const matching = category === "All" ? [...items] : items.filter((item) => item.category === category);
  const lastPage = Math.max(1, Math.ceil(matching.length / pageSize));
  const shownPage = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  const visible = matching.slice(0, shownPage * pageSize);
  return { visible, total: matching.length, page: shownPage, hasMore: visible.length < matching.length };
}

/**
 * The search params after a filter or paging change, keeping any others
 * (e.g. `prompt`): a new category starts again at page 1; All and page 1 are
 * the defaults and leave no trace in the URL.
 */
export function withGalleryParams(current: URLSearchParams, change: { category?: CategoryFilter; page?: number }): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.category !== undefined) {
    if (change.category === "All") next.delete("category");
    else next.set("category", categorySlug(change.category));
    next.delete("page");
  }
  if (change.page !== undefined) {
    if (change.page <= 1) next.delete("page");
    else next.set("page", String(Math.floor(change.page)));
  }
  return next;
}

/** The home page's address with a prompt in the box: where a chosen card leads. */
export function promptHref(prompt: string): string {
  return `/?prompt=${encodeURIComponent(prompt)}`;
}
