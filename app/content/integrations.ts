/** A group of tools Droids connect to, as the integrations dialog lists them. */
export interface IntegrationCategory {
  name: string;
  description: string;
  tools: string[];
}

/** Every integration, by category (the customer-support page's integrations dialog). */
export const integrationCategories: IntegrationCategory[] = [
  {
    name: "Help desk",
    description: "Answer and resolve tickets where your agents already work.",
    tools: ["Zendesk", "Intercom", "Freshdesk", "Help Scout", "Gorgias", "Zoho Desk"],
  },
  {
    name: "CRM",
    description: "Look up customers and log every conversation on their record.",
    tools: ["Salesforce", "HubSpot", "Pipedrive", "Microsoft Dynamics 365", "Zoho CRM", "Freshsales"],
  },
  {
    name: "Voice & messaging",
    description: "Calls, texts and chat apps on your existing numbers and accounts.",
    tools: ["Twilio", "WhatsApp Business", "Aircall", "RingCentral", "Vonage", "Facebook Messenger"],
  },
  {
    name: "Email & team chat",
    description: "Shared inboxes, and hand-offs to your team where they talk.",
    tools: ["Gmail", "Outlook", "Front", "Slack", "Microsoft Teams", "Discord"],
  },
  {
    name: "E-commerce & orders",
    description: "Order status, returns, address changes and shipping updates.",
    tools: ["Shopify", "WooCommerce", "BigCommerce", "Adobe Commerce", "ShipStation", "AfterShip"],
  },
  {
    name: "Payments & billing",
    description: "Refunds, invoices and subscription changes within your limits.",
    tools: ["Stripe", "PayPal", "Square", "Chargebee", "Recurly", "Braintree"],
  },
  {
    name: "Knowledge & productivity",
    description: "Learn from your docs and open tasks for the right team.",
    tools: ["Notion", "Confluence", "Google Drive", "Guru", "Jira", "Linear"],
  },
];

/**
 * The tools shown in the page's integrations grid: 24 fill whole rows at
 * 2, 4 and 6 columns.
 */
export const featuredIntegrations: string[] = [
  "Zendesk",
  "Intercom",
  "Salesforce",
  "HubSpot",
  "Shopify",
  "Slack",
  "Twilio",
  "WhatsApp Business",
  "Freshdesk",
  "Gmail",
  "Outlook",
  "Stripe",
  "Microsoft Teams",
  "Help Scout",
  "Gorgias",
  "Aircall",
  "WooCommerce",
  "PayPal",
  "Front",
  "Notion",
  "Jira",
  "Zoho Desk",
  "RingCentral",
  "Facebook Messenger",
];
