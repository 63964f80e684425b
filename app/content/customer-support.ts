import type { IconName, SectionIntro, Stat } from "./industries/types.ts";

/** A channel Droids answer on. */
export interface SupportChannel<Icon = IconName> {
  icon: Icon;
  title: string;
  description: string;
}

/** A how-it-works step of the customer-support page: three feature bullets each. */
export interface SupportStep {
  number: number;
  title: string;
  description: string;
  features: [string, string, string];
}

/** The customer-support page. */
export interface CustomerSupportContent<Icon = IconName> {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; highlight?: string; description: string };
  /** The trial offer (14-day free trial, no setup fees, cancel anytime). */
  trialOffer: string;
  /** The label of the buttons that open the integrations dialog as a trial's first step. */
  trialLabel: string;
  channels: SectionIntro & { items: SupportChannel<Icon>[] };
  howItWorks: SectionIntro & { steps: SupportStep[] };
  integrations: SectionIntro & { viewAllLabel: string };
  roi: SectionIntro & { stats: [Stat, Stat, Stat, Stat] };
}

export const customerSupport: CustomerSupportContent = {
  meta: {
    title: "AI Customer Support on Every Channel",
    description:
      "Droids answer calls, email, live chat, SMS and WhatsApp, manage orders and resolve issues end to end. 14-day free trial, no setup fees, cancel anytime.",
  },
  hero: {
    eyebrow: "Customer support",
    title: "Support your customers on every channel, around the clock",
    highlight: "around the clock",
    description:
      "Droids answer calls, emails, chats and messages, look up orders and resolve issues end to end, and hand off to your team with full context when a human is needed.",
  },
  trialOffer: "14-day free trial, no setup fees, cancel anytime",
  trialLabel: "Start Your Free Trial Today",
  channels: {
    title: "Every channel, one Droid",
    description:
      "Customers reach you wherever they like. Droids answer in the same voice everywhere and keep one history per customer.",
    items: [
      {
        icon: "phone",
        title: "Voice calls",
        description:
          "Answers inbound calls in natural speech, handles routine requests and transfers to an agent with a summary when needed.",
      },
      {
        icon: "mail",
        title: "Email",
        description: "Reads, sorts and replies to support email with accurate, on-brand answers drawn from your help center.",
      },
      {
        icon: "messages-square",
        title: "Live chat",
        description: "Greets website and in-app visitors instantly and resolves their questions before they become tickets.",
      },
      {
        icon: "smartphone",
        title: "SMS",
        description: "Sends order updates and appointment reminders, and handles customers' replies by text.",
      },
      {
        icon: "message-circle",
        title: "WhatsApp",
        description: "Supports customers on WhatsApp Business with rich messages, images and quick replies.",
      },
      {
        icon: "package",
        title: "Order management",
        description:
          "Tracks orders, updates addresses and processes returns and refunds within your policies, right inside the conversation.",
      },
    ],
  },
  howItWorks: {
    title: "How It Works",
    description: "From first connection to better support every week, in six steps.",
    steps: [
      {
        number: 1,
        title: "Connect your channels",
        description: "Plug in your help desk, phone numbers, inboxes and messaging accounts.",
        features: ["One-click help desk connections", "Keep your existing phone numbers", "No code required"],
      },
      {
        number: 2,
        title: "Teach it your business",
        description: "Point the Droid at your help center, policies and past tickets; it learns how your team answers.",
        features: ["Learns from your knowledge base", "Follows your refund and escalation rules", "Matches your brand voice"],
      },
      {
        number: 3,
        title: "Customers get instant answers",
        description: "The Droid replies in seconds on every channel, in the customer's own language.",
        features: ["Replies around the clock", "Consistent answers on every channel", "Multilingual out of the box"],
      },
      {
        number: 4,
        title: "Actions, not just answers",
        description: "It looks up orders, issues refunds, rebooks appointments and updates records in your systems.",
        features: ["Order lookups and tracking", "Refunds and returns within your limits", "Updates your CRM and help desk"],
      },
      {
        number: 5,
        title: "Smooth hand-offs",
        description: "When a human is needed, your agent gets the whole conversation and a summary, not a cold ticket.",
        features: ["Escalation rules you control", "Full context and a suggested reply", "Warm transfers on voice calls"],
      },
      {
        number: 6,
        title: "Insights that improve support",
        description: "See what customers ask about, where they get stuck and how each channel performs.",
        features: ["Topic and sentiment trends", "Resolution and satisfaction reporting", "Gaps in your help center flagged"],
      },
    ],
  },
  integrations: {
    title: "Seamless Integrations",
    description: "Droids work inside the tools your team already uses. Connect them in minutes, no code required.",
    viewAllLabel: "View All Integrations",
  },
  roi: {
    title: "Proven ROI",
    description: "What support teams see once Droids take the first line.",
    stats: [
      { value: "85%", label: "Response Time Reduction" },
      { value: "60%", label: "Support Cost Savings" },
      { value: "95%", label: "Customer Satisfaction" },
      { value: "92%", label: "Issue Resolution Rate" },
    ],
  },
};
