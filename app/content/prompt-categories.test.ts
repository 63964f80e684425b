import { describe, expect, it } from "vitest";
import { examples } from "./examples.ts";
import { categorizePrompt, promptCategories } from "./prompt-categories.ts";

describe("categorizePrompt", () => {
  it("sorts by words first, then by the page the prompt came from", () => {
    expect(categorizePrompt("Chase every unpaid invoice in QuickBooks", "/")).toBe("Finance");
    expect(categorizePrompt("Screen each new resume against the job post", null)).toBe("HR");
    expect(categorizePrompt("Do the thing", "/real-estate")).toBe("Real Estate");
    expect(categorizePrompt(null, "/healthcare")).toBe("Healthcare");
    expect(categorizePrompt("Do the thing", "/")).toBeNull();
  });

  it("puts most of the home page's own examples in their category", () => {
    const right = examples.filter((example) => categorizePrompt(example.prompt, null) === promptCategories.find((c) => c.id === example.category)!.label);
    expect(right.length / examples.length).toBeGreaterThan(0.6);
  });
});
