import { describe, expect, it } from "vitest";
import { exampleCategories, examples, pickExample } from "./examples.ts";

describe("lucky examples", () => {
  it("holds about 30 examples", () => {
    expect(examples).toHaveLength(30);
  });

  it("covers every category several times", () => {
    for (const category of exampleCategories) {
      const count = examples.filter((example) => example.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(examples.map((example) => example.category))).toEqual(new Set(exampleCategories));
  });

  it("has unique ids and unique, multi-line prompts without placeholders", () => {
    expect(new Set(examples.map((example) => example.id)).size).toBe(examples.length);
    expect(new Set(examples.map((example) => example.prompt)).size).toBe(examples.length);
    for (const { id, prompt } of examples) {
      expect(prompt.split("\n").length, id).toBeGreaterThanOrEqual(3);
      expect(prompt, id).toBe(prompt.trim());
      expect(
        prompt.split("\n").every((line) => line.trim().length > 20),
        id,
      ).toBe(true);
      expect(prompt, id).not.toMatch(/lorem|ipsum|TODO|\{\{/i);
    }
  });

  it("uses the example facts the page promises", () => {
    const all = examples.map((example) => example.prompt).join("\n");
    expect(all).toMatch(/3 days before/);
    expect(all).toMatch(/3, 7 and 14 days after/);
    expect(all).toMatch(/30 days/);
    expect(all).toMatch(/collections/);
    expect(all).toMatch(/24 to 72 hours/);
    expect(all).toMatch(/from 0 to 100/);
  });

  it("picks uniformly: random() in [i/n, (i+1)/n) gives example i", () => {
    const n = examples.length;
    expect(pickExample(() => 0)).toBe(examples[0]);
    expect(pickExample(() => 0.9999)).toBe(examples[n - 1]);
    for (let i = 0; i < n; i++) {
      expect(pickExample(() => i / n)).toBe(examples[i]);
      expect(pickExample(() => (i + 0.999) / n)).toBe(examples[i]);
    }
  });

  it("stays within the list even for out-of-range random values", () => {
    expect(pickExample(() => 1)).toBe(examples[examples.length - 1]);
    expect(pickExample(() => -0.5)).toBe(examples[0]);
  });

  it("uses Math.random by default", () => {
    for (let i = 0; i < 50; i++) expect(examples).toContain(pickExample());
  });
});
