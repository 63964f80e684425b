import { adminTimeClaim, hoursSavedClaim, industryTrialOffer, onboardingTimes, scheduleDemo, startTrial } from "./shared.ts";
import type { IndustryContent } from "./types.ts";

export const healthcare: IndustryContent = {
  slug: "healthcare",
  meta: {
    title: "AI Droids for Home Health Care Agencies",
    description:
      "HIPAA compliant Droids for home health care: patient intake, follow-up, eligibility checks, billing validation and claims. Free trial for 30 days, no credit card required.",
  },
  hero: {
    eyebrow: "Home health care",
    title: "Less paperwork, more time with patients",
    highlight: "more time with patients",
    description:
      "Droids handle patient intake, follow-up calls, eligibility checks, billing validation and claims for home health agencies, and they are HIPAA compliant from day one.",
    actions: [startTrial, scheduleDemo],
  },
  trialOffer: industryTrialOffer,
  stats: [
    adminTimeClaim,
    hoursSavedClaim,
    // No customer count for home health care yet (the product is in early access).
    { value: "HIPAA", label: "compliant, with a full audit trail" },
  ],
  features: {
    title: "The back office of a home health agency, automated",
    description:
      "Droids take on the forms, phone calls and payer portals that keep your coordinators and billers at their desks, and leave clinical decisions to your clinicians.",
    items: [
      {
        icon: "clipboard-list",
        title: "Patient intake",
        description: "Collects referrals, demographics, insurance details and consent forms, checks them for gaps and creates the patient record in your EHR.",
      },
      {
        icon: "badge-check",
        title: "Eligibility checks",
        description:
          "Verifies coverage and benefits with Medicare, Medicaid and commercial payers before the first visit and flags anything that needs prior authorization.",
      },
      {
        icon: "calendar-days",
        title: "Visit scheduling",
        description: "Matches visits to clinician availability, skills and travel time, and reminds patients and caregivers by text or phone.",
      },
      {
        icon: "phone-call",
        title: "Patient follow-up",
        description: "Calls or texts patients 24 to 72 hours after discharge or a visit, asks your questions and escalates any warning sign to a nurse.",
      },
      {
        icon: "receipt",
        title: "Billing validation",
        description: "Checks every visit note against orders, codes and visit counts before billing, so errors are fixed before a claim goes out.",
      },
      {
        icon: "file-stack",
        title: "Claims management",
        description: "Submits claims, tracks their status with each payer, and drafts corrections and appeals for your review when a claim is denied.",
      },
      {
        icon: "notebook-pen",
        title: "Documentation follow-through",
        description: "Chases missing physician signatures and incomplete visit notes, and reminds clinicians before documentation deadlines.",
      },
      {
        icon: "lock",
        title: "HIPAA compliant by design",
        description: "Encryption in transit and at rest, role-based access and an audit trail of every action a Droid takes on patient data.",
      },
    ],
  },
  howItWorks: {
    title: "From referral to paid claim, without the busywork",
    description: "Set it up in an afternoon. Your protocols stay yours; the Droid follows them every time.",
    steps: [
      {
        number: 1,
        title: "Connect your systems",
        description: "Link your EHR, clearinghouse, phone line and fax inbox with secure, access-controlled connections.",
        time: onboardingTimes.connect,
      },
      {
        number: 2,
        title: "Set your protocols",
        description: "Describe intake, follow-up and billing rules in plain English, for example: “Call every new patient within 48 hours of discharge.”",
        time: onboardingTimes.describe,
      },
      {
        number: 3,
        title: "Intake and eligibility run on their own",
        description: "New referrals arrive complete and verified, so your coordinators start with a ready chart instead of a stack of faxes.",
        time: onboardingTimes.ongoing,
      },
      {
        number: 4,
        title: "Follow-ups happen on time",
        description: "Every patient gets their check-in call, and anything concerning reaches a nurse right away with the conversation attached.",
        time: onboardingTimes.ongoing,
      },
      {
        number: 5,
        title: "Clean claims go out",
        description: "Visits are validated before billing and denials are worked the same week, so cash arrives sooner and write-offs shrink.",
        time: onboardingTimes.continuous,
      },
      {
        number: 6,
        title: "Every action is audited",
        description: "Each step a Droid takes is logged with who, what and when, ready for your compliance reviews and surveys.",
        time: onboardingTimes.continuous,
      },
    ],
  },
  testimonials: {
    title: "What our early-access agencies say",
    description: "Home health teams piloting Droids on intake, follow-up and billing.",
    items: [
      {
        quote:
          "Intake used to take my coordinators most of an afternoon per referral. Now the packet is complete and the insurance verified before we even pick up the phone.",
        author: "Linda Morales, RN",
        role: "Director of Nursing",
        company: "BrightPath Home Health",
      },
      {
        quote:
          "Our denials dropped once every visit was checked against the orders before billing. The Droid catches the mismatches we used to find three weeks later.",
        author: "David Chen",
        role: "Billing Manager",
        company: "Evergreen Home Care Services",
      },
      {
        quote: "The follow-up calls get made every time, and anything concerning goes straight to a nurse. That consistency is what our patients notice.",
        author: "Angela Brooks",
        role: "Administrator",
        company: "Riverbend Home Health Partners",
      },
    ],
  },
  closing: {
    title: "Give your clinicians their time back",
    description: "Let Droids carry the intake forms, payer calls and claim corrections while your team focuses on patient care.",
    actions: [startTrial, scheduleDemo],
  },
};
