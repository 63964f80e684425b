import { adminTimeClaim, hoursSavedClaim, industryTrialOffer, onboardingTimes, scheduleDemo, startTrial } from "./shared.ts";
import type { IndustryContent } from "./types.ts";

export const realEstate: IndustryContent = {
  slug: "real-estate",
  meta: {
    title: "AI Droids for Real Estate & Property Management",
    description:
      "Automate tenant screening, resident communication, rent collection, maintenance and portfolio reporting with Droids. Free trial for 30 days, no credit card required.",
  },
  hero: {
    eyebrow: "Real estate & property management",
    title: "Run every property on autopilot",
    highlight: "on autopilot",
    description:
      "Droids screen tenants, answer residents, collect rent, dispatch maintenance and report on your portfolio, all from instructions you write in plain English.",
    actions: [startTrial, scheduleDemo],
  },
  trialOffer: industryTrialOffer,
  stats: [
    adminTimeClaim,
    hoursSavedClaim,
    // No customer count for real estate yet (the product is in early access).
    { value: "24/7", label: "answers for tenants and owners" },
  ],
  features: {
    title: "Everything a busy property team does, handled",
    description: "From the first enquiry to the year-end owner report, Droids take the repetitive work off your desk and keep you in charge of every decision.",
    items: [
      {
        icon: "user-check",
        title: "Tenant screening",
        description:
          "Checks every application against your criteria (income, references, rental history) and sends you a ranked shortlist with the reasons behind each score.",
      },
      {
        icon: "message-square",
        title: "Tenant communication",
        description: "Answers resident questions by email and text around the clock and hands anything sensitive to your team with the full thread attached.",
      },
      {
        icon: "wallet",
        title: "Rent collection",
        description: "Sends reminders 3 days before and on the due date, follows up 3, 7 and 14 days late, and flags the account for collections at 30 days.",
      },
      {
        icon: "wrench",
        title: "Maintenance coordination",
        description:
          "Turns repair requests into work orders, books the right vendor, confirms access with the tenant and closes the loop when the job is done.",
      },
      {
        icon: "building-2",
        title: "Portfolio management",
        description: "Rolls occupancy, arrears, expenses and net operating income for every property into one weekly report your owners can actually read.",
      },
      {
        icon: "file-pen-line",
        title: "Lease renewals",
        description: "Tracks every lease end date, drafts renewal offers at your rates and collects signatures well before the notice period starts.",
      },
      {
        icon: "calendar-check",
        title: "Showings and leads",
        description: "Replies to listing enquiries in minutes, qualifies prospects and books viewings straight into your agents' calendars.",
      },
      {
        icon: "clipboard-check",
        title: "Inspections and compliance",
        description: "Schedules move-in, move-out and safety inspections, collects photos and checklists, and reminds you before a certificate lapses.",
      },
    ],
  },
  howItWorks: {
    title: "Live in an afternoon, better every month",
    description: "No implementation project. Connect your tools, describe how you work, and let the Droid take the routine.",
    steps: [
      {
        number: 1,
        title: "Connect your tools",
        description: "Link your property-management software, shared inbox, phone line and accounting system. Droids only touch what you allow.",
        time: onboardingTimes.connect,
      },
      {
        number: 2,
        title: "Describe the work",
        description:
          "Write your rules in plain English, for example: “Remind tenants 3 days before rent is due and escalate at 30 days.” No forms, no flowcharts.",
        time: onboardingTimes.describe,
      },
      {
        number: 3,
        title: "Leasing runs itself",
        description: "Enquiries get answers, viewings get booked and applications get screened as they arrive, with every step logged.",
        time: onboardingTimes.ongoing,
      },
      {
        number: 4,
        title: "Rent and repairs stay on schedule",
        description: "Reminders go out on time, late payments are followed up and every work order is tracked until the tenant confirms the fix.",
        time: onboardingTimes.ongoing,
      },
      {
        number: 5,
        title: "Owners get their reports",
        description: "Each owner receives a clear monthly statement and portfolio summary, and you get a heads-up on anything that needs a conversation.",
        time: onboardingTimes.continuous,
      },
      {
        number: 6,
        title: "You review the exceptions",
        description: "A disputed charge or a large repair quote lands in your queue with a recommended next step. Every correction you make teaches the Droid.",
        time: onboardingTimes.continuous,
      },
    ],
  },
  testimonials: {
    title: "What our early-access property managers say",
    description: "Teams piloting Droids on their residential and mixed-use portfolios.",
    items: [
      {
        quote:
          "We used to spend Monday mornings chasing rent. Now the reminders go out on their own, late payers get a polite nudge, and I only see the handful that really need a call.",
        author: "Maria Delgado",
        role: "Property Manager",
        company: "Harborview Residential",
      },
      {
        quote:
          "Our maintenance line used to be a voicemail box. The Droid logs every request, books the vendor and texts the tenant a time window. Complaints about slow repairs have all but stopped.",
        author: "James Okafor",
        role: "Director of Operations",
        company: "Northgate Property Group",
      },
      {
        quote: "Screening took us two days per unit. Now I get a shortlist with the reasoning spelled out the same afternoon, and the decision is still mine.",
        author: "Priya Raman",
        role: "Leasing Lead",
        company: "Cedar & Main Realty",
      },
    ],
  },
  closing: {
    title: "Give your team its Mondays back",
    description: "Let Droids handle screening, reminders and work orders while you focus on owners, residents and growing the portfolio.",
    actions: [startTrial, scheduleDemo],
  },
};
