import { describe, expect, it } from "vitest";
import { referralCodeFromCookie, referralCookie, referralSetCookie } from "./referral-cookie.ts";

describe("referral cookie", () => {
  it("is droids_ref for 30 days, HttpOnly, on every path", async () => {
    expect(referralCookie.name).toBe("droids_ref");
    expect(await referralSetCookie("0123456789ab", true)).toMatch(
      /^droids_ref=[^;]+; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("reads a referral code through the cookie object, and nothing else", async () => {
    const set = (await referralCookie.serialize("0123456789ab")).split(";")[0]!;
    expect(await referralCodeFromCookie(`a=1; ${set}`)).toBe("0123456789ab");
    expect(await referralCodeFromCookie(null)).toBeNull();
    expect(await referralCodeFromCookie((await referralCookie.serialize("<script>")).split(";")[0]!)).toBeNull();
    expect(await referralCodeFromCookie("droids_ref=garbage")).toBeNull();
  });
});
