import type { SampleAuthor } from "./types.ts";

/** The blog's sample authors, loaded into an empty database. */
export const sampleAuthors: SampleAuthor[] = [
  {
    id: "maya-okafor",
    name: "Maya Okafor",
    title: "Head of AI Research",
    bio: "Maya leads the research team behind how Droids plan their work, act on it and know when to ask for help. Before Droids she worked on language-model evaluation and agent safety, and she holds a PhD in machine learning. She writes about agent reliability, approvals and the security of AI systems.",
    avatar: "/blog/avatars/maya-okafor.svg",
    twitter: "mayaokafor",
    linkedin: "maya-okafor",
    github: "mokafor",
  },
  {
    id: "daniel-reyes",
    name: "Daniel Reyes",
    title: "Product Lead",
    bio: "Daniel leads product for the Droid builder, where plain-English instructions become working automations. He spent eight years building sales and CRM software before joining Droids as one of its first ten employees. He cares about making automation something anyone on a team can set up in an afternoon.",
    avatar: "/blog/avatars/daniel-reyes.svg",
    twitter: "danreyes",
    linkedin: "daniel-reyes-product",
  },
  {
    id: "priya-natarajan",
    name: "Priya Natarajan",
    title: "Customer Success Engineer",
    bio: "Priya helps customers plan and launch their first Droids, from support desks to people operations. She previously ran HR and IT systems at a healthcare staffing firm, so she knows how much paperwork hides inside every process. Her favourite metric is hours handed back to a team in its first month.",
    avatar: "/blog/avatars/priya-natarajan.svg",
    linkedin: "priya-natarajan",
    github: "priyanat",
  },
  {
    id: "tom-lindqvist",
    name: "Tom Lindqvist",
    title: "Finance & Operations Automation Lead",
    bio: "Tom works with controllers, bookkeepers and operations teams to automate invoices, reconciliations and the month-end close. A chartered accountant by training, he spent a decade in finance operations before deciding the best way to fix the close was to automate it.",
    avatar: "/blog/avatars/tom-lindqvist.svg",
  },
];
