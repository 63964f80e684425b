import { describe, expect, it } from "vitest";
import { templateCategories } from "./template-gallery.ts";
import { templates } from "./templates.ts";

const specTitles = [
  "Resume Screening",
  "Document Collection",
  "Financial Reports",
  "Project Status Update",
  "Account Receivable",
  "Invoice Processing",
  "Inbound Calls & Messages",
  "Outbound Calls & Messages",
];

describe("Droid templates", () => {
  it("include the eight community templates, first (the home page's first page)", () => {
    expect(templates.slice(0, 8).map((template) => template.title)).toEqual(specTitles);
  });

  it("are enough for Load More to matter: at least 24, several pages of 8", () => {
    expect(templates.length).toBeGreaterThanOrEqual(24);
  });

  it("give every category at least two templates, and use no other category", () => {
    for (const category of templateCategories) {
      const count = templates.filter((template) => template.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(2);
    }
    for (const template of templates) expect(templateCategories, template.title).toContain(template.category);
  });

  it("have unique ids and titles", () => {
    expect(new Set(templates.map((template) => template.id)).size).toBe(templates.length);
    expect(new Set(templates.map((template) => template.title)).size).toBe(templates.length);
    for (const template of templates) expect(Number.isInteger(template.id), template.title).toBe(true);
  });

  it("have multi-line, unique prompts in plain English, no placeholders", () => {
    expect(new Set(templates.map((template) => template.prompt)).size).toBe(templates.length);
    for (const { title, prompt, description } of templates) {
      expect(prompt.split("\n").length, title).toBeGreaterThanOrEqual(3);
      expect(
        prompt.split("\n").every((line) => line.trim().length > 20),
        title,
      ).toBe(true);
      expect(prompt, title).toBe(prompt.trim());
      expect(`${prompt} ${description}`, title).not.toMatch(/lorem|ipsum|TODO|\{\{/i);
      expect(description.length, title).toBeGreaterThan(40);
    }
  });

  it("show folks usage like 1.2K and named integrations", () => {
    for (const template of templates) {
      expect(template.folks, template.title).toMatch(/^\d+(\.\d)?K?$/);
      expect(template.integrations.length, template.title).toBeGreaterThanOrEqual(1);
      const names = template.integrations.map((integration) => integration.name);
      expect(new Set(names).size, template.title).toBe(names.length);
      for (const name of names) expect(name.trim().length, template.title).toBeGreaterThan(1);
    }
  });

  it("use the example facts the page promises", () => {
    const all = templates.map((template) => template.prompt).join("\n");
    expect(all).toMatch(/3 days before/);
    expect(all).toMatch(/on the due date/);
    expect(all).toMatch(/3, 7 and 14 days after/);
    expect(all).toMatch(/30 days overdue[^\n]*collections/);
    expect(all).toMatch(/within 24 to 72 hours/);
    expect(all).toMatch(/from 0 to 100/);
  });
});
