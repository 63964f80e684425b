import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect-path.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/blog/create?x=1", "/blog/create?x=1"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/\r\nSet-Cookie: a=b", "/"],
    ["/%0d%0aSet-Cookie:%20a=b", "/"],
    ["javascript:alert(1)", "/"],
    [null, "/"],
  ])("%j → %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});
