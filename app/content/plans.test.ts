import { describe, expect, it } from "vitest";
import { planDialogTexts, plans } from "./plans.ts";

// The prices, features and dialog texts are checked where the visitor sees
// them (tests/e2e/enterprise-plans-legal.spec.ts); these are the rules.
describe("plans", () => {
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
});
