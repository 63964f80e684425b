import { href } from "#app/platform/http/href.ts";
import type { ExampleCategory } from "./examples.ts";

/** The example categories (content/examples.ts) as people say them, for sorting prompts. */
export const promptCategories: { id: ExampleCategory; label: string; page: string; keywords: RegExp }[] = [
  {
    id: "real-estate",
    label: "Real Estate",
    page: href("/real-estate"),
    keywords: /\b(tenant|lease|rent|landlord|propert(y|ies)|listing|showing|mortgage|maintenance request)/i,
  },
  {
    id: "healthcare",
    label: "Healthcare",
    page: href("/healthcare"),
    keywords: /\b(patient|clinic|intake|appointment|insurance|claim|eligibility|hipaa|caregiver|medical)/i,
  },
  {
    id: "marketing",
    label: "Marketing",
    page: href("/marketing"),
    keywords: /\b(campaign|newsletter|social|seo|content calendar|leads? list|marketing|brand|ads?)\b/i,
  },
  { id: "sales", label: "Sales", page: href("/sales"), keywords: /\b(crm|salesforce|hubspot|pipeline|deal|prospect|quote|follow[- ]up|outbound|demo)/i },
  { id: "hr", label: "HR", page: href("/hr"), keywords: /\b(resume|candidate|interview|onboard|hiring|payroll|employee|pto|benefits|recruit)/i },
  {
    id: "finance",
    label: "Finance",
    page: href("/finance"),
    keywords: /\b(invoice|quickbooks|xero|expense|receivable|payable|reconcil|budget|accounting|books)/i,
  },
  {
    id: "customer-support",
    label: "Customer Support",
    page: href("/customer-support"),
    keywords: /\b(ticket|support|customer|refund|complaint|inbox|zendesk|helpdesk|chat)/i,
  },
];

/** A prompt's category: by its words, else by the page it was sent from; null when neither says. */
export function categorizePrompt(prompt: string | null, sourcePage: string | null): string | null {
  if (prompt) {
    const byWords = promptCategories.find((category) => category.keywords.test(prompt));
    if (byWords) return byWords.label;
  }
  return promptCategories.find((category) => category.page === sourcePage)?.label ?? null;
}
