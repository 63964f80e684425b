/**
 * The plans of the Choose Your Plan dialog: prices, quotas, features and
 * response times. Fixed data: the dialog and the
 * tests read it from here.
 */
export interface Plan {
  name: "Starter" | "Pro" | "Enterprise";
  /** The price as shown, e.g. "$29". */
  price: string;
  /** What the price is per, shown after it: "/month". */
  period: "month";
  description: string;
  features: readonly string[];
  /** Marked with the "Most Popular" badge. */
  popular: boolean;
  /** What the card's button does: join the waitlist now (no accounts yet), or talk to sales. */
  action: "get-started" | "contact-sales";
}

export const planDialogTexts = {
  title: "Choose Your Plan",
  subtitle: "Start building with AI. Upgrade or downgrade at any time.",
  popularBadge: "Most Popular",
  getStarted: "Get Started",
  contactSales: "Contact Sales",
  footer: ["All plans include 14-day free trial", "No credit card required", "Cancel anytime"],
} as const;

export const plans: readonly Plan[] = [
  {
    name: "Starter",
    price: "$29",
    period: "month",
    description: "For individuals putting their first Droids to work.",
    features: ["5 AI-powered projects", "Basic templates", "Community support", "Standard hosting", "48hr response time"],
    popular: false,
    action: "get-started",
  },
  {
    name: "Pro",
    price: "$79",
    period: "month",
    description: "For growing teams automating work every day.",
    features: [
      "25 AI-powered projects",
      "Premium templates",
      "Priority support",
      "Custom domain",
      "Advanced analytics",
      "Team collaboration",
      "24hr response time",
    ],
    popular: true,
    action: "get-started",
  },
  {
    name: "Enterprise",
    price: "$199",
    period: "month",
    description: "For organisations with advanced security and scale needs.",
    features: [
      "Unlimited projects",
      "Custom integrations",
      "Dedicated support",
      "White-label solution",
      "Advanced security",
      "Custom training",
      "SSO integration",
      "4hr response time",
    ],
    popular: false,
    action: "contact-sales",
  },
];
