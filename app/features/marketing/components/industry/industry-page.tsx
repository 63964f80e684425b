import { clsx } from "clsx";
import type { CallToAction, IndustryPageData, Stat, Step, Testimonial } from "../../../../content/industries/types.ts";
import { openAuthDialog } from "../../../accounts/open-auth-dialog.ts";
import { useDemoDialog } from "../../../leads/components/lazy-lead-dialogs.tsx";
import { DialogLink } from "./dialog-link.tsx";
import { Icon } from "../../../../ui/icon.tsx";
import { layoutIcons } from "./icon.tsx";
import { actionClass, BrandPanel, IconTile, PageHero, Section } from "./page-sections.tsx";

type Dialogs = { demo: ReturnType<typeof useDemoDialog> };

/**
 * One industry landing page: hero with calls to action, headline
 * figures, eight features, how it works, three testimonials and a closing
 * call to action. Every industry page is this component fed its data file.
 */
export function IndustryPage({ data }: { data: IndustryPageData }) {
  const dialogs: Dialogs = { demo: useDemoDialog() };
  return (
    <>
      <PageHero
        eyebrow={data.hero.eyebrow}
        title={data.hero.title}
        highlight={data.hero.highlight}
        description={data.hero.description}
        offer={data.trialOffer}
        actions={<Actions actions={data.hero.actions} dialogs={dialogs} />}
      />
      <Stats stats={data.stats} />

      <Section id="features" title={data.features.title} description={data.features.description}>
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {data.features.items.map((feature) => (
            <li
              key={feature.title}
              className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-xs transition-[border-color,box-shadow] hover:border-primary/25 hover:shadow-md hover:shadow-indigo-600/5 sm:flex-col sm:gap-5 sm:p-6"
            >
              <IconTile path={feature.icon} />
              <div className="min-w-0">
                <h3 className="text-base font-semibold tracking-tight">{feature.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{feature.description}</p>
                {feature.benefits && (
                  <ul className="mt-4 space-y-2 text-sm">
                    {feature.benefits.map((benefit) => (
                      <li key={benefit} className="flex gap-2">
                        <Icon path={layoutIcons.check} className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                        {benefit}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title={data.howItWorks.title} description={data.howItWorks.description} tinted>
        <Steps steps={data.howItWorks.steps} />
      </Section>

      <Section id="testimonials" title={data.testimonials.title} description={data.testimonials.description}>
        <ul className="grid gap-5 md:grid-cols-3">
          {data.testimonials.items.map((testimonial) => (
            <li key={testimonial.author} className="flex">
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <BrandPanel labelledBy="closing-title">
        <h2 id="closing-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {data.closing.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-balance text-indigo-50 sm:text-lg">
          {data.closing.description}
        </p>
        <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Actions actions={data.closing.actions} dialogs={dialogs} onBrand />
        </div>
        <p className="mt-5 text-sm text-indigo-50">{data.trialOffer}</p>
      </BrandPanel>

      {dialogs.demo.dialog}
    </>
  );
}

/**
 * The calls to action: a trial opens the header's sign-up dialog, a demo the
 * Schedule a Demo dialog. Without JavaScript they are links to /sign-up and
 * /demo.
 */
function Actions({ actions, dialogs, onBrand = false }: { actions: CallToAction[]; dialogs: Dialogs; onBrand?: boolean }) {
  return actions.map((action, index) => {
    const trial = action.kind === "trial";
    const primary = index === 0;
    return (
      <DialogLink
        key={action.kind}
        href={trial ? "/sign-up" : "/demo"}
        onOpen={() => (trial ? openAuthDialog("sign-up") : dialogs.demo.open())}
        onPreload={trial ? undefined : dialogs.demo.preload}
        data-cta={action.kind}
        className={actionClass(onBrand ? (primary ? "onBrand" : "onBrandSecondary") : primary ? "primary" : "secondary")}
      >
        {action.label}
        {primary && <Icon path={layoutIcons.arrowRight} className="size-4" />}
      </DialogLink>
    );
  });
}

/** The three headline figures, e.g. "75% less admin time". */
function Stats({ stats }: { stats: Stat[] }) {
  return (
    <section aria-label="Key figures" className="px-4 sm:px-6 lg:px-8">
      <ul className="mx-auto grid w-full max-w-5xl divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {stats.map((stat) => (
          <li key={stat.label} className="px-6 py-5 text-center sm:py-7">
            <span className="block text-3xl font-bold tracking-tight text-indigo-700 sm:text-4xl">{stat.value}</span>{" "}
            <span className="mt-1 block text-sm font-medium text-muted-foreground">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The how-it-works steps: number, time, title and description. */
function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className={clsx("grid gap-5 sm:grid-cols-2", steps.length === 6 ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
      {steps.map((step) => (
        <li key={step.number} className="relative flex flex-col rounded-2xl border border-border bg-card p-6 shadow-xs">
          <div className="flex items-center justify-between gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-linear-to-br from-indigo-600 to-violet-600 text-base font-bold text-white shadow-sm shadow-indigo-600/25"
            >
              {step.number}
            </span>
            <p className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
              <Icon path={layoutIcons.clock} className="size-3.5" />
              <span className="sr-only">Time: </span>
              {step.time}
            </p>
          </div>
          <h3 className="mt-5 text-base font-semibold tracking-tight">
            <span className="sr-only">Step {step.number}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.description}</p>
        </li>
      ))}
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
    <figure className="flex w-full flex-col rounded-2xl border border-border bg-card p-6 shadow-xs sm:p-7">
      <Icon path={layoutIcons.quote} className="size-7 text-indigo-200" />
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
    </figure>
  );
}
