import type { CustomerSupportContent, SupportStep } from "../../../../content/customer-support.ts";
import type { IconPath, Stat } from "../../../../content/industries/types.ts";
import type { IntegrationCategory } from "../../../../content/integrations.ts";
import { DialogLink } from "../industry/dialog-link.tsx";
import { Icon } from "../../../../ui/icon.tsx";
import { layoutIcons } from "../industry/icon.tsx";
import { actionClass, BrandPanel, IconTile, PageHero, Section } from "../industry/page-sections.tsx";
import { useDemoDialog, useWaitlistDialog } from "../../../leads/components/lazy-lead-dialogs.tsx";
import { IntegrationDirectory } from "./integration-directory.tsx";
import { integrationsAnchor, useIntegrationsDialog } from "./use-integrations-dialog.tsx";

export interface CustomerSupportPageData {
  content: CustomerSupportContent<IconPath>;
  integrations: { categories: IntegrationCategory[]; featured: string[] };
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
 * The customer-support page: hero, Channels, How It Works, Seamless
 * Integrations and Proven ROI. View All Integrations and Start Your Free Trial
 * Today open the integrations dialog; without JavaScript they lead to the
 * integrations listed on the page.
 */
export function CustomerSupportPage({ data }: { data: CustomerSupportPageData }) {
  const { content, integrations } = data;
  const waitlist = useWaitlistDialog();
  const demo = useDemoDialog();
  const integrationsDialog = useIntegrationsDialog({
    categories: integrations.categories,
    trialOffer: content.trialOffer,
    onJoinWaitlist: () => waitlist.open(),
  });
  const openIntegrations = () => {
    integrationsDialog.open();
    waitlist.preload();
  };
  const integrationsLinkProps = {
    href: `#${integrationsAnchor}`,
    onOpen: openIntegrations,
    onPreload: integrationsDialog.preload,
    "data-cta": "integrations",
  };

  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        highlight={content.hero.highlight}
        description={content.hero.description}
        offer={content.trialOffer}
        actions={
          <>
            <DialogLink {...integrationsLinkProps} className={actionClass("primary")}>
              {content.trialLabel}
              <Icon path={layoutIcons.arrowRight} className="size-4" />
            </DialogLink>
            <DialogLink
              href="/demo"
              onOpen={() => demo.open()}
              onPreload={demo.preload}
              data-cta="demo"
              className={actionClass("secondary")}
            >
              Schedule Demo
            </DialogLink>
          </>
        }
      />

      <Section id="channels" title={content.channels.title} description={content.channels.description}>
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {content.channels.items.map((channel) => (
            <li
              key={channel.title}
              className="flex gap-4 rounded-2xl border border-border bg-card p-6 shadow-xs transition-[border-color,box-shadow] hover:border-primary/25 hover:shadow-md hover:shadow-indigo-600/5"
            >
              <IconTile path={channel.icon} />
              <div className="min-w-0">
                <h3 className="text-base font-semibold tracking-tight">{channel.title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{channel.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title={content.howItWorks.title} description={content.howItWorks.description} tinted>
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {content.howItWorks.steps.map((step) => (
            <SupportStepCard key={step.number} step={step} />
          ))}
        </ol>
      </Section>

      <Section id="integrations" title={content.integrations.title} description={content.integrations.description}>
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
          <DialogLink {...integrationsLinkProps} className={actionClass("secondary")}>
            {content.integrations.viewAllLabel}
            <Icon path={layoutIcons.arrowRight} className="size-4" />
          </DialogLink>
        </div>
        {/* Without JavaScript the buttons above lead here instead of to the dialog. */}
        <noscript>
          <section
            id={integrationsAnchor}
            aria-labelledby="all-integrations-title"
            className="mt-12 rounded-2xl border border-border bg-card p-6 text-left shadow-xs sm:p-8"
          >
            <h2 id="all-integrations-title" className="text-xl font-semibold tracking-tight">
              All Integrations
            </h2>
            <div className="mt-6">
              <IntegrationDirectory categories={integrations.categories} />
            </div>
            <p className="mt-8 flex flex-col items-start gap-4 border-t border-border pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
              <span>
                <span className="font-semibold text-foreground">{content.trialOffer}.</span> We're opening access in waves.
              </span>
              <a href="/waitlist" className={actionClass("primary")}>
                Join the Waitlist
              </a>
            </p>
          </section>
        </noscript>
      </Section>

      <BrandPanel labelledBy="roi-title">
        <h2 id="roi-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {content.roi.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-balance text-indigo-50 sm:text-lg">
          {content.roi.description}
        </p>
        <RoiFigures stats={content.roi.stats} />
        <div className="mt-12 flex flex-col items-stretch justify-center sm:flex-row sm:items-center">
          <DialogLink {...integrationsLinkProps} className={actionClass("onBrand")}>
            {content.trialLabel}
            <Icon path={layoutIcons.arrowRight} className="size-4" />
          </DialogLink>
        </div>
        <p className="mt-5 text-sm text-indigo-50">{content.trialOffer}</p>
      </BrandPanel>

      {integrationsDialog.dialog}
      {waitlist.dialog}
      {demo.dialog}
    </>
  );
}

function SupportStepCard({ step }: { step: SupportStep }) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-xs">
      <span
        aria-hidden="true"
        className="inline-flex size-10 items-center justify-center rounded-full bg-linear-to-br from-indigo-600 to-violet-600 text-base font-bold text-white shadow-sm shadow-indigo-600/25"
      >
        {step.number}
      </span>
      <h3 className="mt-5 text-base font-semibold tracking-tight">
        <span className="sr-only">Step {step.number}: </span>
        {step.title}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.description}</p>
      <ul className="mt-5 space-y-2.5 border-t border-border pt-5 text-sm">
        {step.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Icon path={layoutIcons.check} className="mt-0.5 size-4 shrink-0 text-emerald-600" strokeWidth={2.5} />
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The four ROI figures, e.g. "85%" "Response Time Reduction". */
function RoiFigures({ stats }: { stats: Stat[] }) {
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
