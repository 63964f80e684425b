import { describe, expect, it } from "vitest";
import { sidebarCookie, sidebarOpenFromCookie } from "./sidebar-state.ts";

describe("sidebar state cookie", () => {
  it("reads the state through the cookie object, expanded by default", async () => {
    expect(await sidebarOpenFromCookie(null)).toBe(true);
    const collapsed = (await sidebarCookie.serialize(false)).split(";")[0]!;
    expect(await sidebarOpenFromCookie(`a=1; ${collapsed}; b=2`)).toBe(false);
    expect(await sidebarOpenFromCookie((await sidebarCookie.serialize(true)).split(";")[0]!)).toBe(true);
    expect(await sidebarOpenFromCookie(`x${collapsed}`)).toBe(true);
    expect(await sidebarOpenFromCookie("sidebar_state=maybe")).toBe(true);
    expect(await sidebarOpenFromCookie((await sidebarCookie.serialize("maybe")).split(";")[0]!)).toBe(true);
  });

  it("keeps it for 7 days on every path, under the same name", async () => {
    expect(sidebarCookie.name).toBe("sidebar_state");
    expect(await sidebarCookie.serialize(false)).toMatch(/^sidebar_state=[^;]+; Max-Age=604800; Path=\/; SameSite=Lax$/);
  });
});
