import { describe, expect, it } from "vitest";
import { csvField, csvRow } from "./csv.ts";

describe("csv", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\r\nlf", '"cr\r\nlf"'],
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1 555", "'+1 555"],
    ["-2", "'-2"],
    ["@cmd", "'@cmd"],
    ["\t=1", "'\t=1"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    [null, ""],
    [undefined, ""],
    [42, "42"],
  ])("%j → %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("writes a row with CRLF and dates in ISO form", () => {
    expect(csvRow(["a", new Date("2026-11-23T10:00:00Z"), "b,c"])).toBe('a,2026-11-23T10:00:00.000Z,"b,c"\r\n');
  });
});
