/**
 * The home hero's "I'm Feeling Lucky!" instructions: about 30
 * realistic, multi-line requests a business would give a Droid, across the
 * site's industries. Loaded on demand by the hero, so they stay out of the
 * home page's first-load JavaScript.
 */

export const exampleCategories = ["real-estate", "healthcare", "marketing", "sales", "hr", "finance", "customer-support"] as const;

export type ExampleCategory = (typeof exampleCategories)[number];

export type Example = {
  /** Stable, unique slug. */
  id: string;
  category: ExampleCategory;
  /** The instruction, several lines of plain English. */
  prompt: string;
};

const lines = (...text: string[]) => text.join("\n");

export const examples: readonly Example[] = [
  // Real estate
  {
    id: "rent-late-fee-reminders",
    category: "real-estate",
    prompt: lines(
      "Every morning, check the rent ledger for all 48 units in our property management system.",
      "Email each tenant a friendly reminder 3 days before rent is due and again on the due date.",
      "If rent is still unpaid, send late-fee notices 3, 7 and 14 days after the due date, quoting the fee from their lease.",
      "At 30 days overdue, escalate the account to our collections partner and copy the property manager.",
    ),
  },
  {
    id: "new-listing-matches",
    category: "real-estate",
    prompt: lines(
      "When a new listing goes live on the MLS in Austin, compare it with the saved searches of our active buyers.",
      "For every buyer whose budget, neighbourhood and bedroom count match, text their agent a short summary with the link.",
      "Draft a personal email to the buyer from their agent, but leave it in drafts for the agent to approve.",
    ),
  },
  {
    id: "open-house-follow-up",
    category: "real-estate",
    prompt: lines(
      "After each Saturday open house, take the sign-in sheet from the shared Drive folder and add every visitor to the CRM.",
      "Tag them with the property address and whether they already work with an agent.",
      "Send unrepresented visitors a thank-you email with the disclosure packet and a link to book a private showing.",
    ),
  },
  {
    id: "maintenance-requests",
    category: "real-estate",
    prompt: lines(
      "Read new maintenance requests from the tenant portal as they arrive.",
      "Sort them into urgent (no heat, water leak, lockout) and routine, and assign each to the right vendor from our vendor sheet.",
      "Tell the tenant who is coming and when, and remind the vendor to upload photos of the finished job.",
    ),
  },
  {
    id: "closing-checklist",
    category: "real-estate",
    prompt: lines(
      "For every deal under contract, keep the closing checklist up to date from the transaction folder.",
      "Each Monday, email the buyer, seller, lender and title company a list of what is still missing, with due dates.",
      "Flag anything due within 48 hours to the listing agent by text.",
    ),
  },

  // Healthcare
  {
    id: "appointment-reminders",
    category: "healthcare",
    prompt: lines(
      "Two days before each home visit, text the patient a reminder with the nurse's name and the time window.",
      "If they reply to reschedule, offer the next three open slots for that nurse and update the schedule.",
      "Log every confirmation and change in the visit notes, and never include diagnosis details in the messages.",
    ),
  },
  {
    id: "intake-forms",
    category: "healthcare",
    prompt: lines(
      "When a referral arrives by fax or email, pull the patient's name, date of birth, insurance and ordering physician.",
      "Create the intake record in our EHR and list anything missing, like the signed plan of care.",
      "Send the intake coordinator a daily digest of new referrals grouped by county.",
    ),
  },
  {
    id: "insurance-verification",
    category: "healthcare",
    prompt: lines(
      "Every evening, check insurance eligibility for all patients with visits scheduled in the next 3 days.",
      "Mark each visit as verified, needs authorization or coverage ended.",
      "Email the billing team the exceptions with the payer's phone number and the patient's member ID.",
    ),
  },
  {
    id: "caregiver-shift-coverage",
    category: "healthcare",
    prompt: lines(
      "When a caregiver calls out sick, find available caregivers who are certified for that patient's care plan and live within 15 miles.",
      "Text them the shift details in order of distance until one accepts.",
      "Update the schedule, notify the patient's family and tell the care manager who is covering.",
    ),
  },

  // Marketing
  {
    id: "weekly-campaign-report",
    category: "marketing",
    prompt: lines(
      "Every Monday at 8 AM, pull last week's spend, clicks and conversions from Google Ads, Meta and LinkedIn.",
      "Put them in one table with cost per lead for each channel and the change from the week before.",
      "Post a three-bullet summary in the #marketing Slack channel and attach the full table as a spreadsheet.",
    ),
  },
  {
    id: "blog-to-social",
    category: "marketing",
    prompt: lines(
      "Whenever we publish a new blog post, write a LinkedIn post, an X thread of up to five posts and a short newsletter blurb.",
      "Match our brand voice guide in the Marketing folder and keep every claim backed by the article.",
      "Schedule the social posts for Tuesday and Thursday at 10 AM and send me the drafts for approval first.",
    ),
  },
  {
    id: "competitor-watch",
    category: "marketing",
    prompt: lines(
      "Check the pricing and features pages of our five main competitors every Friday.",
      "If anything changed since last week, tell me what changed, with a screenshot and a link.",
      "Keep a running log in the Competitive Intel sheet.",
    ),
  },
  {
    id: "webinar-nurture",
    category: "marketing",
    prompt: lines(
      "After each webinar, split registrants into attended and missed.",
      "Send attendees the slides and a link to book a call; send everyone who missed it the recording.",
      "Add both groups to the right nurture sequence in HubSpot and tag them with the webinar title.",
    ),
  },

  // Sales
  {
    id: "lead-follow-up-window",
    category: "sales",
    prompt: lines(
      "When a new inbound lead fills in the contact form, research their company and role.",
      "Write a personal first email from the assigned rep and send it within the hour.",
      "If they do not reply, follow up once within 24 to 72 hours, then hand the lead back to the rep with a summary.",
    ),
  },
  {
    id: "meeting-notes-to-crm",
    category: "sales",
    prompt: lines(
      "After every sales call on my calendar, take the call recording and write a short summary.",
      "Update the deal in Salesforce with the next step, the decision maker and the expected close date.",
      "Draft a recap email to the prospect with the action items we agreed on.",
    ),
  },
  {
    id: "stale-deals",
    category: "sales",
    prompt: lines(
      "Every Thursday, find open deals in the pipeline with no activity for 14 days or more.",
      "Send each owner a list of their stale deals with a suggested next step for each.",
      "Copy the sales manager on any deal worth more than $50,000.",
    ),
  },
  {
    id: "quote-requests",
    category: "sales",
    prompt: lines(
      "When a quote request arrives in the sales inbox, read the products and quantities the customer asked for.",
      "Build a quote in our pricing sheet using their price tier and any active promotion.",
      "Send it to the account owner to review, and remind them if it has not gone out within 24 hours.",
    ),
  },
  {
    id: "renewal-outreach",
    category: "sales",
    prompt: lines(
      "Ninety days before each customer's contract renews, pull their usage from the product dashboard.",
      "Write the account manager a one-page brief: seats used, features adopted and any open support tickets.",
      "Book a renewal call on both calendars and send the customer an agenda.",
    ),
  },

  // HR
  {
    id: "resume-scoring",
    category: "hr",
    prompt: lines(
      "For every new application to the Senior Accountant opening, read the resume and cover letter.",
      "Score each candidate from 0 to 100 against the job's must-have and nice-to-have requirements and explain the score in two sentences.",
      "Move everyone above 75 to Phone Screen and send the hiring manager a ranked shortlist every Friday.",
    ),
  },
  {
    id: "new-hire-onboarding",
    category: "hr",
    prompt: lines(
      "When an offer letter is signed, start onboarding for the new hire.",
      "Ask IT for a laptop and accounts, add them to payroll, and send the welcome packet with the first-day schedule.",
      "Check in with their manager after the first week and again after 30 days, and log the answers in the HR system.",
    ),
  },
  {
    id: "interview-scheduling",
    category: "hr",
    prompt: lines(
      "When a candidate moves to the Onsite stage, find a 3-hour block when all four interviewers are free next week.",
      "Send the candidate three options, book the room and the video link once they choose, and send everyone the interview plan.",
      "Remind interviewers to submit their scorecards within 24 hours.",
    ),
  },
  {
    id: "time-off-requests",
    category: "hr",
    prompt: lines(
      "Read time-off requests from the HR inbox and check each employee's remaining balance.",
      "Approve requests of up to 2 days when nobody else on that team is off, and send everything else to the manager with the balance and team calendar attached.",
      "Update the shared team calendar after every decision.",
    ),
  },

  // Finance
  {
    id: "invoice-late-fee-collections",
    category: "finance",
    prompt: lines(
      "Watch accounts receivable in QuickBooks every day.",
      "Send each customer a polite payment reminder 3 days before the invoice is due and again on the due date.",
      "After the due date, send late-fee reminders at 3, 7 and 14 days, each a little firmer than the last.",
      "At 30 days past due, escalate the invoice to collections and let the account owner know.",
    ),
  },
  {
    id: "expense-report-review",
    category: "finance",
    prompt: lines(
      "Review every submitted expense report against our travel and expense policy.",
      "Check that each receipt matches its line item, and flag meals over $75 per person or missing receipts.",
      "Approve clean reports under $500 and send the rest to the employee's manager with the issues listed.",
    ),
  },
  {
    id: "month-end-reconciliation",
    category: "finance",
    prompt: lines(
      "On the first business day of each month, download last month's statements from our two bank accounts and the company card.",
      "Match every transaction to an entry in the ledger and list anything unmatched.",
      "Send the controller the reconciliation with suggested journal entries for the differences.",
    ),
  },
  {
    id: "vendor-bill-processing",
    category: "finance",
    prompt: lines(
      "When a vendor invoice arrives in the accounts payable inbox, read the vendor, amount, due date and PO number.",
      "Match it to the purchase order and the goods receipt, and enter it as a bill if all three agree.",
      "Queue approved bills for payment 2 days before they are due and send me anything that does not match.",
    ),
  },

  // Customer support
  {
    id: "ticket-triage",
    category: "customer-support",
    prompt: lines(
      "Read every new ticket in Zendesk as it arrives and tag it as billing, bug, how-to or feature request.",
      "Set the priority from the customer's plan and how urgent the message sounds.",
      "Answer how-to questions straight from our help center articles, and route everything else to the right team.",
    ),
  },
  {
    id: "refund-requests",
    category: "customer-support",
    prompt: lines(
      "When a customer asks for a refund, look up their order in Shopify.",
      "If the order is less than 30 days old and unused, issue the refund and confirm it by email.",
      "Otherwise, reply with our refund policy and offer store credit, and send the conversation to a team lead if the customer pushes back.",
    ),
  },
  {
    id: "csat-follow-up",
    category: "customer-support",
    prompt: lines(
      "Every afternoon, read the satisfaction surveys that came in today.",
      "For any score of 2 or lower, reopen the ticket, write an apology and assign it to the agent's team lead.",
      "On Fridays, send the support manager the week's top three complaint themes with example quotes.",
    ),
  },
  {
    id: "outage-updates",
    category: "customer-support",
    prompt: lines(
      "When our status page reports an incident, find every open ticket that mentions the affected feature.",
      "Reply to each with the status page link and a promise to update them.",
      "When the incident is resolved, tell the same customers it is fixed and close the tickets that need nothing else.",
    ),
  },
];

/** One example, chosen uniformly at random. `random` returns a number in [0, 1). */
export function pickExample(random: () => number = Math.random): Example {
  const index = Math.min(examples.length - 1, Math.max(0, Math.floor(random() * examples.length)));
  return examples[index]!;
}
