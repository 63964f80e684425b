import { adminTimeClaim, hoursSavedClaim, industryTrialOffer, onboardingTimes, startTrial } from "./shared.ts";
import type { IndustryContent } from "./types.ts";

export const accounting: IndustryContent = {
  slug: "accounting",
  meta: {
    title: "AI Droids for Accounting Teams and Firms",
    description:
      "Droids capture invoices, code transactions, reconcile accounts and collect client documents. Trusted by 800+ accounting teams. Free trial for 30 days, no credit card required.",
  },
  hero: {
    eyebrow: "Accounting",
    title: "Bookkeeping that keeps itself up to date",
    highlight: "keeps itself up to date",
    description:
      "Droids capture invoices, code transactions, reconcile accounts and chase receivables for in-house teams and accounting firms, accurately and with a full audit trail.",
    actions: [startTrial],
  },
  trialOffer: industryTrialOffer,
  stats: [adminTimeClaim, hoursSavedClaim, { value: "800+", label: "accounting teams" }],
  features: {
    title: "From inbox to closed books",
    description: "Droids do the data entry, matching and chasing, and your accountants review, advise and sign off.",
    items: [
      {
        icon: "scan-text",
        title: "Invoice processing",
        description: "Reads invoices from email and uploads, extracts the line items, matches them to purchase orders and queues them for approval.",
      },
      {
        icon: "hand-coins",
        title: "Accounts receivable",
        description: "Issues invoices on schedule, sends reminders and records payments, so receivables never go stale.",
      },
      {
        icon: "credit-card",
        title: "Accounts payable",
        description: "Schedules approved bills for payment on their due dates and keeps vendors informed along the way.",
      },
      {
        icon: "landmark",
        title: "Bank reconciliation",
        description: "Matches bank feeds to the ledger every day and explains the few items that need a human look.",
      },
      {
        icon: "tags",
        title: "Transaction coding",
        description: "Codes transactions to the right accounts and classes using your chart of accounts and your past decisions.",
      },
      {
        icon: "list-checks",
        title: "Month-end close",
        description: "Works through your close checklist (accruals, prepayments, depreciation, reviews) with a live status board for the team.",
      },
      {
        icon: "folder-open",
        title: "Client document collection",
        description: "For firms: requests bank statements, receipts and tax forms from clients and follows up until everything is in.",
      },
      {
        icon: "calculator",
        title: "Tax preparation support",
        description: "Organizes workpapers, checks for missing forms and prepares sales tax and VAT summaries ahead of each deadline.",
      },
    ],
  },
  howItWorks: {
    title: "Set up before your next coffee",
    description: "Works with the ledger you already have. Nothing to migrate, nothing to rebuild.",
    steps: [
      {
        number: 1,
        title: "Connect your ledger",
        description: "Link QuickBooks, Xero or NetSuite, your bank feeds and the inbox where invoices arrive.",
        time: onboardingTimes.connect,
      },
      {
        number: 2,
        title: "Describe your rules",
        description:
          "Explain coding, approval and reminder rules in plain English, for example: “Bills under $500 from known vendors can be approved automatically.”",
        time: onboardingTimes.describe,
      },
      {
        number: 3,
        title: "Books stay current",
        description: "Invoices, payments and bank lines are processed daily, so your numbers are always up to date.",
        time: onboardingTimes.ongoing,
      },
      {
        number: 4,
        title: "Close gets faster",
        description: "With reconciliations done every day, month-end becomes a review instead of a scramble.",
        time: onboardingTimes.continuous,
      },
    ],
  },
  testimonials: {
    title: "Trusted by 800+ accounting teams",
    description: "In-house teams and firms on life after manual data entry.",
    items: [
      {
        quote: "We took on forty new bookkeeping clients this year without adding staff. Document collection alone used to need a full-time person.",
        author: "Catherine Doyle, CPA",
        role: "Managing Partner",
        company: "Doyle & Kerr Accounting",
      },
      {
        quote: "Invoices now go from inbox to approved in a day, matched to the PO. Our AP team finally takes the early-payment discounts.",
        author: "Victor Nguyen",
        role: "Accounts Payable Manager",
        company: "Redwood Supply Co.",
      },
      {
        quote: "Reconciliations are done every morning instead of at month-end. Our close is three days shorter and a lot calmer.",
        author: "Laura Jensen",
        role: "Senior Accountant",
        company: "Brightwater Hospitality",
      },
    ],
  },
  closing: {
    title: "Let your accountants do accounting",
    description: "Join 800+ accounting teams that let Droids handle invoices, reconciliations and document chasing.",
    actions: [startTrial],
  },
};
