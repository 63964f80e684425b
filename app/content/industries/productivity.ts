import { adminTimeClaim, hoursSavedClaim, industryTrialOffer, onboardingTimes, scheduleDemo, startTrial } from "./shared.ts";
import type { IndustryContent } from "./types.ts";

export const productivity: IndustryContent = {
  slug: "productivity",
  meta: {
    title: "AI Droids for Productivity",
    description:
      "Droids triage your inbox, prepare meetings, update projects and write reports from plain-English instructions. Trusted by 2000+ productivity teams. Free trial for 30 days.",
  },
  hero: {
    eyebrow: "Productivity",
    title: "Hand off the busywork. Keep the work that matters.",
    highlight: "Keep the work that matters.",
    description:
      "Droids triage your inbox, prepare your meetings, update your projects and write your reports from plain-English instructions, for individuals and whole teams.",
    actions: [startTrial, scheduleDemo],
  },
  trialOffer: industryTrialOffer,
  stats: [adminTimeClaim, hoursSavedClaim, { value: "2000+", label: "productivity teams" }],
  features: {
    title: "A personal assistant for everyone on the team",
    description: "Describe a chore once and a Droid does it every time, across the apps you already use.",
    items: [
      {
        icon: "inbox",
        title: "Inbox triage",
        description: "Sorts, labels and summarizes incoming email, drafts replies to routine requests and surfaces what needs you today.",
      },
      {
        icon: "notebook-pen",
        title: "Meeting notes and actions",
        description: "Turns meeting transcripts into decisions and action items and assigns each one to the right owner.",
      },
      {
        icon: "calendar-clock",
        title: "Scheduling",
        description: "Finds meeting times across calendars and time zones, books rooms and reschedules when plans change.",
      },
      {
        icon: "kanban",
        title: "Project status updates",
        description: "Collects progress from your tools and posts a clear weekly status update to Slack or email.",
      },
      {
        icon: "file-text",
        title: "Document drafting",
        description: "Drafts memos, briefs and standard operating procedures from bullet points, in your team's tone and format.",
      },
      {
        icon: "table",
        title: "Data entry",
        description: "Moves information between forms, spreadsheets and apps, checking each entry as it goes.",
      },
      {
        icon: "bell",
        title: "Reminders and follow-ups",
        description: "Remembers what was promised, to whom and by when, and nudges the right person before a deadline slips.",
      },
      {
        icon: "book-open",
        title: "Research summaries",
        description: "Reads the articles, reports and threads you point it to and returns a one-page summary with its sources.",
      },
    ],
  },
  howItWorks: {
    title: "Your first Droid in under twenty minutes",
    description: "If you can write a to-do list, you can build a Droid.",
    steps: [
      {
        number: 1,
        title: "Connect your apps",
        description: "Sign in to your email, calendar, documents and project tools. You choose what each Droid can see.",
        time: onboardingTimes.connect,
      },
      {
        number: 2,
        title: "Tell it what to do",
        description: "Describe the chore in plain English, for example: “Every Friday at 4, post a status update from our open tickets to #team.”",
        time: onboardingTimes.describe,
      },
      {
        number: 3,
        title: "Your routine runs itself",
        description: "The Droid works in the background on schedule or when something new arrives, and tells you what it did.",
        time: onboardingTimes.ongoing,
      },
      {
        number: 4,
        title: "It learns your preferences",
        description: "Correct a draft or tweak an instruction once and the Droid remembers it from then on.",
        time: onboardingTimes.continuous,
      },
    ],
  },
  testimonials: {
    title: "Trusted by 2000+ productivity teams",
    description: "People who got hours of their week back.",
    items: [
      {
        quote: "The weekly status update used to be half a day of chasing people. Now it writes itself from our tickets and lands in Slack every Friday.",
        author: "Hannah Weber",
        role: "Program Manager",
        company: "Driftwood Games",
      },
      {
        quote: "I start every day with a summarized inbox and drafts for the easy replies. It's the first tool that actually gave me time back.",
        author: "Omar Haddad",
        role: "Founder",
        company: "Lattice Studio",
      },
      {
        quote: "Action items from our meetings finally have owners and due dates. Nothing falls through the cracks anymore.",
        author: "Julia Santos",
        role: "Chief of Staff",
        company: "Pinecrest Ventures",
      },
    ],
  },
  closing: {
    title: "What would you do with 20 more hours a week?",
    description: "Join 2000+ productivity teams that hand their routine work to Droids.",
    actions: [startTrial, scheduleDemo],
  },
};
