/**
 * The enterprise page: hero claims, feature cards and the Team and Enterprise
 * plans. Every call to action opens the demo dialog; the plans carry no
 * prices.
 */
import { Activity, FingerprintPattern, Headset, Server, ShieldCheck, UserLock, type LucideIcon } from "lucide-react";

export interface EnterpriseFeature {
  /** A Lucide icon, drawn decoratively in the card's tile. */
  icon: LucideIcon;
  title: string;
  description: string;
  /** Short facts shown as tags under the description. */
  highlights?: readonly string[];
}

export interface EnterprisePlan {
  name: "Team" | "Enterprise";
  /** Shown where a price would be. */
  pricing: string;
  description: string;
  features: readonly string[];
  cta: string;
  /** Drawn with the brand accent. */
  featured: boolean;
}

/** The compliance standards the site claims, in the order shown. */
export const complianceStandards = ["SOC 2 Type II", "GDPR", "HIPAA", "PCI DSS"] as const;

/** The uptime claim. */
export const uptimeClaim = "99.9% uptime SLA";

export const enterpriseHero = {
  eyebrow: "Droids for Enterprise",
  title: "Enterprise-Grade AI Employees",
  /** The words of the title drawn in the brand gradient. */
  titleAccent: "AI Employees",
  description:
    "Give every department Droids that take on real work from plain-English instructions, with the security, compliance and control your organisation requires.",
  primaryCta: "Contact Sales",
  secondaryCta: "Schedule Demo",
  trustLabel: "Built to meet",
} as const;

export const enterpriseFeaturesSection = {
  title: "Built for how large organisations work",
  description: "Everything security, IT and operations teams need to roll out AI employees with confidence.",
} as const;

export const enterpriseFeatures: readonly EnterpriseFeature[] = [
  {
    icon: ShieldCheck,
    title: "Security and compliance",
    description: "Data encrypted in transit and at rest, with independently audited controls for regulated industries.",
    highlights: complianceStandards,
  },
  {
    icon: Activity,
    title: uptimeClaim,
    description: "Redundant infrastructure and round-the-clock monitoring keep your Droids working, backed by a contractual service level agreement.",
  },
  {
    icon: UserLock,
    title: "Roles, permissions and audit trails",
    description: "Decide who can create, approve and run each Droid, and keep a complete audit trail of every action it takes.",
  },
  {
    icon: FingerprintPattern,
    title: "Single sign-on and SCIM",
    description: "Sign in through your identity provider with SAML or OpenID Connect, and provision or remove users automatically with SCIM.",
  },
  {
    icon: Server,
    title: "Custom integrations and on-premise deployment",
    description: "Connect Droids to internal systems and APIs, and run them in your own cloud or data centre when data must stay in-house.",
  },
  {
    icon: Headset,
    title: "Dedicated success team",
    description: "A named success manager and solutions engineers guide your rollout, train your teams and help you automate more every quarter.",
  },
];

export const enterprisePlansSection = {
  title: "Plans that scale with your organisation",
  description: "Pricing is tailored to your team size, usage and deployment. Talk to us for a quote.",
} as const;

export const enterprisePlans: readonly EnterprisePlan[] = [
  {
    name: "Team",
    pricing: "Custom pricing",
    description: "For departments rolling out Droids across a team.",
    features: ["Up to 50 members", "Custom integrations", "Priority support", "SSO"],
    cta: "Contact Sales",
    featured: false,
  },
  {
    name: "Enterprise",
    pricing: "Custom pricing",
    description: "For organisations automating work at scale.",
    features: ["Unlimited members", "24/7 dedicated support", "On-premise deployment", uptimeClaim, "SSO"],
    cta: "Schedule Demo",
    featured: true,
  },
];

export const enterpriseClosing = {
  title: "Ready to put AI employees to work?",
  description: "See Droids automate your own workflows in a live demo, or talk to our team about security reviews, deployment and pricing.",
  primaryCta: "Schedule Demo",
  secondaryCta: "Contact Sales",
} as const;
