import { Sparkles } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deadClasses } from "#tests/helpers/class-conflicts.ts";
import { Eyebrow } from "./eyebrow.tsx";

const sorted = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();

describe("Eyebrow", () => {
  const html = renderToStaticMarkup(
    <Eyebrow icon={Sparkles} className="mt-2">
      Customer support
    </Eyebrow>,
  );
  const classes = /^<p class="([^"]+)"/.exec(html)?.[1] ?? "";

  it("draws the pill the home, landing and enterprise pages drew by hand, class for class, with the caller's placement", () => {
    expect(sorted(classes)).toEqual(
      sorted(
        "inline-flex items-center gap-2 rounded-full border border-primary/15 bg-background/80 px-3.5 py-1 text-sm font-semibold text-primary shadow-xs backdrop-blur mt-2",
      ),
    );
    expect(deadClasses(classes)).toEqual([]);
  });

  it("is a paragraph: the icon (size-4, hidden from screen readers) then the words", () => {
    expect(html).toMatch(/^<p [^>]*><svg [^>]*class="lucide lucide-sparkles[^"]* size-4"[^>]*aria-hidden="true"[^>]*>.*<\/svg>Customer support<\/p>$/);
  });
});
