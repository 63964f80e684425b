import { describe, expect, it } from "vitest";
import { editorTexts } from "./editor-texts.ts";
import { addTag, hasTag, isPostTooLong, parseReadTime } from "./post-fields.ts";

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

describe("isPostTooLong", () => {
  it("allows 100,000 characters of content (a line break counts once) and no more", () => {
    expect(isPostTooLong({ title: "T", content: "x".repeat(100_000) })).toBe(false);
    expect(isPostTooLong({ title: "T", content: "x\r\n".repeat(50_000) })).toBe(false);
    expect(isPostTooLong({ title: "T", content: "x".repeat(100_001) })).toBe(true);
    expect(isPostTooLong({ title: "T".repeat(201), content: "x" })).toBe(true);
    expect(isPostTooLong({ title: "T", excerpt: "e".repeat(501), content: "x" })).toBe(true);
    expect(editorTexts.tooLong.description).toBe("Titles can be 200, excerpts 500 and posts 100,000 characters long at most.");
  });
});
