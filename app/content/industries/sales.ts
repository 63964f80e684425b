import { adminTimeClaim, hoursSavedClaim, industryTrialOffer, onboardingTimes, startTrial } from "./shared.ts";
import type { IndustryContent } from "./types.ts";

export const sales: IndustryContent = {
  slug: "sales",
  meta: {
    title: "AI Droids for Sales Teams",
    description:
      "Droids research prospects, follow up on every lead, keep your CRM current and prepare every call. Trusted by 1000+ sales teams. Free trial for 30 days, no credit card required.",
  },
  hero: {
    eyebrow: "Sales",
    title: "Close more deals with less busywork",
    highlight: "less busywork",
    description:
      "Droids research prospects, follow up on every lead, keep your CRM spotless and prepare you for each call, all from plain-English instructions.",
    actions: [startTrial],
  },
  trialOffer: industryTrialOffer,
  stats: [adminTimeClaim, hoursSavedClaim, { value: "1000+", label: "sales teams" }],
  features: {
    title: "More selling, less admin",
    description: "Droids do the research, data entry and follow-up that fill a rep's week, so every hour goes into conversations with buyers.",
    items: [
      {
        icon: "user-round-search",
        title: "Prospect research",
        description: "Enriches every new lead with company size, industry, tech stack and recent news before it reaches a rep.",
      },
      {
        icon: "funnel",
        title: "Lead qualification",
        description: "Scores inbound leads against your ideal customer profile and routes the best ones to the right rep within minutes.",
      },
      {
        icon: "send",
        title: "Follow-ups",
        description: "Follows up 24 to 72 hours after every meeting or demo with a personal note, and tells the rep when a reply needs a human.",
      },
      {
        icon: "database",
        title: "CRM hygiene",
        description: "Logs calls, emails and meetings, updates deal stages and fills in missing fields, so your pipeline is always current.",
      },
      {
        icon: "briefcase",
        title: "Meeting prep",
        description: "Sends a one-page brief before each call: who is attending, what they have bought, open support tickets and talking points.",
      },
      {
        icon: "megaphone",
        title: "Outbound sequences",
        description: "Writes personal first touches from your playbook and runs multi-step sequences across email and LinkedIn.",
      },
      {
        icon: "trending-up",
        title: "Pipeline forecasting",
        description: "Flags stalled deals, summarizes the week's pipeline changes and prepares the notes for your forecast call.",
      },
      {
        icon: "file-pen-line",
        title: "Proposals and quotes",
        description: "Drafts proposals and quotes from your templates and price book, and lets you know the moment one is opened.",
      },
    ],
  },
  howItWorks: {
    title: "Up and selling in four steps",
    description: "No new tool for your reps to learn. The Droid works inside the CRM and inbox they already use.",
    steps: [
      {
        number: 1,
        title: "Connect your CRM and inbox",
        description: "Link Salesforce or HubSpot, your email and your calendar. Access is scoped to what you approve.",
        time: onboardingTimes.connect,
      },
      {
        number: 2,
        title: "Write your playbook",
        description: "Describe your ideal customer, follow-up cadence and hand-off rules in plain English, just as you would for a new hire.",
        time: onboardingTimes.describe,
      },
      {
        number: 3,
        title: "Every lead gets worked",
        description: "New leads are researched, scored, routed and followed up within minutes, day or night.",
        time: onboardingTimes.ongoing,
      },
      {
        number: 4,
        title: "Your pipeline stays current",
        description: "Activities are logged and deals updated as they happen, so forecasts reflect reality.",
        time: onboardingTimes.continuous,
      },
    ],
  },
  testimonials: {
    title: "Trusted by 1000+ sales teams",
    description: "Sales leaders on what changed once Droids took over the admin.",
    items: [
      {
        quote: "Every inbound lead gets a reply in minutes now, even at 11 pm. Our speed to lead went from hours to practically instant.",
        author: "Daniel Park",
        role: "VP of Sales",
        company: "Summit Ridge Logistics",
      },
      {
        quote: "My reps stopped spending Fridays on CRM updates. The data is cleaner than it has ever been, and forecast calls take half the time.",
        author: "Rachel Adams",
        role: "Sales Operations Manager",
        company: "Bluebird Payments",
      },
      {
        quote: "The meeting briefs alone are worth it. I walk into every call knowing what the customer bought and what's bothering them.",
        author: "Tomás Herrera",
        role: "Account Executive",
        company: "Quantive Cloud",
      },
    ],
  },
  closing: {
    title: "Give your reps their selling time back",
    description: "Join 1000+ sales teams that let Droids handle research, follow-up and CRM updates.",
    actions: [startTrial],
  },
};
