import { describe, expect, it } from "vitest";
import { planDialogTexts, plans } from "./plans.ts";

describe("plans (spec §3, §9)", () => {
  it("offers Starter, Pro and Enterprise at $29, $79 and $199 a month", () => {
    expect(plans.map(({ name, price, period }) => [name, price, period])).toEqual([
      ["Starter", "$29", "month"],
      ["Pro", "$79", "month"],
      ["Enterprise", "$199", "month"],
    ]);
  });

  it("lists each plan's features in the spec's order", () => {
    expect(plans.map((plan) => plan.features)).toEqual([
      ["5 AI-powered projects", "Basic templates", "Community support", "Standard hosting", "48hr response time"],
      [
        "25 AI-powered projects",
        "Premium templates",
        "Priority support",
        "Custom domain",
        "Advanced analytics",
        "Team collaboration",
        "24hr response time",
      ],
      [
        "Unlimited projects",
        "Custom integrations",
        "Dedicated support",
        "White-label solution",
        "Advanced security",
        "Custom training",
        "SSO integration",
        "4hr response time",
      ],
    ]);
  });

  it("marks only Pro as the popular plan", () => {
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Pro"]);
    expect(planDialogTexts.popularBadge).toBe("Most Popular");
  });

  it("has Get Started on Starter and Pro and Contact Sales on Enterprise", () => {
    expect(plans.map((plan) => plan.action)).toEqual(["get-started", "get-started", "contact-sales"]);
  });

  it("describes every plan", () => {
    for (const plan of plans) expect(plan.description.trim().length, plan.name).toBeGreaterThan(10);
  });

  it("uses the spec's dialog texts", () => {
    expect(planDialogTexts.title).toBe("Choose Your Plan");
    expect(planDialogTexts.subtitle).toBe("Start building with AI. Upgrade or downgrade at any time.");
    expect(planDialogTexts.footer).toEqual([
      "All plans include 14-day free trial",
      "No credit card required",
      "Cancel anytime",
    ]);
  });
});
