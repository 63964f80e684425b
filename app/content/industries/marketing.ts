import { adminTimeClaim, hoursSavedClaim, industryTrialOffer, onboardingTimes, scheduleDemo, startTrial } from "./shared.ts";
import type { IndustryContent } from "./types.ts";

export const marketing: IndustryContent = {
  slug: "marketing",
  meta: {
    title: "AI Droids for Marketing Teams",
    description:
      "Droids draft content, schedule posts, nurture leads and report on every channel from plain-English instructions. Trusted by 500+ marketing teams. Free trial for 30 days.",
  },
  hero: {
    eyebrow: "Marketing",
    title: "Ship more campaigns with the team you have",
    highlight: "with the team you have",
    description:
      "Droids draft content, schedule posts, nurture leads and report on every channel from instructions in plain English, so your marketers spend their time on strategy.",
    actions: [startTrial, scheduleDemo],
  },
  trialOffer: industryTrialOffer,
  stats: [adminTimeClaim, hoursSavedClaim, { value: "500+", label: "marketing teams" }],
  features: {
    title: "Your marketing operations, on autopilot",
    description:
      "Hand the repetitive parts of every campaign to a Droid: drafting, scheduling, follow-up and reporting. Keep the creative calls for your team.",
    items: [
      {
        icon: "pen-line",
        title: "Content drafting",
        description: "Turns a brief into blog posts, newsletters and ad variations in your brand voice, ready for an editor's final pass.",
      },
      {
        icon: "calendar-clock",
        title: "Social scheduling",
        description: "Plans, adapts and schedules posts for each network, then reports what performed and when.",
      },
      {
        icon: "mail",
        title: "Lead nurturing",
        description: "Segments new leads by source and behavior and sends the right follow-up sequence, pausing the moment a person replies.",
      },
      {
        icon: "chart-column",
        title: "Campaign reporting",
        description: "Pulls results from ads, email and web analytics into one weekly report with the numbers that moved and why.",
      },
      {
        icon: "search",
        title: "SEO monitoring",
        description: "Tracks rankings, broken links and page speed, and opens a task with a suggested fix when something slips.",
      },
      {
        icon: "gauge",
        title: "Ad budget pacing",
        description: "Watches spend across ad platforms every day and alerts you, or rebalances within your limits, before a campaign over- or under-spends.",
      },
      {
        icon: "radar",
        title: "Competitor watch",
        description: "Monitors competitors' pricing pages, launches and messaging, and sends a short digest of what changed.",
      },
      {
        icon: "presentation",
        title: "Event and webinar follow-up",
        description: "Sends recordings and thank-you notes, scores attendees by engagement and hands hot leads to sales the same day.",
      },
    ],
  },
  howItWorks: {
    title: "From brief to results in four steps",
    description: "Set up once, then let the Droid run the routine while you watch the numbers.",
    steps: [
      {
        number: 1,
        title: "Connect your stack",
        description: "Link your CMS, email platform, ad accounts, social profiles and analytics in a few clicks.",
        time: onboardingTimes.connect,
      },
      {
        number: 2,
        title: "Brief your Droid",
        description: "Describe your audience, voice and goals in plain English, the way you would brief a new team member.",
        time: onboardingTimes.describe,
      },
      {
        number: 3,
        title: "Campaigns run on schedule",
        description: "Content goes out, leads get followed up and budgets stay on pace, every day, with nothing forgotten.",
        time: onboardingTimes.ongoing,
      },
      {
        number: 4,
        title: "Results improve every week",
        description: "Weekly reports show what worked, and the Droid adjusts timing and targeting to match.",
        time: onboardingTimes.continuous,
      },
    ],
  },
  testimonials: {
    title: "Loved by 500+ marketing teams",
    description: "From two-person startups to global brand teams.",
    items: [
      {
        quote: "Our weekly report used to eat a whole Friday. Now it's in my inbox Monday at 8 with the numbers already explained.",
        author: "Sarah Lindqvist",
        role: "Head of Growth",
        company: "Brightline Analytics",
      },
      {
        quote: "We doubled our publishing cadence without hiring. The Droid handles the drafting and scheduling; my team does the thinking.",
        author: "Marcus Webb",
        role: "Content Marketing Lead",
        company: "Fernwood Software",
      },
      {
        quote: "Webinar leads used to go cold while we exported spreadsheets. Now sales gets the hot ones the same afternoon.",
        author: "Elena Rossi",
        role: "Demand Generation Manager",
        company: "Copperleaf Commerce",
      },
    ],
  },
  closing: {
    title: "Spend your time on the ideas, not the busywork",
    description: "Join 500+ marketing teams letting Droids handle the routine parts of every campaign.",
    actions: [startTrial, scheduleDemo],
  },
};
