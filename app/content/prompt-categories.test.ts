import { describe, expect, it } from "vitest";
import { examples } from "./examples.ts";
import { categorizePrompt, keywordsToSql, promptCategories, promptCategorySql } from "./prompt-categories.ts";

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

describe("keywordsToSql", () => {
  it("spells each letter in both cases and a word boundary as no ASCII word character on that side", () => {
    expect(keywordsToSql(/\b(ads?|follow[- ]up)\b/i)).toBe("(?<![A-Za-z0-9_])([Aa][Dd][Ss]?|[Ff][Oo][Ll][Ll][Oo][Ww][- ][Uu][Pp])(?![A-Za-z0-9_])");
    expect(keywordsToSql(/\b(propert(y|ies))/i)).toBe("(?<![A-Za-z0-9_])([Pp][Rr][Oo][Pp][Ee][Rr][Tt]([Yy]|[Ii][Ee][Ss]))");
  });

  it("refuses a rule whose translation it cannot prove", () => {
    for (const rule of [/\b(ticket)/, /\b(ticket)/iu, /(ticket)/i, /\b(tick\w+)/i, /\b(ticket|[a-z]+)/i, /\b(ticket|-x)/i, /\b(ticket|x-)\b/i, /\b(Ticket)/i]) {
      expect(() => keywordsToSql(rule), String(rule)).toThrow();
    }
  });

  it("translates every rule of the site", () => {
    expect(promptCategorySql()).toMatch(
      /^CASE WHEN prompt ~ '.+' THEN 'real-estate' .+ WHEN source_page = '\/customer-support' THEN 'customer-support' ELSE '' END$/,
    );
  });
});
