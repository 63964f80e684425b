import { describe, expect, it } from "vitest";
import { classConflictReport, deadClasses } from "./class-conflicts.ts";

describe("deadClasses", () => {
  it("finds a class that a later one of the same utility overrides", () => {
    expect(deadClasses("inline-flex h-9 px-4 h-10")).toEqual(["h-9"]);
    expect(deadClasses("text-lg font-semibold text-2xl")).toEqual(["text-lg"]);
    expect(deadClasses("sm:max-w-lg p-6 sm:max-w-xl")).toEqual(["sm:max-w-lg"]);
  });

  it("finds a repeated class", () => {
    expect(deadClasses("overflow-y-auto grid overflow-y-auto")).toEqual(["overflow-y-auto"]);
  });

  it("accepts classes that only look alike: other variants, other sides, colour beside size", () => {
    expect(deadClasses("h-9 sm:h-10 px-4 py-2 text-sm text-muted-foreground border border-t-0 hover:bg-accent bg-background")).toEqual([]);
    expect(deadClasses("p-6 px-8")).toEqual([]);
  });
});

describe("classConflictReport", () => {
  it("reports each conflicting attribute once, naming the dead classes", () => {
    expect(classConflictReport(["h-9 h-10", "h-9 h-10", "flex gap-2"])).toEqual(['h-9  in  class="h-9 h-10"']);
  });
});
