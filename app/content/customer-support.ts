import type { LandingPageContent } from "./industries/types.ts";

/**
 * The customer-support page, drawn by the same IndustryPage as the industry
 * pages: channels instead of features, steps with three feature bullets,
 * featured integrations, and the ROI figures in the closing panel. Its
 * Start Your Free Trial Today buttons open the integrations dialog as a
 * trial's first step.
 */
export const customerSupport = {
  slug: "customer-support",
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
    actions: [
      { kind: "integrations", label: "Start Your Free Trial Today" },
      { kind: "demo", label: "Schedule Demo" },
    ],
  },
  trialOffer: "14-day free trial, no setup fees, cancel anytime",
  features: {
    id: "channels",
    title: "Every channel, one Droid",
    description: "Customers reach you wherever they like. Droids answer in the same voice everywhere and keep one history per customer.",
    items: [
      {
        icon: "phone",
        title: "Voice calls",
        description: "Answers inbound calls in natural speech, handles routine requests and transfers to an agent with a summary when needed.",
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
        description: "Tracks orders, updates addresses and processes returns and refunds within your policies, right inside the conversation.",
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
  closing: {
    title: "Proven ROI",
    description: "What support teams see once Droids take the first line.",
    stats: [
      { value: "85%", label: "Response Time Reduction" },
      { value: "60%", label: "Support Cost Savings" },
      { value: "95%", label: "Customer Satisfaction" },
      { value: "92%", label: "Issue Resolution Rate" },
    ],
    actions: [{ kind: "integrations", label: "Start Your Free Trial Today" }],
  },
} satisfies LandingPageContent;
