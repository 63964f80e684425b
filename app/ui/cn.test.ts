import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("joins conditional classes like clsx", () => {
    expect(cn("a", undefined, null, { c: true, d: false }, ["e"])).toBe("a c e");
  });

  it("lets a later utility of the same group win", () => {
    expect(cn("h-9 px-4 py-2", "h-10 w-full")).toBe("px-4 py-2 h-10 w-full");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("text-sm text-white", "text-lg")).toBe("text-white text-lg");
    expect(cn("bg-primary hover:bg-primary/90", "bg-transparent")).toBe("hover:bg-primary/90 bg-transparent");
    expect(cn("inline-flex", "hidden sm:flex")).toBe("hidden sm:flex");
    expect(cn("rounded-md", "rounded-full")).toBe("rounded-full");
    expect(cn("sm:max-w-lg", "sm:max-w-2xl")).toBe("sm:max-w-2xl");
  });

  it("keeps utilities of different groups that share a prefix", () => {
    expect(cn("text-sm text-muted-foreground text-center text-balance")).toBe("text-sm text-muted-foreground text-center text-balance");
    expect(cn("border border-t border-dashed border-border")).toBe("border border-t border-dashed border-border");
    expect(cn("bg-linear-to-r bg-primary")).toBe("bg-linear-to-r bg-primary");
    expect(cn("rounded-lg rounded-t-none")).toBe("rounded-lg rounded-t-none");
    expect(cn("shadow-sm shadow-black/10")).toBe("shadow-sm shadow-black/10");
    expect(cn("text-[13px] text-white")).toBe("text-[13px] text-white");
  });
});
