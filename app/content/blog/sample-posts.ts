import type { SamplePost } from "./types.ts";

/** The blog's sample posts, loaded into an empty database; each body is posts/{slug}.md. */
export const samplePosts: SamplePost[] = [
  {
    slug: "how-to-write-droid-instructions-that-actually-work",
    title: "How to Write Droid Instructions That Actually Work",
    excerpt:
      "Every Droid starts as a paragraph of plain English. Here are the five things the best instructions cover, and the habits that make Droids useful from their first week.",
    coverImage: "/blog/covers/how-to-write-droid-instructions-that-actually-work.svg",
    tags: ["AI", "Automation", "Best Practices", "Productivity", "HR"],
    authorId: "daniel-reyes",
    publishedAt: "2026-06-03",
    readTime: 4,
    featured: true,
  },
  {
    slug: "inside-the-approval-loop-why-every-droid-asks-before-it-acts",
    title: "Inside the Approval Loop: Why Every Droid Asks Before It Acts",
    excerpt:
      "Droids plan first and act second, with a person in between whenever it matters. How the approval loop works, what triggers it, and how to loosen it without losing control.",
    coverImage: "/blog/covers/inside-the-approval-loop-why-every-droid-asks-before-it-acts.svg",
    tags: ["AI", "Security", "Engineering", "Best Practices", "Customer Support"],
    authorId: "maya-okafor",
    publishedAt: "2026-06-19",
    readTime: 4,
    featured: false,
  },
  {
    slug: "how-a-40-person-agency-cut-support-response-time-by-85",
    title: "How a 40-Person Agency Cut Support Response Time by 85%",
    excerpt:
      "Brightline Studio's shared inbox had no owner and a six-hour median response time. Ninety days after switching on a support Droid, clients hear back in under an hour.",
    coverImage: "/blog/covers/how-a-40-person-agency-cut-support-response-time-by-85.svg",
    tags: ["Customer Support", "Case Study", "Automation"],
    authorId: "priya-natarajan",
    publishedAt: "2026-07-08",
    readTime: 4,
    featured: true,
  },
  {
    slug: "closing-the-books-faster-with-droids-and-quickbooks",
    title: "Closing the Books Faster with Droids and QuickBooks",
    excerpt:
      "Three Droids took a nine-day month-end close down to four: one for supplier bills, one for missing receipts and one that turns reconciliation into a short list of exceptions.",
    coverImage: "/blog/covers/closing-the-books-faster-with-droids-and-quickbooks.svg",
    tags: ["Finance", "Automation", "Operations", "Case Study"],
    authorId: "tom-lindqvist",
    publishedAt: "2026-07-24",
    readTime: 4,
    featured: false,
  },
  {
    slug: "a-30-day-rollout-playbook-for-your-first-droid",
    title: "A 30-Day Rollout Playbook for Your First Droid",
    excerpt:
      "Two weeks to prove the value, two weeks to make it stick. The week-by-week plan our customer success team uses to take a first Droid from trial to everyday work.",
    coverImage: "/blog/covers/a-30-day-rollout-playbook-for-your-first-droid.svg",
    tags: ["Best Practices", "Operations", "Productivity", "Finance"],
    authorId: "priya-natarajan",
    publishedAt: "2026-08-12",
    readTime: 3,
    featured: true,
  },
  {
    slug: "what-soc-2-type-ii-means-for-the-ai-agents-in-your-inbox",
    title: "What SOC 2 Type II Means for the AI Agents in Your Inbox",
    excerpt:
      "A plain-language guide to SOC 2 Type II, GDPR, HIPAA and PCI DSS for AI agents: what the reports prove, how they show up in the product, and what to ask any vendor.",
    coverImage: "/blog/covers/what-soc-2-type-ii-means-for-the-ai-agents-in-your-inbox.svg",
    tags: ["Security", "AI", "Engineering"],
    authorId: "maya-okafor",
    publishedAt: "2026-08-27",
    readTime: 3,
    featured: false,
  },
  {
    slug: "measuring-the-roi-of-ai-work-automation",
    title: "Measuring the ROI of AI Work Automation",
    excerpt:
      "Tasks completed is a vanity metric. A five-step framework for measuring the hours, speed and quality AI automation really returns, net of the human time that remains.",
    coverImage: "/blog/covers/measuring-the-roi-of-ai-work-automation.svg",
    tags: ["Productivity", "Finance", "Operations", "Best Practices", "Sales"],
    authorId: "daniel-reyes",
    publishedAt: "2026-09-15",
    readTime: 4,
    featured: false,
  },
  {
    slug: "taking-the-paperwork-out-of-onboarding-hr-droids-in-practice",
    title: "Taking the Paperwork Out of Onboarding: HR Droids in Practice",
    excerpt:
      "A healthcare staffing firm handed onboarding paperwork to Droids while keeping every clearance decision with people. Paperwork per hire fell from 3.5 hours to 50 minutes.",
    coverImage: "/blog/covers/taking-the-paperwork-out-of-onboarding-hr-droids-in-practice.svg",
    tags: ["HR", "Automation", "Case Study", "Security"],
    authorId: "priya-natarajan",
    publishedAt: "2026-10-06",
    readTime: 4,
    featured: true,
  },
  {
    slug: "keeping-salesforce-clean-without-nagging-your-sales-team",
    title: "Keeping Salesforce Clean Without Nagging Your Sales Team",
    excerpt:
      "The information your CRM needs already lives in email, calendars and call notes. How a sales Droid logs activity, proposes next steps and keeps the forecast honest.",
    coverImage: "/blog/covers/keeping-salesforce-clean-without-nagging-your-sales-team.svg",
    tags: ["Sales", "Automation", "Productivity"],
    authorId: "daniel-reyes",
    publishedAt: "2026-10-22",
    readTime: 3,
    featured: false,
  },
  {
    slug: "how-droids-decide-when-to-hand-off-to-a-human",
    title: "How Droids Decide When to Hand Off to a Human",
    excerpt:
      "Confidence, stakes, sentiment and your own policies: the signals a Droid weighs before escalating, what a good hand-off includes, and how to tune it for your team.",
    coverImage: "/blog/covers/how-droids-decide-when-to-hand-off-to-a-human.svg",
    tags: ["AI", "Engineering", "Customer Support", "Best Practices"],
    authorId: "maya-okafor",
    publishedAt: "2026-11-12",
    readTime: 4,
    featured: false,
  },
];
