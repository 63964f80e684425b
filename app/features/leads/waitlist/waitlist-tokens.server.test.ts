import { describe, expect, it } from "vitest";
import { hashToken, isStatusToken, newInvitationToken, statusToken } from "./waitlist-tokens.server.ts";

const secret = "a-test-secret-of-at-least-32-characters";

describe("waitlist link tokens", () => {
  it("a status token checks against its entry", () => {
    const entry = { referralCode: "0123456789ab", email: "ada@example.com" };
    const token = statusToken(secret, entry);
    expect(isStatusToken(secret, token, entry)).toBe(true);
    expect(isStatusToken(secret, token, { ...entry, email: "eve@example.com" })).toBe(false);
    expect(isStatusToken(secret, token.slice(0, -1) + "é", entry)).toBe(false);
  });

  it("an invitation token is random, stored as its SHA-256, and expires 14 days after it is made", () => {
    const now = new Date(Date.UTC(2026, 10, 1));
    const one = newInvitationToken(now);
    expect(one.hash).toBe(hashToken(one.token));
    expect(one.expiresAt).toEqual(new Date(Date.UTC(2026, 10, 15)));
    expect(newInvitationToken(now).token).not.toBe(one.token);
  });
});
