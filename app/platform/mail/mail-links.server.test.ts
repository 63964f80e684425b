import { describe, expect, it } from "vitest";
import { emailOfUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from "./mail-links.server.ts";

const secret = "a-test-secret-of-at-least-32-characters";

describe("unsubscribe links", () => {
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

  it("an unsubscribe link names its token under the public URL", () => {
    expect(unsubscribeUrl({ publicUrl: "https://droids.example", secret }, "ada@example.com")).toBe(
      `https://droids.example/unsubscribe/${unsubscribeToken(secret, "ada@example.com")}`,
    );
  });
});
