import type * as React from "react";
import { cn } from "#app/ui/cn.ts";
import { Check, Sparkles } from "lucide-react";
import { DrawnIcon, type IconDrawing } from "#app/ui/icon-drawing.tsx";
import { Eyebrow } from "#app/ui/eyebrow.tsx";

// Building blocks the industry and customer-support pages share.

/** Call-to-action styles: on the page, or on the brand-coloured panels. */
export function actionClass(variant: "primary" | "secondary" | "onBrand" | "onBrandSecondary") {
  return cn(
    "inline-flex h-11 items-center justify-center gap-2 rounded-full px-6 text-sm font-semibold whitespace-nowrap transition-[color,background-color,border-color,box-shadow,transform] active:scale-[0.98]",
    variant === "primary" &&
      "bg-linear-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/25 hover:shadow-lg hover:shadow-indigo-600/30",
    variant === "secondary" &&
      "border border-border bg-background text-foreground shadow-xs hover:border-primary/30 hover:bg-accent hover:text-accent-foreground",
    variant === "onBrand" && "bg-white text-indigo-700 shadow-md shadow-indigo-950/20 hover:bg-indigo-50 focus-visible:outline-white",
    variant === "onBrandSecondary" && "border border-white/50 text-white hover:bg-white/10 focus-visible:outline-white",
  );
}

/** The title with its highlighted words in the brand gradient. */
export function HighlightedTitle({ title, highlight }: { title: string; highlight?: string }) {
  const at = highlight ? title.lastIndexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className="bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent">{highlight}</span>
      {title.slice(at + highlight.length)}
    </>
  );
}

/** A page's opening: eyebrow, h1, introduction, calls to action and the trial offer. */
export function PageHero({
  eyebrow,
  title,
  highlight,
  description,
  actions,
  offer,
}: {
  eyebrow: string;
  title: string;
  highlight?: string;
  description: string;
  actions: React.ReactNode;
  offer: string;
}) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 pt-16 pb-14 text-center sm:px-6 sm:pt-24 sm:pb-20">
        <Eyebrow icon={Sparkles}>{eyebrow}</Eyebrow>
        <h1 id="page-title" className="mt-6 text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          <HighlightedTitle title={title} highlight={highlight} />
        </h1>
        <p className="mt-6 max-w-2xl text-base leading-7 text-balance text-muted-foreground sm:text-lg sm:leading-8">{description}</p>
        <div className="mt-9 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">{actions}</div>
        <p className="mt-5 inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Check className="size-4 shrink-0 text-emerald-600" strokeWidth={2.5} />
          {offer}
        </p>
      </div>
    </section>
  );
}

/** Soft brand-coloured light behind a hero (decorative), as on the home page. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_70%_60%_at_50%_-10%,color-mix(in_oklch,var(--color-primary)_14%,transparent),transparent_70%)]" />
      <div className="absolute -top-24 left-[6%] size-72 rounded-full bg-violet-400/20 blur-3xl sm:size-96" />
      <div className="absolute top-16 right-[4%] size-64 rounded-full bg-sky-300/20 blur-3xl sm:size-80" />
    </div>
  );
}

/** A content section with a centred heading and introduction. */
export function Section({
  id,
  title,
  description,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  description: string;
  /** A muted band, to separate it from its neighbours. */
  tinted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("py-16 sm:py-24", tinted && "border-y border-border/70 bg-muted/50")}>
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-base leading-7 text-balance text-muted-foreground sm:text-lg">{description}</p>
        </div>
        <div className="mt-12 sm:mt-16">{children}</div>
      </div>
    </section>
  );
}

/** A Lucide icon (decorative), drawn from its data, in a soft brand-coloured tile. */
export function IconTile({ icon }: { icon: IconDrawing }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-indigo-50 to-violet-100 text-indigo-700 ring-1 ring-indigo-600/10">
      <DrawnIcon icon={icon} className="size-5" />
    </span>
  );
}

/** The brand-coloured panel that closes a page. */
export function BrandPanel({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative isolate mx-auto w-full max-w-6xl overflow-hidden rounded-3xl bg-linear-to-br from-indigo-600 via-indigo-700 to-violet-700 px-6 py-14 text-center text-white shadow-xl shadow-indigo-900/20 sm:px-12 sm:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-32 -right-20 size-80 rounded-full bg-fuchsia-400/25 blur-3xl" />
          <div className="absolute -bottom-32 -left-16 size-80 rounded-full bg-sky-400/20 blur-3xl" />
        </div>
        {children}
      </div>
    </section>
  );
}
