import { enterpriseClosing } from "#app/content/enterprise.ts";
import { EnterpriseDemoLink } from "./enterprise-demo-link.tsx";

/** The closing call to action of /enterprise. */
export function EnterpriseClosing() {
  return (
    <section aria-labelledby="enterprise-closing-title" className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-indigo-700 via-indigo-600 to-violet-700 px-6 py-14 text-center text-white shadow-xl shadow-indigo-600/20 sm:px-12 sm:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-20 -left-16 size-72 rounded-full bg-white/10 blur-3xl" />
          <div className="absolute -right-10 -bottom-24 size-80 rounded-full bg-fuchsia-400/20 blur-3xl" />
        </div>
        <h2 id="enterprise-closing-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {enterpriseClosing.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-base leading-7 text-balance text-white/90 sm:text-lg">{enterpriseClosing.description}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <EnterpriseDemoLink variant="inverse" arrow>
            {enterpriseClosing.primaryCta}
          </EnterpriseDemoLink>
          <EnterpriseDemoLink variant="inverseOutline">{enterpriseClosing.secondaryCta}</EnterpriseDemoLink>
        </div>
      </div>
    </section>
  );
}
