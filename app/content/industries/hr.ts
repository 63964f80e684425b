import { adminTimeClaim, hoursSavedClaim, industryTrialOffer, onboardingTimes, startTrial } from "./shared.ts";
import type { IndustryContent } from "./types.ts";

export const hr: IndustryContent = {
  slug: "hr",
  meta: {
    title: "AI Droids for HR Teams",
    description:
      "Droids screen resumes, schedule interviews, onboard new hires and answer policy questions. Trusted by 300+ HR teams. Free trial for 30 days, no credit card required.",
  },
  hero: {
    eyebrow: "HR & people operations",
    title: "Hire and onboard faster, without the paperwork",
    highlight: "without the paperwork",
    description: "Droids screen resumes, schedule interviews, onboard new hires and answer policy questions, so your people team can focus on people.",
    actions: [startTrial],
  },
  trialOffer: industryTrialOffer,
  stats: [adminTimeClaim, hoursSavedClaim, { value: "300+", label: "HR teams" }],
  features: {
    title: "The whole employee journey, minus the admin",
    description: "From the first application to the last day, Droids handle the scheduling, reminders and forms, and keep every decision with your team.",
    items: [
      {
        icon: "file-search",
        title: "Resume screening",
        description: "Scores every applicant from 0 to 100 against the role's requirements and explains each score, so no strong candidate slips through.",
      },
      {
        icon: "calendar-check",
        title: "Interview scheduling",
        description: "Finds times that suit the candidate and every interviewer, sends the invites and handles reschedules without the email ping-pong.",
      },
      {
        icon: "message-square",
        title: "Candidate communication",
        description: "Keeps every applicant informed at each stage with timely, friendly updates, including a respectful no.",
      },
      {
        icon: "user-plus",
        title: "Onboarding",
        description: "Sends offer paperwork, collects signatures, orders equipment and builds each new hire's first-week plan.",
      },
      {
        icon: "folder-open",
        title: "Document collection",
        description: "Chases missing tax forms, IDs and certifications and files each one in the right employee record.",
      },
      {
        icon: "circle-help",
        title: "Policy questions",
        description: "Answers questions about leave, benefits and expenses from your handbook at any hour, and passes the tricky ones to HR.",
      },
      {
        icon: "calendar-days",
        title: "Time off and leave",
        description: "Processes leave requests against balances and policy, updates team calendars and warns managers about coverage gaps.",
      },
      {
        icon: "log-out",
        title: "Offboarding",
        description: "Runs the exit checklist (access removal, equipment returns, final pay, exit interview) so nothing is missed.",
      },
    ],
  },
  howItWorks: {
    title: "Set up in minutes, not a quarter",
    description: "Your process, your policies, your tone of voice. The Droid just does the legwork.",
    steps: [
      {
        number: 1,
        title: "Connect your HR stack",
        description: "Link your applicant tracking system, HRIS, calendar and e-signature tool.",
        time: onboardingTimes.connect,
      },
      {
        number: 2,
        title: "Describe your process",
        description: "Explain how you hire and onboard in plain English, for example: “Schedule two interviews for anyone scoring above 80.”",
        time: onboardingTimes.describe,
      },
      {
        number: 3,
        title: "Candidates and employees get answers",
        description: "Applications are screened, interviews booked and questions answered as they come in, day and night.",
        time: onboardingTimes.ongoing,
      },
      {
        number: 4,
        title: "Your process gets sharper",
        description: "See where candidates drop off and which questions come up most, and refine your instructions in seconds.",
        time: onboardingTimes.continuous,
      },
    ],
  },
  testimonials: {
    title: "Trusted by 300+ HR teams",
    description: "People leaders on hiring and onboarding with Droids.",
    items: [
      {
        quote: "We screened 1,200 applicants for a seasonal hiring push with a team of two. The scoring notes made it easy to trust the shortlist.",
        author: "Nicole Foster",
        role: "Talent Acquisition Lead",
        company: "Meridian Hotels Group",
      },
      {
        quote: "New hires now arrive with their laptop ready, paperwork done and a first-week plan. Our onboarding survey scores have never been higher.",
        author: "Kevin O'Brien",
        role: "HR Director",
        company: "Alder & Finch Architects",
      },
      {
        quote: "Half the questions we got were about time-off balances. Employees now get an answer in seconds, and we get our afternoons back.",
        author: "Aisha Bello",
        role: "People Operations Manager",
        company: "Trellis Robotics",
      },
    ],
  },
  closing: {
    title: "Put people back at the center of HR",
    description: "Join 300+ HR teams that let Droids handle screening, scheduling and onboarding paperwork.",
    actions: [startTrial],
  },
};
