import { adminTimeClaim, hoursSavedClaim, industryTrialOffer, onboardingTimes, startTrial } from "./shared.ts";
import type { IndustryContent } from "./types.ts";

export const finance: IndustryContent = {
  slug: "finance",
  meta: {
    title: "AI Droids for Finance Teams",
    description:
      "Droids reconcile accounts, chase receivables, monitor spend and prepare reports. Trusted by 200+ financial institutions. Free trial for 30 days, no credit card required.",
  },
  hero: {
    eyebrow: "Finance",
    title: "Close the books faster, with fewer surprises",
    highlight: "with fewer surprises",
    description:
      "Droids reconcile accounts, chase receivables, monitor spend and prepare reports for finance teams and financial institutions, with every step logged for audit.",
    actions: [startTrial],
  },
  trialOffer: industryTrialOffer,
  stats: [adminTimeClaim, hoursSavedClaim, { value: "200+", label: "financial institutions" }],
  features: {
    title: "Finance operations that run on time",
    description: "Droids take on the matching, chasing and report building that fill the month, and bring you only the exceptions that need judgment.",
    items: [
      {
        icon: "scale",
        title: "Account reconciliation",
        description: "Matches bank, card and ledger transactions every day and brings you only the items that don't line up.",
      },
      {
        icon: "hand-coins",
        title: "Receivables follow-up",
        description: "Sends friendly, escalating payment reminders, records promises to pay and updates the ledger when cash arrives.",
      },
      {
        icon: "chart-pie",
        title: "Financial reporting",
        description: "Prepares monthly P&L, balance sheet and cash-flow packs with variance commentary ready for review.",
      },
      {
        icon: "trending-up",
        title: "Cash-flow forecasting",
        description: "Updates a rolling 13-week cash forecast from receivables, payables and pipeline every morning.",
      },
      {
        icon: "receipt",
        title: "Expense monitoring",
        description: "Checks every expense against policy, requests missing receipts and flags duplicates or unusual spend.",
      },
      {
        icon: "shield-check",
        title: "Compliance checks",
        description:
          "Runs KYC and sanctions screening steps, tracks regulatory filing dates and keeps the evidence in one place, on a SOC 2 Type II and PCI DSS compliant platform.",
      },
      {
        icon: "folder-check",
        title: "Audit preparation",
        description: "Gathers supporting documents, builds request lists and answers auditor questions from a complete activity log.",
      },
      {
        icon: "target",
        title: "Budget vs. actuals",
        description: "Compares spend with budget for every department each week and warns budget owners about overruns before month-end.",
      },
    ],
  },
  howItWorks: {
    title: "Controls first, automation second",
    description: "You decide what a Droid may do and what needs approval. It follows your controls every single time.",
    steps: [
      {
        number: 1,
        title: "Connect your accounts",
        description: "Link your ERP or general ledger, bank feeds, card programs and billing system with read or write access as you choose.",
        time: onboardingTimes.connect,
      },
      {
        number: 2,
        title: "Set your controls",
        description:
          "Describe approval limits, matching rules and escalation paths in plain English, for example: “Anything over $10,000 needs the controller.”",
        time: onboardingTimes.describe,
      },
      {
        number: 3,
        title: "Routine work runs daily",
        description: "Reconciliations, reminders and expense checks happen every day instead of piling up at month-end.",
        time: onboardingTimes.ongoing,
      },
      {
        number: 4,
        title: "Exceptions come to you",
        description: "Only the items that need judgment reach your queue, each with the evidence and a suggested resolution.",
        time: onboardingTimes.continuous,
      },
    ],
  },
  testimonials: {
    title: "Trusted by 200+ financial institutions",
    description: "Controllers, CFOs and finance leads on closing with Droids.",
    items: [
      {
        quote: "Our month-end close went from ten working days to four. The reconciliations are done before we sit down.",
        author: "Robert Klein",
        role: "Controller",
        company: "Granite Peak Credit Union",
      },
      {
        quote: "Days sales outstanding dropped by a week in the first quarter, and customers tell us the reminders feel more human than ours did.",
        author: "Mei Tanaka",
        role: "Head of Finance",
        company: "Oriel Manufacturing",
      },
      {
        quote: "When the auditors arrived, every request was answered from the activity log in hours instead of weeks.",
        author: "Samuel Osei",
        role: "Chief Financial Officer",
        company: "Keystone Community Bank",
      },
    ],
  },
  closing: {
    title: "Make month-end just another day",
    description: "Join 200+ financial institutions that let Droids handle reconciliation, collections and reporting.",
    actions: [startTrial],
  },
};
