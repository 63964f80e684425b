import { describe, expect, it } from "vitest";
import { addTag, hasTag, parseReadTime } from "./editor-texts.ts";

describe("parseReadTime", () => {
  it.each([
    ["7", 7],
    ["", 5],
    ["abc", 5],
    [undefined, 5],
    ["0", 1],
    ["-3", 1],
    ["61", 60],
    ["12.6", 12],
    [30, 30],
  ] as const)("%j → %j", (input, expected) => {
    expect(parseReadTime(input)).toBe(expected);
  });
});

describe("addTag", () => {
  it("trims, ignores empty and repeated tags (any case)", () => {
    expect(addTag([], "  AI  ")).toEqual(["AI"]);
    expect(addTag(["AI"], "   ")).toEqual(["AI"]);
    expect(addTag(["AI"], "ai")).toEqual(["AI"]);
    expect(addTag(["AI"], "Customer   Support")).toEqual(["AI", "Customer Support"]);
  });
});

describe("hasTag", () => {
  it("finds a chosen tag in any letter case, so its popular button is disabled", () => {
    expect(hasTag(["ai"], "AI")).toBe(true);
    expect(hasTag(["Automation"], "AI")).toBe(false);
  });
});
