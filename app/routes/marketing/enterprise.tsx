import { EnterpriseClosing } from "#app/features/marketing/components/enterprise/enterprise-closing.tsx";
import { EnterpriseFeatures } from "#app/features/marketing/components/enterprise/enterprise-features.tsx";
import { EnterpriseHero } from "#app/features/marketing/components/enterprise/enterprise-hero.tsx";
import { EnterprisePlans } from "#app/features/marketing/components/enterprise/enterprise-plans.tsx";
import { enterpriseHero } from "#app/content/enterprise.ts";
import { builtShareCard, pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/enterprise";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: enterpriseHero.title,
    description:
      "Droids for enterprise: SOC 2 Type II, GDPR, HIPAA and PCI DSS, a 99.9% uptime SLA, SSO, audit trails and on-premise deployment. Schedule a demo.",
    path: "/enterprise",
    image: builtShareCard("enterprise"),
  });

export default function EnterprisePage() {
  return (
    <>
      <EnterpriseHero />
      <EnterpriseFeatures />
      <EnterprisePlans />
      <EnterpriseClosing />
    </>
  );
}
