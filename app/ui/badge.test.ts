import { describe, expect, it } from "vitest";
import { deadClasses } from "#tests/helpers/class-conflicts.ts";
import { badgeVariants } from "./badge.tsx";
import { cardVariants } from "./card.tsx";

const sorted = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();

describe("badgeVariants", () => {
  const tones = ["neutral", "success", "warning", "danger", "highlight", "tag", "accent", "brand", "ring"] as const;
  const sizes = ["sm", "md", "lg", "removable", "square"] as const;

  it("has no class that another of the same badge cancels, in any tone and size", () => {
    for (const tone of tones) for (const size of sizes) expect(deadClasses(badgeVariants({ tone, size })), `${tone} ${size}`).toEqual([]);
  });

  it("draws the pills the pages drew by hand before, class for class", () => {
    // The waitlist's disposable address and a pending webhook delivery.
    expect(sorted(badgeVariants({ tone: "warning" }))).toEqual(sorted("rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"));
    // A post's tag on its card.
    expect(sorted(badgeVariants({ tone: "tag", size: "md" }))).toEqual(sorted("rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700"));
    // The author page's Featured.
    expect(sorted(badgeVariants({ tone: "highlight" }))).toEqual(sorted("rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800"));
    // Most Popular on the pricing cards (placed by the caller).
    expect(sorted(badgeVariants({ tone: "brand", size: "lg" }))).toEqual(
      sorted(
        "inline-flex items-center gap-1.5 rounded-full bg-linear-to-r from-indigo-600 to-violet-600 px-3 py-1 text-xs font-medium whitespace-nowrap text-primary-foreground shadow-sm",
      ),
    );
  });
});

describe("cardVariants", () => {
  it("has no class that another of the same card cancels", () => {
    for (const padding of ["none", "sm", "md", "lg"] as const)
      for (const shadow of ["none", "xs", "sm"] as const) expect(deadClasses(cardVariants({ padding, shadow })), `${padding} ${shadow}`).toEqual([]);
  });

  it("is by default the dashboard's card: padding 5, the faintest shadow", () => {
    expect(sorted(cardVariants())).toEqual(sorted("rounded-2xl border bg-card p-5 text-card-foreground shadow-xs"));
  });
});
