import { describe, expect, it } from "vitest";
import { emailOfUnsubscribeToken, isStatusToken, statusToken, unsubscribeToken } from "./waitlist-tokens.server.ts";

const secret = "a-test-secret-of-at-least-32-characters";

describe("waitlist link tokens", () => {
  it("an unsubscribe token names its address, and only ours do", () => {
    const token = unsubscribeToken(secret, "ada@example.com");
    expect(emailOfUnsubscribeToken(secret, token)).toBe("ada@example.com");
    expect(emailOfUnsubscribeToken("another-secret-of-at-least-32-chars", token)).toBeNull();
    expect(emailOfUnsubscribeToken(secret, "no-dot")).toBeNull();
  });

  it("a forged signature with non-ASCII characters is refused, not a crash", () => {
    const [encoded] = unsubscribeToken(secret, "ada@example.com").split(".");
    // 32 characters, as many as a real signature, but more bytes.
    const forged = `${encoded}.${"é".repeat(32)}`;
    expect(() => emailOfUnsubscribeToken(secret, forged)).not.toThrow();
    expect(emailOfUnsubscribeToken(secret, forged)).toBeNull();
  });

  it("a status token checks against its entry", () => {
    const entry = { referralCode: "0123456789ab", email: "ada@example.com" };
    const token = statusToken(secret, entry);
    expect(isStatusToken(secret, token, entry)).toBe(true);
    expect(isStatusToken(secret, token, { ...entry, email: "eve@example.com" })).toBe(false);
    expect(isStatusToken(secret, token.slice(0, -1) + "é", entry)).toBe(false);
  });
});
