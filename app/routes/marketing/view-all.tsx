import { SharedDroidsGallery } from "#app/features/marketing/components/gallery/shared-droids-gallery.tsx";
import { templates } from "#app/content/templates.ts";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/view-all";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Shared Droids",
    description:
      "Browse every Droid template the community has shared, from resume screening to invoice processing and customer calls, and start from any of them.",
    path: "/view-all",
  });

// Runs at build time for the prerendered page (and on the server for
// /view-all?…): the templates travel in the HTML, not in the page's JavaScript.
export const loader = () => ({ templates });

// The catalogue is the same for every URL: filtering and Load More
// (?category=, ?page=) happen in place, so they need no new data.
export const shouldRevalidate = () => false;

export default function ViewAll({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="shared-droids-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_60%_70%_at_50%_-10%,color-mix(in_oklch,var(--color-primary)_12%,transparent),transparent_70%)]"
      />
      <div className="mx-auto w-full max-w-6xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-primary">From the Community</p>
          <h1 id="shared-droids-title" className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Shared Droids
          </h1>
          <p className="mt-4 text-base leading-7 text-muted-foreground sm:text-lg">
            Ready-made Droids that teams use every day. Choose one to open its instructions in the prompt box, change what you need and send it.
          </p>
        </div>
        <div className="mt-10">
          <SharedDroidsGallery templates={loaderData.templates} />
        </div>
      </div>
    </section>
  );
}
