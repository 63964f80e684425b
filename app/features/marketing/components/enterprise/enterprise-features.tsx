import { enterpriseFeatures, enterpriseFeaturesSection } from "#app/content/enterprise.ts";
import { Card } from "#app/ui/card.tsx";
import { Badge } from "#app/ui/badge.tsx";

/** The six feature cards of /enterprise. */
export function EnterpriseFeatures() {
  return (
    <section aria-labelledby="enterprise-features-title" className="border-y bg-muted/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="enterprise-features-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {enterpriseFeaturesSection.title}
          </h2>
          <p className="mt-4 text-base leading-7 text-balance text-muted-foreground sm:text-lg">{enterpriseFeaturesSection.description}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {enterpriseFeatures.map((feature) => (
            <Card as="li" key={feature.title} padding="lg" shadow="sm" className="flex flex-col transition-shadow hover:shadow-md">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-linear-to-br from-indigo-600 to-violet-600 text-white shadow-sm shadow-indigo-600/25">
                <feature.icon className="size-5" />
              </span>
              <h3 className="mt-5 text-lg leading-snug font-semibold tracking-tight">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{feature.description}</p>
              {feature.highlights ? (
                <ul aria-label="Standards" className="mt-4 flex flex-wrap gap-2">
                  {feature.highlights.map((highlight) => (
                    <Badge as="li" key={highlight} tone="accent" size="square">
                      {highlight}
                    </Badge>
                  ))}
                </ul>
              ) : null}
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
