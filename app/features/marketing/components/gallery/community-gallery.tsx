import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { galleryView } from "../../../../content/template-gallery.ts";
import type { IntegrationGlyphs, Template } from "../../../../content/templates.ts";
import { usePromptBox } from "../hero-prompt.tsx";
import { CategoryFilter, useGallerySearch } from "./category-filter.tsx";
import { TemplateGrid } from "./template-card.tsx";

/**
 * The home page's "From the Community" gallery: one page of
 * templates for the chosen category, a link to all of them on /view-all.
 * Choosing a card copies its prompt into the hero's box, scrolls there and
 * focuses it (without JavaScript the card is a link to `/?prompt=…`).
 * Use inside `<PromptBoxProvider>`.
 */
export function CommunityGallery({ templates, glyphs }: { templates: readonly Template[]; glyphs: IntegrationGlyphs }) {
  const { fillPrompt } = usePromptBox();
  const { category, change } = useGallerySearch();
  const view = galleryView(templates, { category });

  return (
    <section
      id="community"
      aria-labelledby="community-title"
      className="border-t border-border/70 bg-linear-to-b from-muted/60 to-background"
    >
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold text-primary">Droid templates</p>
            <h2 id="community-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              From the Community
            </h2>
            <p className="mt-3 text-base leading-7 text-muted-foreground">
              Start from a Droid other teams already rely on. Choose one to copy its instructions into the box above,
              then make it yours.
            </p>
          </div>
          <Link
            to="/view-all"
            className="inline-flex h-10 shrink-0 items-center gap-1.5 self-start rounded-full border border-border bg-background px-4 text-sm font-semibold text-foreground shadow-xs transition-colors hover:border-primary/30 hover:bg-accent hover:text-accent-foreground sm:self-auto"
          >
            View all templates
            <ArrowRight className="size-4 text-primary" />
          </Link>
        </div>

        <CategoryFilter
          active={category}
          action="/#community"
          onSelect={(next) => change({ category: next })}
          className="mt-8"
        />
        <TemplateGrid
          templates={view.visible}
          glyphs={glyphs}
          headingLevel="h3"
          onChoose={(template) => fillPrompt(template.prompt)}
          className="mt-6"
        />
        <p aria-live="polite" className="sr-only">
          {category === "All" ? `Showing ${view.visible.length} templates` : `Showing ${view.visible.length} ${category} templates`}
        </p>
      </div>
    </section>
  );
}
