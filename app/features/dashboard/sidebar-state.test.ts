import { describe, expect, it } from "vitest";
import { sidebarCookie, sidebarOpenFromCookie } from "./sidebar-state.ts";

describe("sidebar state cookie", () => {
  it("reads the state, expanded by default", () => {
    expect(sidebarOpenFromCookie(null)).toBe(true);
    expect(sidebarOpenFromCookie("a=1; sidebar_state=false; b=2")).toBe(false);
    expect(sidebarOpenFromCookie("sidebar_state=true")).toBe(true);
    expect(sidebarOpenFromCookie("xsidebar_state=false")).toBe(true);
    expect(sidebarOpenFromCookie("sidebar_state=maybe")).toBe(true);
  });

  it("keeps it for 7 days on every path", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; Path=/; Max-Age=604800; SameSite=Lax");
  });
});
