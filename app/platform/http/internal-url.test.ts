import { describe, expect, it } from "vitest";
import { internalPath, urlKind } from "./internal-url.ts";

describe("urlKind", () => {
  it.each([
    ["/blog?tag=x", "internal"],
    ["#h", "internal"],
    ["?page=2", "internal"],
    ["/enterprise", "internal"],
    ["https://example.com/a", "external"],
    ["HTTP://example.com", "external"],
    ["mailto:ada@example.com", "external"],
  ] as const)("%j is %s", (value, kind) => {
    expect(urlKind(value)).toBe(kind);
  });

  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\\evil.example/x",
    "\\\\evil.example",
    "//evil.example",
    "/%0d%0aSet-Cookie:%20a=b",
    "/\r\nSet-Cookie: a=b",
    "/a%00b",
    "javascript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,x",
    "evil.example",
    "",
  ])("%j is refused", (value) => {
    expect(urlKind(value)).toBeNull();
  });
});

describe("internalPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/blog/create?x=1#y", "/blog/create?x=1#y"],
    ["/\t/evil.example", null],
    ["/\\evil.example/x", null],
    ["//evil.example", null],
    ["/%0d%0aSet-Cookie:x", null],
    ["https://evil.example", null],
    ["javascript:alert(1)", null],
    ["#top", null],
    [null, null],
    // Non-ASCII (even a lone surrogate) comes back percent-encoded, fit for a Location header.
    ["/blog/café?q=ü", "/blog/caf%C3%A9?q=%C3%BC"],
    ["/\ufffd\ud800", "/%EF%BF%BD%EF%BF%BD"],
  ])("%j → %j", (value, expected) => {
    expect(internalPath(value)).toBe(expected);
  });

  it("gives a value that a Location header takes", () => {
    expect(() => new Headers({ location: internalPath("/\ufffd\ud800")! })).not.toThrow();
  });
});
