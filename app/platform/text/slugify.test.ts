import { describe, expect, it } from "vitest";
import { slugify } from "./slugify.ts";

describe("slugify", () => {
  it.each([
    ["Why AI Agents Need Guardrails!", "why-ai-agents-need-guardrails"],
    ["  R&D: 10x faster — really?  ", "r-and-d-10x-faster-really"],
    ["Café déjà vu", "cafe-deja-vu"],
    ["日本語", ""],
  ])("%j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("cuts at maxLength without a trailing hyphen", () => {
    expect(slugify("abc def ghi", 5)).toBe("abc-d");
    expect(slugify("abc def ghi", 4)).toBe("abc");
    expect(slugify("a ".repeat(100), Infinity)).toHaveLength(199);
  });
});
