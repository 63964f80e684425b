/**
 * The Droid templates of the "From the Community" gallery and /view-all:
 * ready-made
 * instructions a visitor can copy into the home page's prompt box.
 *
 * Route loaders deliver it in the prerendered HTML, and the home page's
 * gallery imports it lazily, once the visitor reaches for the filter: the
 * catalogue never enters a page's first-load JavaScript. Components import
 * the types (erased) and `template-gallery.ts`.
 */
import type { TemplateCategory } from "./template-gallery.ts";

/** The glyphs integration badges can show; template-card.tsx maps each to a Lucide icon. */
export type IntegrationIcon =
  | "mail"
  | "calendar"
  | "sheet"
  | "folder"
  | "chat"
  | "sms"
  | "phone"
  | "video"
  | "crm"
  | "receipt"
  | "card"
  | "signature"
  | "tasks"
  | "briefcase"
  | "health"
  | "home"
  | "megaphone"
  | "chart"
  | "bank"
  | "headset"
  | "cart"
  | "form"
  | "document";

/** A tool a template works with: its name (the badge's accessible name) and glyph. */
export interface Integration {
  name: string;
  icon: IntegrationIcon;
}

export interface Template {
  /** Stable, unique. */
  id: number;
  title: string;
  /** One or two sentences for the card. */
  description: string;
  category: TemplateCategory;
  integrations: readonly Integration[];
  /** How many people use it, as shown on the card (e.g. "1.2K"). */
  folks: string;
  /** The instruction copied into the prompt box: several lines of plain English. */
  prompt: string;
}

const lines = (...text: string[]) => text.join("\n");

// Integrations, named once.
const gmail: Integration = { name: "Gmail", icon: "mail" };
const outlook: Integration = { name: "Outlook", icon: "mail" };
const googleCalendar: Integration = { name: "Google Calendar", icon: "calendar" };
const googleSheets: Integration = { name: "Google Sheets", icon: "sheet" };
const excel: Integration = { name: "Excel", icon: "sheet" };
const googleDrive: Integration = { name: "Google Drive", icon: "folder" };
const googleDocs: Integration = { name: "Google Docs", icon: "document" };
const notion: Integration = { name: "Notion", icon: "document" };
const slack: Integration = { name: "Slack", icon: "chat" };
const whatsApp: Integration = { name: "WhatsApp", icon: "sms" };
const twilioSms: Integration = { name: "Twilio SMS", icon: "sms" };
const twilioVoice: Integration = { name: "Twilio Voice", icon: "phone" };
const zoom: Integration = { name: "Zoom", icon: "video" };
const hubSpot: Integration = { name: "HubSpot", icon: "crm" };
const quickBooks: Integration = { name: "QuickBooks", icon: "receipt" };
const xero: Integration = { name: "Xero", icon: "receipt" };
const expensify: Integration = { name: "Expensify", icon: "receipt" };
const stripe: Integration = { name: "Stripe", icon: "card" };
const docuSign: Integration = { name: "DocuSign", icon: "signature" };
const jira: Integration = { name: "Jira", icon: "tasks" };
const greenhouse: Integration = { name: "Greenhouse", icon: "briefcase" };
const linkedIn: Integration = { name: "LinkedIn", icon: "briefcase" };
const bambooHr: Integration = { name: "BambooHR", icon: "briefcase" };
const ehr: Integration = { name: "Epic EHR", icon: "health" };
const availity: Integration = { name: "Availity", icon: "form" };
const typeform: Integration = { name: "Typeform", icon: "form" };
const appFolio: Integration = { name: "AppFolio", icon: "home" };
const smartMove: Integration = { name: "SmartMove", icon: "home" };
const mailchimp: Integration = { name: "Mailchimp", icon: "megaphone" };
const buffer: Integration = { name: "Buffer", icon: "megaphone" };
const googleAds: Integration = { name: "Google Ads", icon: "megaphone" };
const googleAnalytics: Integration = { name: "Google Analytics", icon: "chart" };
const plaid: Integration = { name: "Plaid", icon: "bank" };
const zendesk: Integration = { name: "Zendesk", icon: "headset" };
const shopify: Integration = { name: "Shopify", icon: "cart" };

/**
 * The catalogue, in gallery order: the home page's eight first (its
 * first page), then the rest mixed across categories so every page of
 * /view-all shows a spread.
 */
export const templates: readonly Template[] = [
  {
    id: 1,
    title: "Resume Screening",
    description: "Scores every new applicant from 0 to 100 against the job description and sends hiring managers a ranked weekly shortlist.",
    category: "HR",
    integrations: [greenhouse, gmail, googleSheets],
    folks: "2.4K",
    prompt: lines(
      "When a new application arrives for an open role in Greenhouse, read the resume next to the job description.",
      "Score each candidate from 0 to 100 on required skills, relevant experience and location fit, with two sentences explaining the score.",
      "Add the score and the explanation to the Candidates sheet and tag everyone above 80 as shortlisted.",
      "Every Friday at 4 pm, email each hiring manager their shortlist with links to the resumes.",
    ),
  },
  {
    id: 2,
    title: "Document Collection",
    description: "Chases rental applicants for ID, pay stubs, references and signed consent forms, and files every document in the right folder.",
    category: "Real Estate",
    integrations: [gmail, docuSign, googleDrive],
    folks: "1.1K",
    prompt: lines(
      "For every new rental application, email the applicant a checklist: photo ID, the last two pay stubs, a landlord reference and the signed credit-check consent.",
      "Send the consent form through DocuSign and save each document to the applicant's folder in Google Drive.",
      "Remind the applicant every 2 days about anything still missing, up to 3 reminders, then let the leasing agent know.",
      "When the file is complete, tell the leasing agent in one short message that the application is ready for review.",
    ),
  },
  {
    id: 3,
    title: "Financial Reports",
    description: "Builds the monthly P&L, balance sheet and cash summary from your books and explains every line that moved more than 10%.",
    category: "Finance",
    integrations: [quickBooks, googleSheets, slack],
    folks: "1.8K",
    prompt: lines(
      "On the third business day of each month, pull last month's profit and loss, balance sheet and cash flow statement from QuickBooks.",
      "Compare every line with the previous month and the same month last year, and flag any change larger than 10%.",
      "Write a one-page summary in plain English: revenue, gross margin, operating expenses, cash on hand and months of runway.",
      "Post the summary in #finance on Slack and save the full tables to the Monthly Reports sheet.",
    ),
  },
  {
    id: 4,
    title: "Project Status Update",
    description: "Reads your project tracker every Friday and sends stakeholders a short status: progress, risks, blockers and next steps.",
    category: "Productivity",
    integrations: [jira, slack, gmail],
    folks: "3.1K",
    prompt: lines(
      "Every Friday at 3 pm, review all tickets in the Website Relaunch project in Jira.",
      "Summarise what was finished this week, what is in progress and anything overdue or blocked, with each owner's name.",
      "Rate the project green, amber or red: amber if a milestone is at risk, red if the launch date has slipped.",
      "Email the summary to the stakeholders list and post a three-line version in the #website-relaunch channel.",
    ),
  },
  {
    id: 5,
    title: "Account Receivable",
    description: "Sends polite payment reminders before and after each due date, adds late fees on schedule and escalates at 30 days.",
    category: "Accounting",
    integrations: [quickBooks, gmail, stripe],
    folks: "1.5K",
    prompt: lines(
      "Each morning, check QuickBooks for open customer invoices.",
      "Email a friendly reminder with the Stripe payment link 3 days before the due date and again on the due date.",
      "If an invoice is still unpaid, follow up 3, 7 and 14 days after the due date, adding the late fee from our terms from the 7-day notice on.",
      "At 30 days overdue, stop the reminders, hand the account to collections and send me the list of accounts escalated that day.",
    ),
  },
  {
    id: 6,
    title: "Invoice Processing",
    description: "Reads supplier invoices from your inbox, matches them to purchase orders and queues them as bills for approval.",
    category: "Accounting",
    integrations: [outlook, xero, googleDrive],
    folks: "2.2K",
    prompt: lines(
      "Watch the invoices@ mailbox in Outlook for supplier invoices, whether they come as PDF attachments or in the email body.",
      "Extract the supplier, invoice number, dates, line items, tax and total, and match them to the open purchase order.",
      "If the totals agree within $5, create a draft bill in Xero with the PDF attached; otherwise flag the difference for review.",
      "Every Monday, send the accounts payable lead the bills waiting for approval, sorted by due date.",
    ),
  },
  {
    id: 7,
    title: "Inbound Calls & Messages",
    description: "Answers calls, texts and WhatsApp messages around the clock, resolves common questions and hands the rest to your team.",
    category: "Customer Support",
    integrations: [twilioVoice, whatsApp, zendesk],
    folks: "4.3K",
    prompt: lines(
      "Answer every inbound call, SMS and WhatsApp message to our support number, day and night.",
      "Greet returning customers by name, find out what they need, and answer questions about opening hours, orders, returns and billing from our help centre.",
      "If you cannot solve it, open a Zendesk ticket with a short summary and the full transcript, and tell the customer when to expect a reply.",
      "Put urgent cases, such as a failed payment or a very unhappy customer, straight through to the on-call agent.",
    ),
  },
  {
    id: 8,
    title: "Outbound Calls & Messages",
    description: "Follows up with every new lead within 24 to 72 hours by phone or text and books qualified prospects into your calendar.",
    category: "Sales",
    integrations: [twilioVoice, hubSpot, googleCalendar],
    folks: "2.7K",
    prompt: lines(
      "When someone requests a demo on our website, add them to HubSpot as a new lead.",
      "Call or text each lead within 24 to 72 hours, during their business hours, to confirm their needs, team size and timeline.",
      "If they are a good fit, offer three times from the sales team's Google Calendar and send the invite for the one they pick.",
      "Log every call and message in HubSpot, and try up to 3 times before marking the lead as not responding.",
    ),
  },
  {
    id: 9,
    title: "Patient Intake",
    description: "Collects new patients' forms, insurance cards and medication lists before the first visit and files them in the chart.",
    category: "Healthcare",
    integrations: [typeform, ehr, gmail],
    folks: "980",
    prompt: lines(
      "When a new home-care patient is referred to us, text and email them a secure intake form.",
      "Collect contact details, an emergency contact, current medications, allergies and photos of both sides of the insurance card.",
      "Check that every required field is filled in and ask again for anything missing, at the latest 24 hours before the first visit.",
      "Attach the completed intake to the patient's chart in our EHR and tell the care coordinator it is ready.",
    ),
  },
  {
    id: 10,
    title: "Social Media Calendar",
    description: "Turns your blog posts and product news into a two-week LinkedIn and Instagram calendar, ready for approval.",
    category: "Marketing",
    integrations: [buffer, googleSheets, slack],
    folks: "3.6K",
    prompt: lines(
      "Every other Monday, read our latest blog posts and the product updates posted in the #launches channel.",
      "Draft 10 LinkedIn posts and 6 Instagram captions for the next two weeks, in our brand voice, each with a clear call to action.",
      "Suggest the best posting time for each network and add everything to the Content Calendar sheet.",
      "Send the calendar to the marketing manager for approval and schedule the approved posts in Buffer.",
    ),
  },
  {
    id: 11,
    title: "Maintenance Requests",
    description: "Logs tenants' repair requests from texts and emails, sorts them by urgency and books the right contractor.",
    category: "Real Estate",
    integrations: [appFolio, twilioSms, googleCalendar],
    folks: "1.3K",
    prompt: lines(
      "When a tenant reports a problem by text or email, create a work order in AppFolio with the unit, a description and any photos.",
      "Classify it as an emergency (no heat, water leak, gas smell, lockout), urgent or routine.",
      "For emergencies, call the on-call contractor right away and text the tenant an arrival time; book routine jobs within 5 business days.",
      "After the visit, ask the tenant to confirm the repair is done, then close the work order.",
    ),
  },
  {
    id: 12,
    title: "Lead Qualification",
    description: "Researches each inbound lead, scores fit and intent, and routes the hot ones to the right rep within minutes.",
    category: "Sales",
    integrations: [hubSpot, linkedIn, slack],
    folks: "2.0K",
    prompt: lines(
      "For every new contact in HubSpot, look up the company's size, industry and location, and the contact's role on LinkedIn.",
      "Score the lead on fit with our ideal customer profile and on intent from the pages they visited and the emails they opened.",
      "Assign strong leads to the account executive for their region and post a three-line brief in #sales-leads.",
      "Put weak leads into the monthly newsletter instead, and note the reason in HubSpot.",
    ),
  },
  {
    id: 13,
    title: "Insurance Eligibility Checks",
    description: "Verifies every patient's coverage two days before each visit and warns your team about inactive plans or missing authorisations.",
    category: "Healthcare",
    integrations: [availity, ehr, gmail],
    folks: "760",
    prompt: lines(
      "Two days before each scheduled visit, check the patient's insurance eligibility in Availity.",
      "Confirm the plan is active and record the copay, the deductible remaining and any prior authorisation the visit type needs.",
      "Update the patient's record in our EHR with what you found.",
      "If coverage is inactive or an authorisation is missing, email the billing team and the patient that same day so it is fixed before the visit.",
    ),
  },
  {
    id: 14,
    title: "Employee Onboarding",
    description: "Welcomes new hires, collects their paperwork, sets up their accounts and makes sure nothing is missed in the first week.",
    category: "HR",
    integrations: [bambooHr, gmail, slack],
    folks: "1.6K",
    prompt: lines(
      "When a candidate accepts an offer in BambooHR, email a welcome with their start date, first-day schedule and the documents we need: ID, tax forms and bank details.",
      "Ask IT to create their email and Slack accounts and to ship a laptop that arrives 2 days before the start date.",
      "Invite them to the orientation session and to lunch with their team on the first day.",
      "On their first Friday, ask how the week went and send their manager a short summary of the answers.",
    ),
  },
  {
    id: 15,
    title: "Month-End Reconciliation",
    description: "Reconciles every bank and card account against your books at month end and lists only the items that need a human.",
    category: "Accounting",
    integrations: [plaid, quickBooks, excel],
    folks: "1.2K",
    prompt: lines(
      "On the first business day of each month, download last month's bank and credit card transactions through Plaid.",
      "Match each transaction to the entries in QuickBooks by amount, date and payee, allowing 3 days for clearing.",
      "Categorise unmatched transactions when the vendor is obvious, and list the rest with your best guess and why.",
      "Send the controller an Excel reconciliation with matched totals, differences and the open items.",
    ),
  },
  {
    id: 16,
    title: "Support Ticket Triage",
    description: "Reads each new ticket, tags topic and urgency, drafts a reply from your help centre and routes it to the right queue.",
    category: "Customer Support",
    integrations: [zendesk, shopify, slack],
    folks: "2.9K",
    prompt: lines(
      "For every new Zendesk ticket, read the message and the customer's order history in Shopify.",
      "Tag the topic (billing, shipping, returns, product question or bug) and the urgency (low, normal or high).",
      "Draft a reply from our help-centre articles and leave it as an internal note for the agent to check and send.",
      "Escalate high-urgency tickets, and customers who have written 3 times this week, to the team lead in #support-escalations.",
    ),
  },
  {
    id: 17,
    title: "Budget vs. Actual Alerts",
    description: "Compares spending with the budget every week and warns department heads before a line goes over.",
    category: "Finance",
    integrations: [xero, googleSheets, slack],
    folks: "890",
    prompt: lines(
      "Every Monday, compare year-to-date spending in Xero with the FY Budget sheet, department by department.",
      "Message the department head on Slack when a budget line passes 80% with more than a quarter of the year left, and again at 100%.",
      "Include the five expenses that contributed most to the overspend.",
      "Send the CFO a weekly table of every department with budget, actuals, variance and the forecast to year end.",
    ),
  },
  {
    id: 18,
    title: "Meeting Notes & Action Items",
    description: "Joins your calls, writes short notes with decisions and owners, and follows up on action items until they are done.",
    category: "Productivity",
    integrations: [zoom, notion, gmail],
    folks: "5.2K",
    prompt: lines(
      "Join every Zoom meeting on my calendar that has more than two attendees.",
      "Write notes with a three-sentence summary, the decisions made and every action item with its owner and due date.",
      "Save the notes to the Meetings page in Notion and email them to all attendees within 15 minutes of the end of the meeting.",
      "Two days before an action item is due, remind its owner, and tell me every Friday which items are overdue.",
    ),
  },
  {
    id: 19,
    title: "Lead Nurture Emails",
    description: "Writes and sends a five-email welcome sequence tailored to each sign-up's industry, and reports what converts.",
    category: "Marketing",
    integrations: [mailchimp, hubSpot, googleAnalytics],
    folks: "1.4K",
    prompt: lines(
      "When someone downloads one of our guides, add them to Mailchimp and tag their industry from the sign-up form.",
      "Send five emails over three weeks: a welcome, two practical tips for their industry, a customer story and an invitation to book a demo.",
      "Stop the sequence as soon as they book a demo or reply, and note it on their HubSpot contact.",
      "Each month, report the open rate, click rate and demos booked for every email, and suggest one subject line to test next.",
    ),
  },
  {
    id: 20,
    title: "Tenant Screening",
    description: "Checks each applicant's income, credit and rental history against your written criteria and recommends a decision.",
    category: "Real Estate",
    integrations: [smartMove, appFolio, gmail],
    folks: "1.0K",
    prompt: lines(
      "When a rental application is complete, run the credit and background check through SmartMove.",
      "Confirm from the pay stubs that monthly income is at least 3 times the rent, and verify the rental history with the previous landlord.",
      "Apply our written screening criteria to every applicant the same way and recommend approve, approve with a larger deposit, or decline, with reasons.",
      "Send the recommendation to the property manager, and leave anything the criteria do not cover for them to decide.",
    ),
  },
  {
    id: 21,
    title: "Proposal Drafts",
    description: "Turns discovery-call notes into a tailored proposal with pricing, timeline and e-signature, ready for your review.",
    category: "Sales",
    integrations: [hubSpot, googleDocs, docuSign],
    folks: "1.9K",
    prompt: lines(
      "After each discovery call logged in HubSpot, read the call notes and the deal details.",
      "Draft a proposal in Google Docs from our template: the client's goals in their own words, our solution, the timeline, pricing tier and terms.",
      "Share the draft with the deal owner and wait for their approval.",
      "Once approved, send it for signature through DocuSign and remind the client 3 and 7 days later if it is still unsigned.",
    ),
  },
  {
    id: 22,
    title: "Appointment Reminders",
    description: "Confirms home visits by text, handles reschedules and fills cancelled slots from the waiting list.",
    category: "Healthcare",
    integrations: [twilioSms, ehr, googleCalendar],
    folks: "2.1K",
    prompt: lines(
      "Text every patient 48 hours before a home visit with the date, the time window and the nurse's name, and ask them to reply YES to confirm.",
      "If they need to reschedule, offer the next three open slots and update the schedule in our EHR.",
      "Send a second reminder on the morning of the visit.",
      "When a visit is cancelled, offer the slot to patients on the waiting list, in order, until someone accepts.",
    ),
  },
  {
    id: 23,
    title: "Expense Report Review",
    description: "Checks every expense claim against your policy, matches receipts and sends clean reports straight to approval.",
    category: "Accounting",
    integrations: [expensify, slack, gmail],
    folks: "1.1K",
    prompt: lines(
      "When an employee submits an expense report in Expensify, check every line against our travel and expense policy.",
      "Match each expense to its receipt and flag missing receipts over $25, duplicate claims and meals above the daily limit.",
      "Send clean reports to the manager for approval, and return flagged ones to the employee with a clear note on what to fix.",
      "At month end, email finance the total spend by department and the most common policy exceptions.",
    ),
  },
  {
    id: 24,
    title: "Cash Flow Forecast",
    description: "Updates a 13-week cash forecast every Monday from bank balances, open invoices and upcoming bills.",
    category: "Finance",
    integrations: [plaid, quickBooks, googleSheets],
    folks: "1.3K",
    prompt: lines(
      "Every Monday morning, get our current bank balances through Plaid.",
      "Add the expected receipts from open invoices in QuickBooks, adjusted by each customer's average days late, and the upcoming bills, payroll and rent.",
      "Update the 13-week forecast in the Cash Forecast sheet.",
      "If the balance is projected to fall below $50,000 in any week, email me and the CFO the week, the shortfall and two ways to cover it.",
    ),
  },
  {
    id: 25,
    title: "Interview Scheduling",
    description: "Coordinates interview times between candidates and panels, sends invites with video links and handles reschedules.",
    category: "HR",
    integrations: [googleCalendar, zoom, gmail],
    folks: "2.5K",
    prompt: lines(
      "When a candidate moves to the interview stage, find three times in the next five business days when the whole panel is free.",
      "Email the candidate the options and book the one they choose, with a Zoom link and the interviewers' names.",
      "Send each interviewer the resume and the scorecard 24 hours before the interview.",
      "If anyone cancels, offer new times straight away, and remind interviewers to submit their scorecards by the end of the day.",
    ),
  },
  {
    id: 26,
    title: "Order Status Updates",
    description: 'Keeps customers informed from checkout to delivery and answers "where is my order?" before they need to ask.',
    category: "Customer Support",
    integrations: [shopify, whatsApp, gmail],
    folks: "1.7K",
    prompt: lines(
      "When an order ships in Shopify, send the customer the tracking link by email or WhatsApp, whichever they chose at checkout.",
      "Check the tracking every day; if a parcel has not moved for 3 days or is marked delayed, apologise and give a new delivery estimate.",
      "When a customer asks where their order is, reply straight away with the latest status.",
      "If a parcel is lost, offer a replacement or a refund within our policy and log the case for the support team.",
    ),
  },
  {
    id: 27,
    title: "Campaign Performance Report",
    description: "Pulls last week's ad and analytics results every Monday and explains what worked, what did not and what to try next.",
    category: "Marketing",
    integrations: [googleAds, googleAnalytics, linkedIn],
    folks: "1.2K",
    prompt: lines(
      "Every Monday, pull last week's results from Google Ads, LinkedIn Ads and Google Analytics.",
      "Report spend, clicks, leads, cost per lead and conversion rate for each campaign, compared with the week before.",
      "Point out the two best and the two worst campaigns and suggest one change for each.",
      "Post the report in #marketing and email a PDF copy to the marketing director.",
    ),
  },
  {
    id: 28,
    title: "Inbox Triage",
    description: "Sorts your inbox every morning, drafts replies to routine emails and tells you which ones need you today.",
    category: "Productivity",
    integrations: [gmail, slack, googleCalendar],
    folks: "3.8K",
    prompt: lines(
      "Every weekday at 7 am, go through my Gmail inbox.",
      "Label each email as needs me today, can wait, FYI or newsletter, and archive the newsletters.",
      "Draft replies to routine requests such as meeting times, document requests and simple questions, and leave them in Drafts for me.",
      "Send me one Slack message with the five emails that need me today and a suggested reply for each.",
    ),
  },
  {
    id: 29,
    title: "Rent Collection Reminders",
    description: "Reminds tenants before rent is due, sends late-fee notices on your schedule and escalates long-overdue balances.",
    category: "Real Estate",
    integrations: [appFolio, twilioSms, gmail],
    folks: "1.9K",
    prompt: lines(
      "Every morning, check the rent ledger in AppFolio for all of our units.",
      "Text and email each tenant a reminder 3 days before rent is due and again on the due date.",
      "If rent is still unpaid, send late-fee notices 3, 7 and 14 days after the due date, quoting the fee in their lease.",
      "At 30 days overdue, escalate the balance to our collections partner and copy the property manager.",
    ),
  },
  {
    id: 30,
    title: "Claims Follow-up",
    description: "Validates bills before they go out and chases unpaid insurance claims until they are paid or appealed.",
    category: "Healthcare",
    integrations: [ehr, availity, excel],
    folks: "640",
    prompt: lines(
      "Before each claim is submitted, check the billing codes against the visit notes and the payer's rules, and fix missing modifiers or diagnosis codes.",
      "Every week, check the status of every claim older than 30 days in Availity.",
      "For denied claims, find the reason, correct and resubmit what can be fixed, and draft an appeal letter for the rest.",
      "Send the billing manager a weekly Excel report of open claims by payer, age and amount.",
    ),
  },
];
