import type { IconName as LucideIconName } from "lucide-react/dynamic";
import type { IconDrawing } from "#app/ui/icon-drawing.tsx";
import type { IntegrationCategory } from "#app/content/integrations.ts";
import type { IndustrySlug } from "#app/content/site.ts";

/**
 * The icons marketing data may name: any Lucide icon, by its Lucide name
 * (`"scan-text"`). The route loaders resolve names to lucide-react's drawings
 * (ui/icon-drawing.server.ts), so a page's HTML carries only
 * its own icons and no table of icons ships in JavaScript.
 */
export type IconName = LucideIconName;

/** A marketing item: title, description, optional benefits. */
export interface Feature<Icon = IconName> {
  icon: Icon;
  title: string;
  description: string;
  benefits?: string[];
}

/** One step of a how-it-works section: number, title, description, and a time or feature bullets. */
export interface Step {
  number: number;
  title: string;
  description: string;
  /** `5 minutes`, `15 minutes`, then `Ongoing` or `Continuous`. */
  time?: string;
  /** What the step brings, as bullets (the customer-support page: three each). */
  features?: string[];
}

/** A customer quote. */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
}

/** A headline figure, shown as "{value} {label}", e.g. "75%" "less admin time". */
export interface Stat {
  value: string;
  label: string;
}

/**
 * A call to action: `trial` opens the sign-up dialog, `demo` the Schedule a
 * Demo dialog, `integrations` the All Integrations dialog (a page with an
 * `integrations` section). Without JavaScript they are links to /sign-up,
 * /demo and the integrations listed on the page.
 */
export interface CallToAction {
  kind: "trial" | "demo" | "integrations";
  label: string;
}

/** A section's heading and introduction. */
export interface SectionIntro {
  title: string;
  description: string;
}

/**
 * Everything one landing page shows: the industry pages and the
 * customer-support page. Sections marked optional are shown only when present.
 */
export interface LandingPageContent<Icon = IconName> {
  /** The page's path without its slash. */
  slug: IndustrySlug | "customer-support";
  /** The page's title and description for search engines and link previews. */
  meta: { title: string; description: string };
  hero: {
    /** A short label above the headline, e.g. "Real estate & property management". */
    eyebrow: string;
    title: string;
    /** A part of `title` drawn in the brand gradient. */
    highlight?: string;
    description: string;
    actions: CallToAction[];
  };
  /** The trial offer shown under the calls to action. */
  trialOffer: string;
  /** Three headline figures under the hero. */
  stats?: [Stat, Stat, Stat];
  /**
   * The features (`#features`, four to a row, icon above text) or, with
   * `id: "channels"`, the channels (three to a row, icon beside text).
   */
  features: SectionIntro & { id?: "features" | "channels"; items: Feature<Icon>[] };
  howItWorks: SectionIntro & { steps: Step[] };
  /** Featured integrations and a button opening all of them. */
  integrations?: SectionIntro & { viewAllLabel: string };
  testimonials?: SectionIntro & { items: Testimonial[] };
  /** The closing call to action above the footer, optionally with figures (the ROI). */
  closing: SectionIntro & { stats?: Stat[]; actions: CallToAction[] };
}

/** An industry page: headline figures and testimonials, no integrations. */
export interface IndustryContent<Icon = IconName> extends LandingPageContent<Icon> {
  slug: IndustrySlug;
  stats: [Stat, Stat, Stat];
  testimonials: SectionIntro & { items: Testimonial[] };
  integrations?: never;
}

/** The integrations a page lists, added by its route loader from content/integrations.ts. */
export interface IntegrationListing {
  categories: IntegrationCategory[];
  featured: string[];
}

/** A landing page as its route renders it: icons resolved to their Lucide drawings, integrations listed. */
export type IndustryPageData = Omit<LandingPageContent<IconDrawing>, "integrations"> & {
  integrations?: NonNullable<LandingPageContent["integrations"]> & IntegrationListing;
};
