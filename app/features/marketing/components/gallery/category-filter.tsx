import { cn } from "#app/ui/cn.ts";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import {
  type CategoryFilter as Category,
  categoryFilters,
  categoryFromSlug,
  categorySlug,
  pageFromParam,
  withGalleryParams,
} from "#app/content/template-gallery.ts";

/**
 * The gallery's state in the URL: `?category=<slug>` and, on /view-all,
 * `?page=<n>`. The server render reads the same params, so filtering and
 * paging work with JavaScript off; with JavaScript a change replaces the
 * current history entry without reloading or scrolling (the routes skip
 * revalidation, so no request is made either).
 */
export function useGallerySearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const change = useCallback(
    (next: { category?: Category; page?: number }) =>
      setSearchParams((current) => withGalleryParams(current, next), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  return {
    category: categoryFromSlug(searchParams.get("category")),
    page: pageFromParam(searchParams.get("page")),
    change,
  };
}

/**
 * The category filter: All plus the nine categories, the
 * active one marked with aria-pressed. It is a GET form, each button sending
 * `category=<slug>`, so it works before and without JavaScript; once the page
 * is interactive a click calls `onSelect` instead and the page filters in place.
 */
export function CategoryFilter({
  active,
  action,
  onSelect,
  onIntent,
  className,
}: {
  active: Category;
  /** Where the form goes without JavaScript (may carry a #fragment to land on). */
  action: string;
  onSelect: (category: Category) => void;
  /** Called when the pointer or focus reaches the filter, before a choice (to start loading what it needs). */
  onIntent?: () => void;
  className?: string;
}) {
  return (
    <form method="get" action={action} onPointerEnter={onIntent} onFocus={onIntent} className={className}>
      <div role="group" aria-label="Filter templates by category" className="flex flex-wrap gap-2">
        {categoryFilters.map((category) => {
          const pressed = category === active;
          return (
            <button
              key={category}
              type="submit"
              name="category"
              value={categorySlug(category)}
              aria-pressed={pressed}
              onClick={(event) => {
                event.preventDefault();
                onSelect(category);
              }}
              className={cn(
                "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                pressed
                  ? "border-primary bg-primary text-primary-foreground shadow-sm shadow-primary/25"
                  : "border-border bg-background text-muted-foreground hover:border-primary/30 hover:bg-accent hover:text-accent-foreground",
              )}
            >
              {category}
            </button>
          );
        })}
      </div>
    </form>
  );
}
