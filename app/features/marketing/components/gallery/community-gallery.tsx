import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { useEffect, useState } from "react";
import { type CategoryFilter as Category, galleryView } from "#app/content/template-gallery.ts";
import type { Template } from "#app/content/templates.ts";
import { usePromptBox } from "#app/features/marketing/components/hero-prompt.tsx";
import { CategoryFilter, useGallerySearch } from "./category-filter.tsx";
import { TemplateGrid } from "./template-card.tsx";

/**
 * The home page's "From the Community" gallery: one page of
 * templates for the chosen category, a link to all of them on /view-all.
 * Choosing a card copies its prompt into the hero's box, scrolls there and
 * focuses it (without JavaScript the card is a link to `/?prompt=…`).
 * Use inside `<PromptBoxProvider>`.
 *
 * `firstCards` (loader data) are the cards the page is rendered with; the
 * whole catalogue is imported when the pointer or focus reaches the filter,
 * or when the address asks for another category. Until it is in, the
 * filter shows the new choice and the grid the first cards.
 */
export function CommunityGallery({ firstCards }: { firstCards: FirstCards }) {
  const { fillPrompt } = usePromptBox();
  const { category, change } = useGallerySearch();
  const catalogue = useCatalogue(category !== firstCards.category);
  const shown = catalogue ? category : firstCards.category;
  const view = galleryView(catalogue ?? firstCards.templates, { category: shown });

  return (
    <section id="community" aria-labelledby="community-title" className="border-t border-border/70 bg-linear-to-b from-muted/60 to-background">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold text-primary">Droid templates</p>
            <h2 id="community-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              From the Community
            </h2>
            <p className="mt-3 text-base leading-7 text-muted-foreground">
              Start from a Droid other teams already rely on. Choose one to copy its instructions into the box above, then make it yours.
            </p>
          </div>
          <Link
            to={href("/view-all")}
            className="inline-flex h-10 shrink-0 items-center gap-1.5 self-start rounded-full border border-border bg-background px-4 text-sm font-semibold text-foreground shadow-xs transition-colors hover:border-primary/30 hover:bg-accent hover:text-accent-foreground sm:self-auto"
          >
            View all templates
            <ArrowRight className="size-4 text-primary" />
          </Link>
        </div>

        <CategoryFilter active={category} action="/#community" onSelect={(next) => change({ category: next })} onIntent={preloadCatalogue} className="mt-8" />
        <TemplateGrid templates={view.visible} headingLevel="h3" onChoose={(template) => fillPrompt(template.prompt)} className="mt-6" />
        <p aria-live="polite" className="sr-only">
          {shown === "All" ? `Showing ${view.visible.length} templates` : `Showing ${view.visible.length} ${shown} templates`}
        </p>
      </div>
    </section>
  );
}

/** The cards the home page is rendered with: the first page of a category. */
export interface FirstCards {
  category: Category;
  templates: readonly Template[];
}

const loadCatalogue = () => import("#app/content/templates.ts");
const preloadCatalogue = () => void loadCatalogue();

/**
 * Every template, once imported (null until then); the import starts when
 * `needed` turns true. If it fails (e.g. offline), the page is loaded again
 * from the server, which renders the category in the address.
 */
function useCatalogue(needed: boolean): readonly Template[] | null {
  const [catalogue, setCatalogue] = useState<readonly Template[] | null>(null);
  useEffect(() => {
    if (!needed || catalogue) return;
    let current = true;
    loadCatalogue().then(
      (module) => current && setCatalogue(module.templates),
      () => window.location.reload(),
    );
    return () => {
      current = false;
    };
  }, [needed, catalogue]);
  return catalogue;
}
