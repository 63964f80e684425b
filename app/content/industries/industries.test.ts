import { describe, expect, it } from "vitest";
import { industrySlugs, type IndustrySlug } from "#app/content/site.ts";
import { customerSupport } from "#app/content/customer-support.ts";
import { featuredIntegrations, integrationCategories } from "#app/content/integrations.ts";
import { lucideIconData } from "#app/ui/icon-drawing.server.ts";
import { loadIndustryContent } from "./load-industry.ts";
import type { IndustryContent } from "./types.ts";
import { customerCounts, trialOnly } from "#tests/helpers/industry-claims.ts";

// The industry pages' data: claims, sections, figures and trial offers.

const pages = await Promise.all(industrySlugs.map(async (slug) => [slug, await loadIndustryContent(slug)] as const));

/** Every text of a page, as the page shows it (stats read "{value} {label}"). */
function pageText(page: IndustryContent) {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(page);
  texts.push(...page.stats.map((stat) => `${stat.value} ${stat.label}`));
  return texts.join("\n");
}

describe("industry data", () => {
  it("has one data file per industry page, each for its own slug", () => {
    expect(pages.map(([slug, page]) => [slug, page.slug])).toEqual(industrySlugs.map((slug) => [slug, slug]));
  });

  describe.each(pages)("%s", (slug, page) => {
    it("has a title, a description and a hero with a highlight inside its title", () => {
      expect(page.meta.title.length).toBeGreaterThan(10);
      expect(page.meta.description.length).toBeGreaterThan(50);
      expect(page.meta.description.length).toBeLessThanOrEqual(200);
      if (page.hero.highlight) expect(page.hero.title).toContain(page.hero.highlight);
    });

    it("has exactly 8 features, each with a known icon, a title and a description", async () => {
      expect(page.features.items).toHaveLength(8);
      for (const feature of page.features.items) {
        expect((await lucideIconData(feature.icon)).node.length, feature.icon).toBeGreaterThan(0);
        expect(feature.title).not.toBe("");
        expect(feature.description.length).toBeGreaterThan(40);
      }
      expect(new Set(page.features.items.map((feature) => feature.title)).size).toBe(8);
    });

    it("has 4 or 6 numbered steps with the onboarding times 5 minutes, 15 minutes, then Ongoing or Continuous", () => {
      const steps = page.howItWorks.steps;
      expect([4, 6]).toContain(steps.length);
      expect(steps.map((step) => step.number)).toEqual(steps.map((_, index) => index + 1));
      expect(steps[0]!.time).toBe("5 minutes");
      expect(steps[1]!.time).toBe("15 minutes");
      for (const step of steps.slice(2)) expect(["Ongoing", "Continuous"]).toContain(step.time);
      for (const step of steps) {
        expect(step.title).not.toBe("");
        expect(step.description.length).toBeGreaterThan(30);
      }
    });

    it("has exactly 3 testimonials with quote, author, role and company", () => {
      expect(page.testimonials.items).toHaveLength(3);
      for (const testimonial of page.testimonials.items) {
        for (const field of ["quote", "author", "role", "company"] as const) expect(testimonial[field].trim()).not.toBe("");
      }
    });

    it("makes the page's claims: 75% less admin time, 20+ hours saved per week, the 30-day trial without a credit card", () => {
      const text = pageText(page);
      expect(text).toContain("75% less admin time");
      expect(text).toContain("20+ hours saved per week");
      expect(page.trialOffer).toContain("30 days");
      expect(page.trialOffer).toContain("no credit card");
    });

    it("names its own customer count and no other industry's (none for real estate and home health care)", () => {
      const text = pageText(page);
      const own = customerCounts[slug];
      if (own) expect(text).toContain(own);
      for (const [other, count] of Object.entries(customerCounts)) {
        if (other !== slug && count) expect(text).not.toContain(count);
      }
      // No made-up count: real estate and home health care name no number of customers.
      if (!own) expect(text).not.toMatch(/\d+\+ (teams|agencies|property managers|companies|customers)/i);
    });

    it(`has a trial call to action first${trialOnly.includes(slug) ? " and no demo" : " and a demo"}`, () => {
      for (const actions of [page.hero.actions, page.closing.actions]) {
        expect(actions[0]).toEqual({ kind: "trial", label: "Start Free Trial" });
        expect(actions.some((action) => action.kind === "demo")).toBe(!trialOnly.includes(slug));
      }
    });

    it("reads like real copy (no placeholder text)", () => {
      expect(pageText(page)).not.toMatch(/lorem|ipsum|todo|tbd|xxx/i);
    });
  });

  it("covers real estate and home health care topics (incl. the HIPAA claim)", () => {
    const text = (slug: IndustrySlug) => pageText(pages.find(([s]) => s === slug)![1]).toLowerCase();
    for (const topic of ["tenant screening", "communication", "rent collection", "maintenance", "portfolio management"]) {
      expect(text("real-estate")).toContain(topic);
    }
    for (const topic of ["patient intake", "follow-up", "billing validation", "eligibility checks", "claims", "hipaa"]) {
      expect(text("healthcare")).toContain(topic);
    }
  });
});

describe("customer-support data", () => {
  it("lists the six support channels", async () => {
    expect(customerSupport.features.id).toBe("channels");
    expect(customerSupport.features.items.map((channel) => channel.title)).toEqual([
      "Voice calls",
      "Email",
      "Live chat",
      "SMS",
      "WhatsApp",
      "Order management",
    ]);
    for (const channel of customerSupport.features.items) expect((await lucideIconData(channel.icon)).node.length).toBeGreaterThan(0);
  });

  it("has numbered steps with exactly 3 feature bullets each", () => {
    const steps = customerSupport.howItWorks.steps;
    expect(steps.map((step) => step.number)).toEqual(steps.map((_, index) => index + 1));
    for (const step of steps) expect(step.features).toHaveLength(3);
  });

  it("has the ROI figures and the trial claim", () => {
    expect(customerSupport.closing.stats).toEqual([
      { value: "85%", label: "Response Time Reduction" },
      { value: "60%", label: "Support Cost Savings" },
      { value: "95%", label: "Customer Satisfaction" },
      { value: "92%", label: "Issue Resolution Rate" },
    ]);
    expect(customerSupport.trialOffer).toBe("14-day free trial, no setup fees, cancel anytime");
    // Start Your Free Trial Today opens the integrations dialog, in the hero and in the ROI panel.
    expect(customerSupport.hero.actions[0]).toEqual({ kind: "integrations", label: "Start Your Free Trial Today" });
    expect(customerSupport.closing.actions).toEqual([{ kind: "integrations", label: "Start Your Free Trial Today" }]);
    expect(customerSupport.integrations.viewAllLabel).toBe("View All Integrations");
  });

  it("features only listed integrations, each once, filling whole rows of 2, 4 and 6", () => {
    const all = integrationCategories.flatMap((category) => category.tools);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(featuredIntegrations).size).toBe(featuredIntegrations.length);
    for (const tool of featuredIntegrations) expect(all).toContain(tool);
    expect(featuredIntegrations.length % 12).toBe(0);
    for (const tool of [
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
    ]) {
      expect(featuredIntegrations).toContain(tool);
    }
  });
});
