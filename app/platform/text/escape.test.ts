import { describe, expect, it } from "vitest";
import { escapeHtml, escapeLike, escapeXml, unescapeHtml } from "./escape.ts";

describe("escapers", () => {
  it("escapes HTML's special characters, for content and quoted attributes", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
    expect(escapeHtml("plain text")).toBe("plain text");
  });

  it("escapes XML's five predefined entities", () => {
    expect(escapeXml(`R&D <fast> "quoted" it's`)).toBe("R&amp;D &lt;fast&gt; &quot;quoted&quot; it&apos;s");
  });

  it("makes LIKE wildcards literal", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect(escapeLike("acme")).toBe("acme");
  });
});

describe("unescapeHtml", () => {
  it("gives back what escapeHtml and React's attributes wrote", () => {
    const text = `[&>svg]:size-4 "it's" <b>`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml("[&amp;&gt;svg]:size-4 it&#x27;s &apos;&lt;&quot;")).toBe(`[&>svg]:size-4 it's '<"`);
    expect(unescapeHtml("&amp;lt;")).toBe("&lt;");
  });
});
