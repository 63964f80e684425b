import { describe, expect, it } from "vitest";
import { firstFreeSlug, postSlug } from "./slug.ts";

describe("postSlug", () => {
  it.each([
    ["Why AI Agents Need Guardrails!", "why-ai-agents-need-guardrails"],
    ["  R&D: 10x faster — really?  ", "r-and-d-10x-faster-really"],
    ["Café déjà vu", "cafe-deja-vu"],
    ["日本語", "post"],
    ["---", "post"],
  ])("%j → %j", (title, slug) => {
    expect(postSlug(title)).toBe(slug);
  });

  it("cuts long titles at a word boundary-ish without a trailing hyphen", () => {
    const slug = postSlug("a ".repeat(100));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("firstFreeSlug", () => {
  it("numbers repeats from 2", () => {
    expect(firstFreeSlug("ai", new Set())).toBe("ai");
    expect(firstFreeSlug("ai", new Set(["ai"]))).toBe("ai-2");
    expect(firstFreeSlug("ai", new Set(["ai", "ai-2", "ai-3"]))).toBe("ai-4");
  });
});
