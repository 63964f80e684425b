import { describe, expect, it } from "vitest";
import { parseMarkdown, safeHref } from "./markdown.ts";

describe("parseMarkdown", () => {
  it("draws images uploaded here and https images, and keeps any other image as its alt text", () => {
    const own = "/media/0123456789abcdef01234567-1600x900.jpg";
    expect(
      parseMarkdown(
        `![Team photo](${own})\n\n![Logo](https://cdn.example.com/logo.png) ![x](javascript:alert(1)) ![y](http://plain.example/a.png) ![z](/media/other.jpg)`,
      ),
    ).toEqual([
      { t: "p", c: [{ t: "img", src: own, alt: "Team photo" }] },
      { t: "p", c: [{ t: "img", src: "https://cdn.example.com/logo.png", alt: "Logo" }, " x y z"] },
    ]);
  });

  it("renders line by line: headings, list items, code blocks and paragraphs", () => {
    expect(parseMarkdown("# One\n## Two\n### Three\n\n- a\n- b\n\nText here.\n\n```\ncode\n```")).toEqual([
      { t: "h", level: 2, c: ["One"] },
      { t: "h", level: 2, c: ["Two"] },
      { t: "h", level: 3, c: ["Three"] },
      { t: "ul", items: [[{ t: "p", c: ["a"] }], [{ t: "p", c: ["b"] }]] },
      { t: "p", c: ["Text here."] },
      { t: "code", v: "code" },
    ]);
  });

  it("reads numbered lists, quotes, emphasis, inline code and links", () => {
    expect(parseMarkdown("3. x\n4. y\n\n> **bold** and *it* with `a<b>` and [site](/enterprise)")).toEqual([
      { t: "ol", start: 3, items: [[{ t: "p", c: ["x"] }], [{ t: "p", c: ["y"] }]] },
      {
        t: "quote",
        c: [
          {
            t: "p",
            c: [
              { t: "strong", c: ["bold"] },
              " and ",
              { t: "em", c: ["it"] },
              " with ",
              { t: "code", v: "a<b>" },
              " and ",
              { t: "link", href: "/enterprise", c: ["site"] },
            ],
          },
        ],
      },
    ]);
  });

  it("turns raw HTML into text and drops unsafe link targets", () => {
    expect(parseMarkdown('<img src=x onerror="alert(1)">\n\nHi <b>there</b> [x](javascript:alert(1))')).toEqual([
      { t: "p", c: ['<img src=x onerror="alert(1)">'] },
      { t: "p", c: ["Hi <b>there</b> x"] },
    ]);
  });

  it("keeps a single line break inside a paragraph as a line break; a blank line starts a new paragraph", () => {
    expect(parseMarkdown("Dear team,\nthe report is **ready**\nsee you\n\nNext paragraph.\n> quoted\n> on two lines")).toEqual([
      { t: "p", c: ["Dear team,", { t: "br" }, "the report is ", { t: "strong", c: ["ready"] }, { t: "br" }, "see you"] },
      { t: "p", c: ["Next paragraph."] },
      { t: "quote", c: [{ t: "p", c: ["quoted", { t: "br" }, "on two lines"] }] },
    ]);
  });

  it("ends a quote at the first line that does not start with > (no lazy continuation), outside code only", () => {
    expect(parseMarkdown("> Ship it on Friday.\nSaid nobody, ever.\n> Another quote")).toEqual([
      { t: "quote", c: [{ t: "p", c: ["Ship it on Friday."] }] },
      { t: "p", c: ["Said nobody, ever."] },
      { t: "quote", c: [{ t: "p", c: ["Another quote"] }] },
    ]);
    expect(parseMarkdown("> first\n>> nested\n- item")).toEqual([
      {
        t: "quote",
        c: [
          { t: "p", c: ["first"] },
          { t: "quote", c: [{ t: "p", c: ["nested"] }] },
        ],
      },
      { t: "ul", items: [[{ t: "p", c: ["item"] }]] },
    ]);
    // Inside fenced code a quote marker is text: the lines stay as they are.
    expect(parseMarkdown("```\n> not a quote\nnext line\n```")).toEqual([{ t: "code", v: "> not a quote\nnext line" }]);
  });

  it("keeps a code block's language and text exactly", () => {
    expect(parseMarkdown("```ts\nconst a = 1 < 2 && b;\n```")).toEqual([{ t: "code", lang: "ts", v: "const a = 1 < 2 && b;" }]);
  });
});

describe("link targets", () => {
  it("marks off-site links and keeps on-site ones plain", () => {
    expect(parseMarkdown("[a](https://example.com) [b](/blog?tag=x) [c](#h) [d](/\\evil.example/x)")).toEqual([
      {
        t: "p",
        c: [
          { t: "link", href: "https://example.com", c: ["a"], ext: true },
          " ",
          { t: "link", href: "/blog?tag=x", c: ["b"] },
          " ",
          { t: "link", href: "#h", c: ["c"] },
          " d",
        ],
      },
    ]);
  });
});

describe("safeHref", () => {
  it.each([
    ["https://example.com/a", "https://example.com/a"],
    ["mailto:hi@example.com", "mailto:hi@example.com"],
    ["/blog", "/blog"],
    ["#top", "#top"],
    ["javascript:alert(1)", null],
    [" JavaScript:alert(1)", null],
    ["data:text/html,x", null],
    ["//evil.example", null],
    ["/\\evil.example/x", null],
    ["/\t/evil.example", null],
    ["/blog?tag=x", "/blog?tag=x"],
  ])("%j → %j", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
