import { complianceStandards, enterpriseHero, uptimeClaim } from "#app/content/enterprise.ts";
import { EnterpriseDemoLink } from "./enterprise-demo-link.tsx";
import { Check, ShieldCheck } from "lucide-react";
import { Eyebrow } from "#app/ui/eyebrow.tsx";

/** The title with its accent words in the brand gradient. */
function Title() {
  const { title, titleAccent } = enterpriseHero;
  const at = title.lastIndexOf(titleAccent);
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className="bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent">{titleAccent}</span>
      {title.slice(at + titleAccent.length)}
    </>
  );
}

/** Hero of /enterprise: title, both calls to action and the compliance claims. */
export function EnterpriseHero() {
  return (
    <section aria-labelledby="enterprise-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_70%_60%_at_50%_-10%,color-mix(in_oklch,var(--color-primary)_16%,transparent),transparent_70%)]" />
        <div className="absolute -top-24 left-[6%] size-72 rounded-full bg-violet-400/20 blur-3xl sm:size-96" />
        <div className="absolute top-16 right-[4%] size-64 rounded-full bg-sky-300/20 blur-3xl sm:size-80" />
      </div>
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
        <Eyebrow icon={ShieldCheck}>{enterpriseHero.eyebrow}</Eyebrow>
        <h1 id="enterprise-title" className="mt-6 text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          <Title />
        </h1>
        <p className="mt-6 max-w-2xl text-base leading-7 text-balance text-muted-foreground sm:text-lg sm:leading-8">{enterpriseHero.description}</p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <EnterpriseDemoLink variant="primary" arrow>
            {enterpriseHero.primaryCta}
          </EnterpriseDemoLink>
          <EnterpriseDemoLink variant="outline">{enterpriseHero.secondaryCta}</EnterpriseDemoLink>
        </div>

        <div className="mt-14 flex flex-col items-center gap-3">
          <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{enterpriseHero.trustLabel}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {[...complianceStandards, uptimeClaim].map((claim) => (
              <li
                key={claim}
                className="inline-flex items-center gap-1.5 rounded-full border bg-background/80 px-3 py-1 text-sm font-medium text-foreground shadow-xs"
              >
                <Check className="size-3.5 text-primary" strokeWidth={2.5} />
                {claim}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
