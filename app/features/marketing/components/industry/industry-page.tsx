import { href } from "#app/platform/http/href.ts";
import { cn } from "#app/ui/cn.ts";
import { ArrowRight, Check, Clock, Quote } from "lucide-react";
import type { CallToAction, IndustryPageData, Stat, Step, Testimonial } from "#app/content/industries/types.ts";
import { openAuthDialog } from "#app/features/accounts/surface.ts";
import { useDemoDialog, useWaitlistDialog } from "#app/features/leads/surface.ts";
import { IntegrationDirectory } from "#app/features/marketing/components/customer-support/integration-directory.tsx";
import { integrationsAnchor, useIntegrationsDialog } from "#app/features/marketing/components/customer-support/use-integrations-dialog.tsx";
import { DialogLink } from "./dialog-link.tsx";
import { actionClass, BrandPanel, IconTile, PageHero, Section } from "./page-sections.tsx";
import { Card } from "#app/ui/card.tsx";
import { Badge } from "#app/ui/badge.tsx";

type Integrations = NonNullable<IndustryPageData["integrations"]>;

/** What a call to action does once JavaScript runs, by its kind. */
type Openers = Record<CallToAction["kind"], { href: string; open: () => void; preload?: () => void }>;

/**
 * One landing page: hero with calls to action, headline figures, features
 * (or channels), how it works, featured integrations, testimonials and a
 * closing call to action (with figures on the customer-support page). Every
 * industry page and the customer-support page is this component fed its
 * data file; a section absent from the data is not shown.
 */
export function IndustryPage({ data }: { data: IndustryPageData }) {
  const demo = useDemoDialog();
  const waitlist = useWaitlistDialog();
  const integrations = useIntegrationsDialog({
    categories: data.integrations?.categories ?? [],
    trialOffer: data.trialOffer,
    onJoinWaitlist: () => waitlist.open(),
  });
  const openers: Openers = {
    trial: { href: href("/sign-up"), open: () => openAuthDialog("sign-up") },
    demo: { href: href("/demo"), open: () => demo.open(), preload: demo.preload },
    integrations: {
      href: `#${integrationsAnchor}`,
      open: () => {
        integrations.open();
        waitlist.preload();
      },
      preload: integrations.preload,
    },
  };
  const channels = data.features.id === "channels";
  return (
    <>
      <PageHero
        eyebrow={data.hero.eyebrow}
        title={data.hero.title}
        highlight={data.hero.highlight}
        description={data.hero.description}
        offer={data.trialOffer}
        actions={<Actions actions={data.hero.actions} openers={openers} />}
      />
      {data.stats && <Stats stats={data.stats} />}

      <Section id={data.features.id ?? "features"} title={data.features.title} description={data.features.description}>
        <ul className={cn("grid gap-4 sm:grid-cols-2 sm:gap-5", channels ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
          {data.features.items.map((feature) => (
            <Card
              as="li"
              key={feature.title}
              padding={channels ? "lg" : "md"}
              className={cn(
                "flex gap-4 transition-[border-color,box-shadow] hover:border-primary/25 hover:shadow-md hover:shadow-indigo-600/5",
                !channels && "sm:flex-col sm:gap-5 sm:p-6",
              )}
            >
              <IconTile icon={feature.icon} />
              <div className="min-w-0">
                <h3 className="text-base font-semibold tracking-tight">{feature.title}</h3>
                <p className={cn("text-sm leading-6 text-muted-foreground", channels ? "mt-1.5" : "mt-2")}>{feature.description}</p>
                {feature.benefits && (
                  <ul className="mt-4 space-y-2 text-sm">
                    {feature.benefits.map((benefit) => (
                      <li key={benefit} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                        {benefit}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title={data.howItWorks.title} description={data.howItWorks.description} tinted>
        <Steps steps={data.howItWorks.steps} />
      </Section>

      {data.integrations && <IntegrationsSection integrations={data.integrations} trialOffer={data.trialOffer} opener={openers.integrations} />}

      {data.testimonials && (
        <Section id="testimonials" title={data.testimonials.title} description={data.testimonials.description}>
          <ul className="grid gap-5 md:grid-cols-3">
            {data.testimonials.items.map((testimonial) => (
              <li key={testimonial.author} className="flex">
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <BrandPanel labelledBy="closing-title">
        <h2 id="closing-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {data.closing.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-balance text-indigo-50 sm:text-lg">{data.closing.description}</p>
        {data.closing.stats && <ClosingFigures stats={data.closing.stats} />}
        <div className={cn("flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center", data.closing.stats ? "mt-12" : "mt-9")}>
          <Actions actions={data.closing.actions} openers={openers} onBrand />
        </div>
        <p className="mt-5 text-sm text-indigo-50">{data.trialOffer}</p>
      </BrandPanel>

      {data.integrations && integrations.dialog}
      {waitlist.dialog}
      {demo.dialog}
    </>
  );
}

/**
 * The calls to action: a trial opens the header's sign-up dialog, a demo the
 * Schedule a Demo dialog, integrations the All Integrations dialog. Without
 * JavaScript they are links to /sign-up, /demo and the page's own list.
 */
function Actions({ actions, openers, onBrand = false }: { actions: CallToAction[]; openers: Openers; onBrand?: boolean }) {
  return actions.map((action, index) => {
    const opener = openers[action.kind];
    const primary = index === 0;
    return (
      <DialogLink
        key={action.kind}
        href={opener.href}
        onOpen={opener.open}
        onPreload={opener.preload}
        data-cta={action.kind}
        className={actionClass(onBrand ? (primary ? "onBrand" : "onBrandSecondary") : primary ? "primary" : "secondary")}
      >
        {action.label}
        {primary && <ArrowRight className="size-4" />}
      </DialogLink>
    );
  });
}

/** Soft tints for the integration monograms, taken in turn. */
const monogramTints = [
  "bg-indigo-50 text-indigo-700",
  "bg-violet-50 text-violet-700",
  "bg-sky-50 text-sky-800",
  "bg-emerald-50 text-emerald-800",
  "bg-amber-50 text-amber-800",
  "bg-rose-50 text-rose-700",
];

const monogram = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");

/**
 * The featured integrations and View All Integrations, which opens the
 * integrations dialog; without JavaScript it leads to every integration,
 * listed in the section itself.
 */
function IntegrationsSection({ integrations, trialOffer, opener }: { integrations: Integrations; trialOffer: string; opener: Openers["integrations"] }) {
  return (
    <Section id="integrations" title={integrations.title} description={integrations.description}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
        {integrations.featured.map((tool, index) => (
          <li
            key={tool}
            className="flex min-w-0 items-center gap-2 rounded-xl border border-border bg-card px-2.5 py-3 text-[0.8125rem] font-medium shadow-xs sm:gap-3 sm:px-3 sm:text-sm"
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-7 shrink-0 items-center justify-center rounded-lg text-xs font-bold sm:size-8 ${monogramTints[index % monogramTints.length]}`}
            >
              {monogram(tool)}
            </span>
            <span className="min-w-0 leading-tight break-words">{tool}</span>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <DialogLink href={opener.href} onOpen={opener.open} onPreload={opener.preload} data-cta="integrations" className={actionClass("secondary")}>
          {integrations.viewAllLabel}
          <ArrowRight className="size-4" />
        </DialogLink>
      </div>
      {/* Without JavaScript the buttons above lead here instead of to the dialog. */}
      <noscript>
        <Card as="section" id={integrationsAnchor} aria-labelledby="all-integrations-title" padding="lg" className="mt-12 text-left sm:p-8">
          <h2 id="all-integrations-title" className="text-xl font-semibold tracking-tight">
            All Integrations
          </h2>
          <div className="mt-6">
            <IntegrationDirectory categories={integrations.categories} />
          </div>
          <p className="mt-8 flex flex-col items-start gap-4 border-t border-border pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
            <span>
              <span className="font-semibold text-foreground">{trialOffer}.</span> We're opening access in waves.
            </span>
            <a href={href("/waitlist")} className={actionClass("primary")}>
              Join the Waitlist
            </a>
          </p>
        </Card>
      </noscript>
    </Section>
  );
}

/** The closing panel's figures, e.g. "85%" "Response Time Reduction". */
function ClosingFigures({ stats }: { stats: Stat[] }) {
  return (
    <ul className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-2xl bg-white/10 px-4 py-6 ring-1 ring-white/20 backdrop-blur-sm">
          <span className="block text-4xl font-bold tracking-tight sm:text-5xl">{stat.value}</span>{" "}
          <span className="mt-2 block text-sm font-medium text-indigo-50">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The three headline figures, e.g. "75% less admin time". */
function Stats({ stats }: { stats: Stat[] }) {
  return (
    <section aria-label="Key figures" className="px-4 sm:px-6 lg:px-8">
      <Card
        as="ul"
        padding="none"
        shadow="sm"
        className="mx-auto grid w-full max-w-5xl divide-y divide-border overflow-hidden sm:grid-cols-3 sm:divide-x sm:divide-y-0"
      >
        {stats.map((stat) => (
          <li key={stat.label} className="px-6 py-5 text-center sm:py-7">
            <span className="block text-3xl font-bold tracking-tight text-indigo-700 sm:text-4xl">{stat.value}</span>{" "}
            <span className="mt-1 block text-sm font-medium text-muted-foreground">{stat.label}</span>
          </li>
        ))}
      </Card>
    </section>
  );
}

/** The how-it-works steps: number, time or feature bullets, title and description. */
function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className={cn("grid gap-5 sm:grid-cols-2", steps.length === 6 ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
      {steps.map((step) => {
        const number = (
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-linear-to-br from-indigo-600 to-violet-600 text-base font-bold text-white shadow-sm shadow-indigo-600/25"
          >
            {step.number}
          </span>
        );
        return (
          <Card as="li" key={step.number} padding="lg" className="relative flex flex-col">
            {step.time ? (
              <div className="flex items-center justify-between gap-3">
                {number}
                <Badge tone="accent" size="lg">
                  <Clock className="size-3.5" />
                  <span className="sr-only">Time: </span>
                  {step.time}
                </Badge>
              </div>
            ) : (
              number
            )}
            <h3 className="mt-5 text-base font-semibold tracking-tight">
              <span className="sr-only">Step {step.number}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.description}</p>
            {step.features && (
              <ul className="mt-5 space-y-2.5 border-t border-border pt-5 text-sm">
                {step.features.map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" strokeWidth={2.5} />
                    {feature}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        );
      })}
    </ol>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const initials = testimonial.author
    .split(",")[0]!
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <Card as="figure" padding="lg" className="flex w-full flex-col sm:p-7">
      <Quote className="size-7 text-indigo-200" />
      <blockquote className="mt-4 flex-1 text-base leading-7 text-foreground">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-indigo-100 to-violet-200 text-sm font-semibold text-indigo-800"
        >
          {initials}
        </span>
        <span className="min-w-0 text-sm">
          <span className="block font-semibold text-foreground">{testimonial.author}</span>
          <span className="block text-muted-foreground">{testimonial.role}</span>
          <span className="block text-muted-foreground">{testimonial.company}</span>
        </span>
      </figcaption>
    </Card>
  );
}
