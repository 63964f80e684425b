import { href } from "#app/platform/http/href.ts";
import { cn } from "#app/ui/cn.ts";
import { useEffect, useRef } from "react";
import type * as React from "react";
import { categorySlug, galleryView } from "#app/content/template-gallery.ts";
import type { Template } from "#app/content/templates.ts";
import { CategoryFilter, useGallerySearch } from "./category-filter.tsx";
import { TemplateGrid } from "./template-card.tsx";

/**
 * /view-all's gallery: the category
 * filter, the cards in a four-column grid, and Load More Projects, which adds
 * the next page of cards until there are none left. Without JavaScript Load
 * More is a GET form to `?page=<n+1>` (landing on the first new card); with
 * JavaScript it appends in place and moves focus to the first new card.
 * Choosing a card opens the home page with its prompt in the box.
 */
export function SharedDroidsGallery({ templates }: { templates: readonly Template[] }) {
  const { category, page, change } = useGallerySearch();
  const view = galleryView(templates, { category, page });
  const gridRef = useRef<HTMLUListElement>(null);
  /** Index of the first card a Load More click added, to focus once it is rendered. */
  const focusCardAt = useRef<number | null>(null);

  useEffect(() => {
    const index = focusCardAt.current;
    if (index === null) return;
    focusCardAt.current = null;
    gridRef.current?.querySelectorAll<HTMLElement>("[data-template-link]")[index]?.focus();
  }, [view.visible.length]);

  function loadMore(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    focusCardAt.current = view.visible.length;
    change({ page: view.page + 1 });
  }

  const firstNew = view.hasMore ? galleryView(templates, { category, page: view.page + 1 }).visible[view.visible.length] : undefined;
  const label = category === "All" ? "templates" : `${category} templates`;

  return (
    <>
      <CategoryFilter active={category} action={href("/view-all")} onSelect={(next) => change({ category: next })} />
      <TemplateGrid ref={gridRef} templates={view.visible} headingLevel="h2" className="mt-8" />

      <div className="mt-12 flex flex-col items-center gap-4">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          Showing {view.visible.length} of {view.total} {label}
        </p>
        {view.hasMore && (
          <form method="get" action={`${href("/view-all")}${firstNew ? `#template-${firstNew.id}` : ""}`}>
            {category !== "All" && <input type="hidden" name="category" value={categorySlug(category)} />}
            <button
              type="submit"
              name="page"
              value={view.page + 1}
              onClick={loadMore}
              className={cn(
                "inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-semibold text-white",
                "bg-linear-to-br from-indigo-600 to-violet-600 shadow-md shadow-indigo-600/25 transition-[box-shadow,transform] hover:shadow-lg hover:shadow-indigo-600/30 active:scale-[0.98]",
              )}
            >
              Load More Projects
            </button>
          </form>
        )}
      </div>
    </>
  );
}
